// Which released version of each remote is live and which is a canary, as the api says
// (GET /api/releases/live). Asked again once the copy is older than LIVE_TTL_MS, with If-None-Match;
// concurrent pages share one request. When the api is slow or down the last good copy is kept; before
// any answer there is none (undefined) and every remote is served from its built dist/. A copy is
// replaced whole once it validates, so a page never mixes two states.
import { LiveReleasesSchema } from 'shared-contracts/domain';

/** How long a copy is served before the api is asked again: a switch reaches pages within this. */
export const LIVE_TTL_MS = 2_000;
/** A page waits at most this long for a fresher copy; then the last one is served. */
export const LIVE_TIMEOUT_MS = 1_000;

/** @typedef {import('shared-contracts/domain').LiveReleases} LiveReleases */

/**
 * @param {{ apiTarget: string, ttlMs?: number, timeoutMs?: number, now?: () => number }} options
 *   apiTarget: the api's origin
 * @returns {() => Promise<LiveReleases | undefined>}
 */
export function liveReleasesReader({
  apiTarget,
  ttlMs = LIVE_TTL_MS,
  timeoutMs = LIVE_TIMEOUT_MS,
  now = () => performance.now(),
}) {
  const url = new URL('/api/releases/live', apiTarget);
  /** @type {{ live: LiveReleases, etag: string | null } | undefined} */
  let kept;
  let askedAt = Number.NEGATIVE_INFINITY;
  /** @type {Promise<void> | undefined} */
  let pending;

  const refresh = async () => {
    try {
      const response = await fetch(url, {
        headers: kept?.etag ? { 'if-none-match': kept.etag } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && kept) return;
      if (!response.ok) return;
      const parsed = LiveReleasesSchema.safeParse(await response.json());
      if (parsed.success) kept = { live: parsed.data, etag: response.headers.get('etag') };
    } catch {
      // Slow or down: the last good copy stays.
    }
  };

  return async () => {
    if (now() - askedAt >= ttlMs && !pending) {
      askedAt = now();
      pending = refresh().finally(() => {
        pending = undefined;
      });
    }
    if (pending) await pending;
    return kept?.live;
  };
}
