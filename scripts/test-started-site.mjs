// The e2e suite as QA runs it against a deployment (E2E_BASE_URL): the site is started separately,
// by `npm start`'s own script on a fresh database, and the suite only visits it; tests that need
// this machine's internals skip themselves with their reason. Arguments go to Playwright: `npm test`
// runs the smoke specs after the main suite (`--grep @deployment-smoke`); with none, every spec runs.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './parts.mjs';
import { SITE_URL, siteHealthy, startSiteProcess, testSuiteAgainstSite } from './site-process.mjs';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'trinket-started-site-'));
const site = startSiteProcess({
  command: process.execPath,
  args: [path.join(repoRoot, 'scripts/start.mjs'), '--no-build'],
  cwd: repoRoot,
  // A fresh database; every browser of the suite comes from one address, so sign-ups get room.
  env: { ...process.env, PGLITE_DIR: path.join(dataDir, 'pglite'), RATE_LIMIT_SIGNUPS_PER_HOUR: '1000' },
  echo: false,
});
let code = 1;
try {
  await site.waitUntil(`${SITE_URL}/api/health`, siteHealthy, 120_000);
  code = await testSuiteAgainstSite('reports/started-site', process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  if (!(await site.stopWithin(30_000))) site.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
