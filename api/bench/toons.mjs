// `npm run bench:api`: seeds 100,000 toons into the api (PGlite in memory, or DATABASE_URL), then
// measures over HTTP on 127.0.0.1 with autocannon: Top Toons latency per category (10 connections,
// 5 s each) against the 50 ms p95 target, toon update throughput, then every read endpoint pages
// poll (Makeship, each /api/game/*, Top Toons) under 50 connections for 20 s each, with requests/s,
// p50/p95/p99, errors and non-2xx answers (api/bench/read-endpoints.mjs), Top Toons' at 50 connections
// against its own target (≥ 4,000 req/s, p95 < 30 ms), and last Top Toons under 500 connections for
// 10 s with a new score sent half-way, timed until page 1 shows it (api/bench/top-toons-load.mjs).
// The game endpoints are fed by the offline game stand-in, started here. Exits 1 on any failed
// request or a missed target.
// BENCH_TOONS, BENCH_CONNECTIONS, BENCH_READ_CONNECTIONS and BENCH_HEAVY_CONNECTIONS override the
// defaults; BENCH_SECONDS sets every phase's length (a quick check: BENCH_SECONDS=2). With DATABASE_URL the api's
// migrations run on that database and the bench adds, then removes, users "bench-u*" with their
// toons and the population samples it added.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGameStandin } from '../../stand-ins/game/server.mjs';
import { fixedMs, measure } from './measure.mjs';
import { benchReadEndpoints } from './read-endpoints.mjs';
import { benchToonId, ownerOfToon } from './seed-toons.mjs';
import { benchTopToonsUnderLoad } from './top-toons-load.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const TARGET_P95_MS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const READ_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const READ_CONNECTIONS = Number(process.env.BENCH_READ_CONNECTIONS ?? 50);
const HEAVY_CONNECTIONS = Number(process.env.BENCH_HEAVY_CONNECTIONS ?? 500);
const HEAVY_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Top Toons at READ_CONNECTIONS (issue 21): served from its page cache.
const TOP_TOONS_MIN_PER_SECOND = 4_000;
const TOP_TOONS_LOADED_P95_MS = 30;
const SCORE_VISIBLE_MS = 5_000;
const CATEGORIES = ['species', 'weight', 'golf', 'racing', 'rewards'];

if (!existsSync(path.join(here, '../dist/app.js'))) {
  console.error('api/dist is missing: run `npx tsc -b api` first (npm run bench:api does).');
  process.exit(1);
}

// The game's stand-in shares this process (the load generator's), not the api's: the api caches
// game data, so it asks the stand-in a few times a minute whatever the load.
const standin = await startGameStandin({ port: 0 });
console.log(`Seeding ${process.env.BENCH_TOONS ?? '100,000'} toons…`);
const server = fork(path.join(here, 'toons-server.mjs'), {
  stdio: 'inherit',
  env: { ...process.env, GAME_API_BASE_URL: standin.url },
});
const ready = await new Promise((resolve, reject) => {
  server.once('message', resolve);
  server.once('exit', (code) => reject(new Error(`the bench server exited (${code}) before it was ready`)));
});
const base = `http://127.0.0.1:${ready.port}`;
console.log(
  `Seeded ${ready.count.toLocaleString('en')} toons into ${ready.kind} in ${(ready.seedMs / 1000).toFixed(1)} s; api on ${base}\n`,
);

const random = (below) => Math.floor(Math.random() * below);
const line = (label, m, verdict) =>
  console.log(
    `${label.padEnd(12)} p50 ${fixedMs(m.p50)}  p95 ${fixedMs(m.p95)}  p99 ${fixedMs(m.p99)}  ${m.perSecond.toFixed(0).padStart(6)} req/s${m.failures ? `  ${m.failures} FAILED` : ''}  ${verdict}`,
  );
const meets = (m) => m.p95 < TARGET_P95_MS && m.failures === 0;

