import type { SiteConfig } from 'shared-contracts';
import { createStore } from 'zustand/vanilla';

interface ConfigState {
  config: SiteConfig | null;
}

/** Holds the loaded site config for every remote (shared-contracts is a federation singleton). */
export const siteConfigStore = createStore<ConfigState>(() => ({ config: null }));

export function setSiteConfig(config: SiteConfig): void {
  siteConfigStore.setState({ config });
}

export function getSiteConfig(): SiteConfig {
  const { config } = siteConfigStore.getState();
  if (!config) throw new Error('Site config is not loaded yet: call setSiteConfig first');
  return config;
}
