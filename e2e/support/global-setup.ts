import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../scripts/parts.mjs';
import { startSite } from '../../scripts/site.mjs';

/** Builds and serves the composed site for the suite, and tears it all down afterwards. */
export default async function globalSetup() {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')], {
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('The site did not build');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'trinket-e2e-'));
  // Makeship reads a copy of the sample file with a short cache, so a test can change the source.
  const makeshipSource = path.join(dataDir, 'makeship.json');
  copyFileSync(path.join(repoRoot, 'api/data/makeship-sample.json'), makeshipSource);
  process.env.E2E_MAKESHIP_SOURCE = makeshipSource;
  const site = await startSite({
    apiEnv: {
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      LOG_LEVEL: 'warn',
      MAKESHIP_SOURCE: makeshipSource,
      MAKESHIP_CACHE_SECONDS: '1',
    },
  });
  return async () => {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
