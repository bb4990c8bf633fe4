// `npm run bench:production`: the api as production serves it, through nginx, with one api replica
// and then two, on the same machine in one run (issue 35). Seeds 100,000 toons (BENCH_TOONS) into a
// PostgreSQL database of its own (on DATABASE_URL's server, default the machine's), starts the
// production topology (scripts/start-production.mjs --replicas 1, then 2) on it, and measures Top
// Toons (random category and page) and Makeship through http://127.0.0.1:3000/api with autocannon
// (50 connections, 20 s each; BENCH_READ_CONNECTIONS, BENCH_SECONDS). Then drops the database.
// The load generator shares the machine's cores with nginx and the replicas, as every bench here does.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropDatabase, ensureDatabase } from '../../scripts/production/database.mjs';
import { DEFAULT_DATABASE_URL } from '../../scripts/production/prerequisites.mjs';
import { SITE_URL, siteHealthy, startSiteProcess } from '../../scripts/site-process.mjs';
import { createDatabase } from '../dist/db/database.js';
import { migrateToLatest } from '../dist/db/migrate.js';
import { fixedMs, measure } from './measure.mjs';
import { seedToons } from './seed-toons.mjs';
import { topToonsPath } from './top-toons-load.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_READ_CONNECTIONS ?? 50);
const TOONS = Number(process.env.BENCH_TOONS ?? 100_000);
const ENDPOINTS = [
  ['Top Toons', topToonsPath],
  ['Makeship', () => '/api/makeship'],
];

const server = new URL(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
server.pathname = `/trinket_bench_${process.pid}`;
const databaseUrl = server.toString();

/** @param {number} replicas */
async function benchWith(replicas) {
  const site = startSiteProcess({
    command: process.execPath,
    args: [path.join(repoRoot, 'scripts/start-production.mjs'), '--no-build', '--replicas', String(replicas)],
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    echo: false,
  });
  try {
    await site.waitUntil(`${SITE_URL}/api/health`, siteHealthy, 180_000);
    const rows = [];
    for (const [label, pathOf] of ENDPOINTS) {
      // One warm-up round: each replica fills its caches outside the window.
      await measure({
        url: 'http://127.0.0.1:3000',
        connections: CONNECTIONS,
        seconds: 3,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf() }) }],
      });
      const result = await measure({
        url: 'http://127.0.0.1:3000',
        connections: CONNECTIONS,
        seconds: SECONDS,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf() }) }],
      });
      rows.push({ label, result });
    }
    return rows;
  } finally {
    site.interrupt();
    await Promise.race([site.exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    site.kill();
  }
}

let failed = false;
try {
  await ensureDatabase(databaseUrl);
  const database = await createDatabase({ databaseUrl, pgliteDir: 'memory://' });
  await migrateToLatest(database.db);
  console.log(`Seeding ${TOONS.toLocaleString('en')} toons…`);
  await seedToons(database.db, TOONS);
  await database.close();

  console.log(`\nThrough nginx (${CONNECTIONS} connections, ${SECONDS} s each, same machine):`);
  console.log(
    `${'replicas'.padEnd(9)} ${'endpoint'.padEnd(10)} ${'req/s'.padStart(7)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)}  errors  non-2xx`,
  );
  for (const replicas of [1, 2]) {
    for (const { label, result } of await benchWith(replicas)) {
      if (result.failures) failed = true;
      console.log(
        `${String(replicas).padEnd(9)} ${label.padEnd(10)} ${result.perSecond.toFixed(0).padStart(7)} ${fixedMs(result.p50)} ${fixedMs(result.p95)} ${fixedMs(result.p99)}  ${String(result.errors).padStart(6)}  ${String(result.non2xx).padStart(7)}`,
      );
    }
  }
} finally {
  await dropDatabase(databaseUrl);
}
process.exit(failed ? 1 : 0);
