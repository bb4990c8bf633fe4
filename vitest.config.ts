import { defineConfig } from 'vitest/config';
import { siteParts } from './shared-contracts/build/site-parts.mjs';

// One run over every package's unit tests; each package keeps its own environment settings. The
// shell and the remotes come from the parts manifest (shared-contracts/parts.json).
export default defineConfig({
  test: {
    projects: [
      'shared-contracts',
      ...siteParts.parts.map((part) => part.dir),
      'api',
      'site-server',
      'stand-ins',
      'tools',
    ],
  },
});
