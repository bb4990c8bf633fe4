// The parts manifest (shared-contracts/parts.json, outside src: dist/config/local-config.js imports it
// by the same relative path, and the browser builds bundle it) gives every local address below.
// biome-ignore lint/correctness/useImportExtensions: a JSON module keeps its own extension (forceJsExtensions would make it .js)
import manifest from '../../parts.json' with { type: 'json' };
import type { SiteConfigInput } from './site-config.js';

const [shell, ...remoteParts] = manifest.parts;

/**
 * The embedded defaults for running on one machine with no accounts and no network:
 * every part on localhost and the Firebase Auth emulator. A remote's standalone frame uses
 * these; the shell reads the same values from its deployable /config.json, whose local default
 * gets its `remotes` from the same manifest at build time (see `shellConfig` in build/federation.mjs).
 * The remotes keep the manifest's order: the first keeps a path two remotes claim.
 */
export const localSiteConfig = {
  siteUrl: `http://localhost:${shell?.port}`,
  apiBaseUrl: '/api',
  remotes: Object.fromEntries(
    remoteParts.map((part) => [part.name, `http://localhost:${part.port}/mf-manifest.json`]),
  ),
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-trinket.firebaseapp.com',
    projectId: 'demo-trinket',
    emulatorUrl: `http://127.0.0.1:${manifest.authEmulator.port}`,
  },
  cavalcade: { enabled: false },
  banners: [],
} satisfies SiteConfigInput;
