// The root run's projects for one package, each test file sharing its worker's modules with the
// files before it (Vitest's `isolate: false`): a file no longer imports React, zod and its package
// again, which was most of the unit run's time (the front parts' 124 files: 114 s isolated, 26 s
// shared, on 2 cores). A package's own config stays isolated, so a team's run in its folder is
// unchanged.
//
// What sharing would break is kept apart: a file that replaces a module (`vi.mock`) needs a module
// registry of its own, so those files run isolated in a second project, found by reading the files
// (nobody has to remember to list one). And each shared file starts from a clean browser and clean
// stubs (fresh-test-file.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const TEST_FILE = /\.test\.(ts|tsx|mts|mjs)$/;
const REPLACES_A_MODULE = /\bvi\.(mock|doMock)\(/;
const freshTestFile = path.join(import.meta.dirname, 'fresh-test-file.ts');

/** The package's test files that replace a module, relative to the package. */
function filesReplacingModules(packageDir: string): string[] {
  const absolute = path.join(repoRoot, packageDir);
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file) && !file.split(path.sep).includes('node_modules'))
    .filter((file) => REPLACES_A_MODULE.test(readFileSync(path.join(absolute, file), 'utf8')))
    .map((file) => file.split(path.sep).join('/'));
}

/**
 * @param packageDir the package's folder, relative to the repo root
 * @param config the package's own project config (its vitest.config)
 * @param run this run's own settings: a name of its own, more environment variables
 */
export function sharedModuleProjects(
  packageDir: string,
  config: { test?: TestProjectInlineConfiguration['test'] },
  run: { name?: string; env?: Record<string, string> } = {},
): TestProjectInlineConfiguration[] {
  const own = { ...config.test, ...(run.env && { env: { ...config.test?.env, ...run.env } }) };
  const name = run.name ?? (typeof own.name === 'string' ? own.name : packageDir);
  const isolated = filesReplacingModules(packageDir);
  const setupFiles = [...(own.setupFiles ? [own.setupFiles].flat() : []), freshTestFile];
  const shared: TestProjectInlineConfiguration = {
    ...config,
    root: `./${packageDir}`,
    test: {
      ...own,
      name,
      isolate: false,
      setupFiles,
      exclude: [...(own.exclude ?? ['**/node_modules/**']), ...isolated],
    },
  };
  if (isolated.length === 0) return [shared];
  return [
    shared,
    {
      ...config,
      root: `./${packageDir}`,
      test: { ...own, name: `${name} (own modules)`, include: isolated },
    },
  ];
}
