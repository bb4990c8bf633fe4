// The e2e suite against the production topology (`npm run start:production`: nginx, two api
// replicas on PostgreSQL and Redis, the first-paint server), as QA meets a deployment: started as a
// separate process on a database of its own, visited through E2E_BASE_URL (specs that need the
// internals of a site the suite starts itself skip with their reason), then stopped and the database
// dropped. Arguments go to Playwright: `npm test` runs `--grep "@deployment-smoke|@production"`; with
// none, every spec runs. Without nginx, its brotli module, PostgreSQL or Redis it says what to install
// and skips (exit 0), except under CI=true, where that fails the run.
import path from 'node:path';
import { repoRoot } from './parts.mjs';
import { dropDatabase } from './production/database.mjs';
import {
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  describeMissing,
  missingPrerequisites,
} from './production/prerequisites.mjs';
import { SITE_URL, siteHealthy, startSiteProcess, testSuiteAgainstSite } from './site-process.mjs';
import { portTaken } from './wait.mjs';

const server = new URL(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
server.pathname = `/trinket_production_test_${process.pid}_${Date.now()}`;
const databaseUrl = server.toString();
const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;

const missing = await missingPrerequisites({ databaseUrl, redisUrl });
if (missing.length > 0) {
  console.error(describeMissing(missing));
  if (process.env.CI === 'true') process.exit(1);
  console.error('Skipping the e2e run against the production topology (CI=true makes this a failure).');
  process.exit(0);
}

// Imported once this machine can run it: the topology's module loads the built api's.
const { topologyPorts } = await import('./production/topology.mjs');
/** Every port the topology takes: stopping it must free each one. */
const ports = topologyPorts(2);

const started = Date.now();
const site = startSiteProcess({
  command: process.execPath,
  args: [path.join(repoRoot, 'scripts/start-production.mjs'), '--no-build'],
  cwd: repoRoot,
  // Every browser of the suite comes from one address (127.0.0.1 through nginx): sign-ups get room.
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    RATE_LIMIT_SIGNUPS_PER_HOUR: '1000',
    LOG_LEVEL: 'warn',
  },
});
let code = 1;
try {
  await site.waitUntil(`${SITE_URL}/api/health through nginx`, siteHealthy, 180_000);
  console.log(
    `The production topology answers at ${SITE_URL} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  code = await testSuiteAgainstSite('reports/production', process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  if (!(await site.stopWithin(30_000))) {
    console.error('The topology did not stop within 30 s of Ctrl-C');
    site.kill();
    code ||= 1;
  }
  // Ctrl-C must leave no port taken (a part still listening would block the next start).
  const stillTaken = await Promise.all(ports.map(portTaken));
  const taken = ports.filter((_, index) => stillTaken[index]);
  if (taken.length > 0) {
    console.error(`Ports still taken after the topology stopped: ${taken.join(', ')}`);
    code ||= 1;
  }
  await dropDatabase(databaseUrl).catch((error) => console.error(`could not drop ${databaseUrl}: ${error}`));
}
process.exit(code);
