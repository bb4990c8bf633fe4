import { existsSync } from 'node:fs';
import os from 'node:os';
import { loadConfigFromFile } from 'vite';
import { defineConfig } from 'vitest/config';
import apiConfig from './api/vitest.config.ts';
import { siteParts } from './build-preset/site-parts.mjs';
import { sharedModuleProjects } from './tools/vitest/shared-module-projects.ts';

// One run over every package's unit tests; each package keeps its own environment settings. The
// shell and the remotes come from the parts manifest (shared-contracts/parts.json, read by build-preset).

// A PostgreSQL server (CI's): with TEST_POSTGRES_URL set, the api tests run on it, the database
// production runs. Each test runs once: on PGlite only the database layer's own tests run again
// (migrations, the PGlite dialect and its persistence), since PGlite under the whole api is what
// `npm start` runs and the e2e suite drives end to end. Without a server every api test runs on
// PGlite.
const postgresUrl = process.env.TEST_POSTGRES_URL;
const apiOnPostgres = sharedModuleProjects('api', apiConfig, {
  name: 'api on PostgreSQL',
  env: { TEST_DATABASE_URL: postgresUrl ?? '' },
});
// Not `extends`: that would add this include to the api's own instead of replacing it.
const apiOnPGliteDatabaseLayer = {
  ...apiConfig,
  root: './api',
  test: { ...apiConfig.test, include: ['src/db/**/*.test.ts'] },
};

/** A package's own config, its test files sharing their worker's modules in this run (see the helper). */
async function sharingModules(dir: string) {
  const file = ['vitest.config.ts', 'vitest.config.mjs'].find((name) => existsSync(`./${dir}/${name}`));
  if (!file) throw new Error(`${dir} has no vitest.config`);
  // Loaded as Vitest loads a project's config (a TypeScript file, bundled first).
  const loaded = await loadConfigFromFile({ command: 'serve', mode: 'test' }, `./${dir}/${file}`);
  if (!loaded) throw new Error(`${dir}/${file} could not be loaded`);
  return sharedModuleProjects(dir, loaded.config);
}

const packagesSharingModules = [
  'shared-contracts',
  'game',
  'web-kit',
  ...siteParts.parts.map((part) => part.dir),
  'site-server',
  'stand-ins',
  'tools',
];

export default defineConfig({
  test: {
    // Vitest's default (one worker fewer than the cores) leaves one of a 2-core machine's cores idle
    // while its own process mostly waits: with both, the whole run took 196 s instead of 380 s.
    maxWorkers: os.availableParallelism(),
    projects: [
      ...(await Promise.all(packagesSharingModules.map(sharingModules))).flat(),
      ...(postgresUrl
        ? [apiOnPGliteDatabaseLayer, ...apiOnPostgres]
        : sharedModuleProjects('api', apiConfig)),
    ],
  },
});
