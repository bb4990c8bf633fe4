/**
 * Remote overrides (QA): one browser loads a remote from a candidate manifest instead of the
 * deployed one. Pure rules here; reading the browser's storage and address is in ../api.
 */

/** Remote name -> candidate manifest URL, as this browser keeps them. */
export type RemoteOverrides = Record<string, string>;

export type ActiveOverride = { remote: string; manifestUrl: string };
export type RefusedOverride = { request: string; reason: string };

export type OverridePolicy = {
  /** The deployed remotes, by name (an override can only replace one of them). */
  remotes: Record<string, string>;
  /** Origins a candidate may come from; none means overrides are off. */
  allowedOrigins: readonly string[];
};

/** Why `manifestUrl` may not replace `remote` here, or null when it may. */
export function refusalOf(remote: string, manifestUrl: string, policy: OverridePolicy): string | null {
  if (policy.allowedOrigins.length === 0) return 'this site does not allow remote overrides';
  if (!Object.hasOwn(policy.remotes, remote)) {
    return `there is no remote named "${remote}" (known: ${Object.keys(policy.remotes).join(', ')})`;
  }
  let url: URL;
  try {
    url = new URL(manifestUrl);
  } catch {
    return `"${manifestUrl}" is not a URL`;
  }
  if (!['http:', 'https:'].includes(url.protocol)) return `"${manifestUrl}" is not an http(s) URL`;
  if (!policy.allowedOrigins.includes(url.origin)) {
    return `${url.origin} is not an origin this site accepts candidates from (allowed: ${policy.allowedOrigins.join(', ')})`;
  }
  return null;
}

export type OverrideRequest =
  | { kind: 'clear' }
  | { kind: 'panel' }
  | { kind: 'set'; remote: string; manifestUrl: string };

/** Reads one `override` parameter value: `clear`, `panel`, or `<remote>=<manifest URL>`. */
export function parseOverrideRequest(value: string): OverrideRequest | { kind: 'invalid'; reason: string } {
  if (value === 'clear') return { kind: 'clear' };
  if (value === 'panel') return { kind: 'panel' };
  const separator = value.indexOf('=');
  if (separator <= 0 || separator === value.length - 1) {
    return {
      kind: 'invalid',
      reason: 'write it as override=<remote>=<manifest URL>, override=clear or override=panel',
    };
  }
  return { kind: 'set', remote: value.slice(0, separator), manifestUrl: value.slice(separator + 1) };
}

export type ResolvedOverrides = {
  /** What this browser keeps from now on. */
  stored: RemoteOverrides;
  active: ActiveOverride[];
  refused: RefusedOverride[];
  /** The address asked for the panel that sets an override. */
  panel: boolean;
};

/**
 * Applies the address's requests to what the browser kept, then keeps only overrides the site's
 * policy allows today (a stored override whose origin is no longer allowed is dropped, and said so).
 */
export function resolveOverrides(
  stored: RemoteOverrides,
  requests: readonly string[],
  policy: OverridePolicy,
): ResolvedOverrides {
  let next: RemoteOverrides = { ...stored };
  const refused: RefusedOverride[] = [];
  let panel = false;
  for (const value of requests) {
    const request = parseOverrideRequest(value);
    if (request.kind === 'clear') next = {};
    else if (request.kind === 'panel') panel = true;
    else if (request.kind === 'invalid') refused.push({ request: value, reason: request.reason });
    else {
      const reason = refusalOf(request.remote, request.manifestUrl, policy);
      if (reason) refused.push({ request: value, reason });
      else next[request.remote] = request.manifestUrl;
    }
  }
  const kept: RemoteOverrides = {};
  for (const [remote, manifestUrl] of Object.entries(next)) {
    const reason = refusalOf(remote, manifestUrl, policy);
    if (reason === null) kept[remote] = manifestUrl;
    else if (!refused.some((entry) => entry.request === `${remote}=${manifestUrl}`)) {
      refused.push({ request: `${remote}=${manifestUrl}`, reason });
    }
  }
  return {
    stored: kept,
    active: Object.entries(kept).map(([remote, manifestUrl]) => ({ remote, manifestUrl })),
    refused,
    panel,
  };
}

/** The deployed remotes with this browser's candidates in their place. */
export function withOverrides(remotes: Record<string, string>, active: readonly ActiveOverride[]) {
  const result = { ...remotes };
  for (const { remote, manifestUrl } of active) result[remote] = manifestUrl;
  return result;
}
