import type { SiteConfigInput } from './site-config.js';

/**
 * The embedded defaults for running on one machine with no accounts and no network:
 * every part on localhost and the Firebase Auth emulator. A remote's standalone frame uses
 * these; the shell reads the same values from its deployable /config.json.
 */
export const localSiteConfig = {
  siteUrl: 'http://localhost:3000',
  apiBaseUrl: '/api',
  remotes: {
    auth: 'http://localhost:3001/mf-manifest.json',
    toons: 'http://localhost:3002/mf-manifest.json',
    makeship: 'http://localhost:3003/mf-manifest.json',
    arcade: 'http://localhost:3004/mf-manifest.json',
    tools: 'http://localhost:3005/mf-manifest.json',
  },
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-trinket.firebaseapp.com',
    projectId: 'demo-trinket',
    emulatorUrl: 'http://127.0.0.1:9099',
  },
  cavalcade: { enabled: false },
  banners: [],
} satisfies SiteConfigInput;
