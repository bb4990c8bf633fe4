import os from 'node:os';
import { defineConfig } from 'vitest/config';
import apiConfig from './api/vitest.config.ts';
import { siteParts } from './build-preset/site-parts.mjs';

// One run over every package's unit tests; each package keeps its own environment settings. The
// shell and the remotes come from the parts manifest (shared-contracts/parts.json, read by build-preset).

// A PostgreSQL server (CI's): with TEST_POSTGRES_URL set, the api tests run on it, the database
// production runs. Each test runs once: on PGlite only the database layer's own tests run again
// (migrations, the PGlite dialect and its persistence), since PGlite under the whole api is what
// `npm start` runs and the e2e suite drives end to end. Without a server every api test runs on
// PGlite.
const postgresUrl = process.env.TEST_POSTGRES_URL;
const apiOnPostgres = {
  extends: './api/vitest.config.ts',
  root: './api',
  test: { name: 'api on PostgreSQL', env: { TEST_DATABASE_URL: postgresUrl ?? '' } },
};
// Not `extends`: that would add this include to the api's own instead of replacing it.
const apiOnPGliteDatabaseLayer = {
  ...apiConfig,
  root: './api',
  test: { ...apiConfig.test, include: ['src/db/**/*.test.ts'] },
};

export default defineConfig({
  test: {
    // Vitest's default (one worker fewer than the cores) leaves one of a 2-core machine's cores idle
    // while its own process mostly waits: with both, the whole run took 196 s instead of 380 s.
    maxWorkers: os.availableParallelism(),
    projects: [
      'shared-contracts',
      'game',
      'web-kit',
      ...siteParts.parts.map((part) => part.dir),
      ...(postgresUrl ? [apiOnPGliteDatabaseLayer, apiOnPostgres] : ['api']),
      'site-server',
      'stand-ins',
      'tools',
    ],
  },
});
