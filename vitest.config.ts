import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { siteParts } from './build-preset/site-parts.mjs';

// One run over every package's unit tests; each package keeps its own environment settings. The
// shell and the remotes come from the parts manifest (shared-contracts/parts.json, read by build-preset).

// A PostgreSQL server (CI's): with TEST_POSTGRES_URL set, the api tests run a second time, on it, in
// the same run and side by side with the first, on PGlite.
const postgresUrl = process.env.TEST_POSTGRES_URL;
const apiOnPostgres = {
  extends: './api/vitest.config.ts',
  root: './api',
  test: { name: 'api on PostgreSQL', env: { TEST_DATABASE_URL: postgresUrl ?? '' } },
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
      'api',
      ...(postgresUrl ? [apiOnPostgres] : []),
      'site-server',
      'stand-ins',
      'tools',
    ],
  },
});