try {
  // Warm up the server's code paths (JIT) and the database's caches in every category once.
  await measure({
    url: base,
    connections: CONNECTIONS,
    seconds: 2,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `/api/top-toons?category=${CATEGORIES[random(CATEGORIES.length)]}&page=${1 + random(50)}`,
        }),
      },
    ],
  });
  console.log(`GET /api/top-toons (${CONNECTIONS} connections, ${SECONDS} s each, random pages 1-50 of 20):`);
  const missed = [];
  for (const category of CATEGORIES) {
    const result = await measure({
      url: base,
      connections: CONNECTIONS,
      seconds: SECONDS,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/api/top-toons?category=${category}&page=${1 + random(50)}&pageSize=20`,
          }),
        },
      ],
    });
    if (!meets(result)) missed.push(category);
    line(
      `  ${category}`,
      result,
      meets(result) ? `meets p95 < ${TARGET_P95_MS} ms` : `MISSES p95 < ${TARGET_P95_MS} ms`,
    );
  }

  console.log(`\nPUT /api/toons/:id (${CONNECTIONS} connections, ${SECONDS} s, each a real change):`);
  let counter = 0;
  const update = await measure({
    url: base,
    connections: CONNECTIONS,
    seconds: SECONDS,
    requests: [
      {
        method: 'PUT',
        setupRequest: (request) => {
          const index = random(ready.count);
          counter += 1;
          return {
            ...request,
            path: `/api/toons/${benchToonId(index)}`,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer user:${ownerOfToon(index)}`,
            },
            body: JSON.stringify({ buckets: { Estate: counter, 'Toontown Central': index % 7 } }),
          };
        },
      },
    ],
  });
  line('  update', update, update.failures ? 'some updates failed' : '');
  console.log(`\nToon update throughput: ${update.perSecond.toFixed(0)} updates/s`);
  console.log(
    missed.length
      ? `Top Toons p95 target (${TARGET_P95_MS} ms) missed by: ${missed.join(', ')}`
      : `Top Toons: every category's p95 is under ${TARGET_P95_MS} ms.`,
  );

  const { failed: failedReads, results: readResults } = await benchReadEndpoints({
    base,
    seconds: READ_SECONDS,
    connections: READ_CONNECTIONS,
  });
  console.log(
    failedReads.length
      ? `Read endpoints with errors or non-2xx answers: ${failedReads.join(', ')}`
      : 'Read endpoints: no errors, every answer 2xx.',
  );
  const loaded = readResults.get('GET /api/top-toons');
  const loadedMeets =
    loaded && loaded.perSecond >= TOP_TOONS_MIN_PER_SECOND && loaded.p95 < TOP_TOONS_LOADED_P95_MS;
  console.log(
    `Top Toons at ${READ_CONNECTIONS} connections: ${loaded?.perSecond.toFixed(0)} req/s, p95 ${loaded?.p95.toFixed(1)} ms: ${loadedMeets ? 'meets' : 'MISSES'} ≥ ${TOP_TOONS_MIN_PER_SECOND.toLocaleString('en')} req/s with p95 < ${TOP_TOONS_LOADED_P95_MS} ms`,
  );

  console.log(`\nTop Toons under heavy load (${HEAVY_CONNECTIONS} connections, random category and page):`);
  const heavy = await benchTopToonsUnderLoad({
    base,
    seconds: HEAVY_SECONDS,
    connections: HEAVY_CONNECTIONS,
    // Over every seeded toon's rewards: rank 1 once shown.
    pinkSlips: 200,
  });
  const visible = heavy.visibleMs < SCORE_VISIBLE_MS;
  console.log(
    visible
      ? `A new score shows within ${SCORE_VISIBLE_MS / 1000} s under load.`
      : `A new score did NOT show within ${SCORE_VISIBLE_MS / 1000} s under load.`,
  );
  process.exitCode =
    missed.length ||
    update.failures ||
    failedReads.length ||
    !loadedMeets ||
    heavy.result.failures ||
    !visible
      ? 1
      : 0;
} finally {
  server.send({ type: 'stop' });
  await new Promise((resolve) => server.once('exit', resolve));
  await standin.close();
}
