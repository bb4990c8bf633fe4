import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { SiteConfig } from 'shared-contracts';

/**
 * Each load of a remote's manifest, entry script or public module is tried once more at once when
 * it fails. A request that failed while the remote was down can fail again without reaching the
 * server (the browser hands back the page's failed preload of the same file), so without a second
 * try "Refresh" on the Cogs page needed one press per file that had been preloaded.
 */
const retryOnce = RetryPlugin({
  fetch: { retryTimes: 1 },
  script: { retryTimes: 1, retryDelay: 0 },
});

/** Tells the federation runtime where each remote lives, from the runtime config. */
export function registerRemotesFromConfig(config: SiteConfig): void {
  const remotes = Object.entries(config.remotes).map(([name, entry]) => ({
    name,
    entry: new URL(entry, window.location.href).toString(),
  }));
  registerPlugins([retryOnce]);
  registerRemotes(remotes, { force: true });
}
