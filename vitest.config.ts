import { defineConfig } from 'vitest/config';

// One run over every package's unit tests; each package keeps its own environment settings.
export default defineConfig({
  test: {
    projects: [
      'shared-contracts',
      'shell',
      'mfe-auth',
      'mfe-toons',
      'mfe-makeship',
      'mfe-arcade',
      'mfe-tools',
      'api',
      'scripts',
    ],
  },
});
