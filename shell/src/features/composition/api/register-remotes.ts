import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { SiteConfig } from 'shared-contracts';

/** Tells the federation runtime where each remote lives, from the runtime config. */
export function registerRemotesFromConfig(config: SiteConfig): void {
  const remotes = Object.entries(config.remotes).map(([name, entry]) => ({
    name,
    entry: new URL(entry, window.location.href).toString(),
  }));
  registerRemotes(remotes, { force: true });
}
