import { type SiteConfig, StoredRemoteOverridesSchema } from 'shared-contracts';
import { remoteOverridesKey } from 'shared-contracts/storage-keys';
import { readStored, removeStored, writeStored } from 'web-kit';
import { OVERRIDE_PARAM } from '../lib/override-keys';
import { resolveOverrides, withOverrides } from '../lib/resolve-overrides';
import { setRemoteOverrideState } from './override-state';

/**
 * Applies this browser's remote overrides to the site config before any remote is registered:
 * requests in the address (`?override=toons=<url>`, `?override=clear`) are kept in local storage and
 * taken out of the address; only candidates on the config's allowed origins replace a remote.
 */
export function applyRemoteOverrides(config: SiteConfig): SiteConfig {
  const address = new URL(window.location.href);
  const requests = address.searchParams.getAll(OVERRIDE_PARAM);
  const kept = readStored(remoteOverridesKey.key, StoredRemoteOverridesSchema, {}).value;
  const resolved = resolveOverrides(kept, requests, {
    remotes: config.remotes,
    allowedOrigins: config.remoteOverrides.allowedOrigins,
  });
  if (Object.keys(resolved.stored).length > 0) writeStored(remoteOverridesKey.key, resolved.stored);
  else removeStored(remoteOverridesKey.key);
  if (requests.length > 0) {
    address.searchParams.delete(OVERRIDE_PARAM);
    window.history.replaceState(window.history.state, '', address);
  }
  for (const { remote, manifestUrl } of resolved.active) {
    console.warn(`Remote override: "${remote}" is loaded from ${manifestUrl} in this browser only.`);
  }
  for (const { request, reason } of resolved.refused) {
    console.warn(`Remote override refused (${request}): ${reason}.`);
  }
  setRemoteOverrideState({
    active: resolved.active,
    refused: resolved.refused,
    panel: resolved.panel,
    allowedOrigins: config.remoteOverrides.allowedOrigins,
    deployed: config.remotes,
  });
  return { ...config, remotes: withOverrides(config.remotes, resolved.active) };
}

/** Sets or clears overrides through the address, so they take effect from a fresh start of the page. */
export function reloadWithOverride(value: string): void {
  const address = new URL(window.location.href);
  address.searchParams.set(OVERRIDE_PARAM, value);
  window.location.assign(address);
}
