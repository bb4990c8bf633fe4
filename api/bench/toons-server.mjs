// The api under benchmark, in a process of its own so the load generator does not share its CPU:
// opens the database (DATABASE_URL, or PGlite in memory), migrates, seeds the toons (and a day of
// population samples), listens on a free loopback port and reports it to the parent. The game
// endpoints read GAME_API_BASE_URL (the parent's game stand-in). On "stop" it removes its rows and exits.
import { serve } from '@hono/node-server';
import { createApp } from '../dist/app.js';
import { InvalidTokenError } from '../dist/auth/user.js';
import { createDatabase } from '../dist/db/database.js';
import { migrateToLatest } from '../dist/db/migrate.js';
import { createGameService } from '../dist/game-data/game-service.js';
import { silentLogger } from '../dist/logger.js';
import { removeBenchSamples, seedPopulationHistory } from './seed-population.mjs';
import { removeBenchRows, seedToons } from './seed-toons.mjs';

/** "user:<uid>" tokens, as the api tests' fake verifier reads them (api/dist does not ship the test helpers). */
async function benchVerifier(token) {
  const [kind, uid] = token.split(':');
  if (kind !== 'user' || !uid) throw new InvalidTokenError();
  return { uid, email: `${uid}@example.test`, isAnonymous: false };
}

const count = Number(process.env.BENCH_TOONS ?? 100_000);
const databaseUrl = process.env.DATABASE_URL || undefined;
const database = await createDatabase({ databaseUrl, pgliteDir: 'memory://' });
await migrateToLatest(database.db);
await removeBenchRows(database.db);

const seedStart = performance.now();
await seedToons(database.db, count);
const seedMs = performance.now() - seedStart;
const POPULATION_SAMPLE_MS = 5 * 60 * 1000;
const seededSamples = await seedPopulationHistory(database.db, POPULATION_SAMPLE_MS);

const app = createApp({
  config: { bodyLimitBytes: 100 * 1024, corsOrigins: [] },
  database,
  // Bench tokens are "user:<uid>": the fake verifier skips Firebase, which is not what is measured.
  verifier: benchVerifier,
  logger: silentLogger,
  version: 'bench',
  game: {
    service: createGameService({ baseUrl: process.env.GAME_API_BASE_URL ?? 'http://127.0.0.1:9' }),
    database,
    renditionBaseUrl: process.env.GAME_API_BASE_URL ?? 'http://127.0.0.1:9',
    populationSampleIntervalMs: POPULATION_SAMPLE_MS,
    now: Date.now,
  },
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.send?.({ type: 'ready', port: info.port, seedMs, kind: database.kind, count });
});

process.on('message', async (message) => {
  if (message?.type !== 'stop') return;
  await new Promise((resolve) => server.close(resolve));
  if (database.kind === 'postgres') {
    await removeBenchRows(database.db);
    await removeBenchSamples(database.db, seededSamples);
  }
  await database.close();
  process.exit(0);
});
// The parent gone (Ctrl-C, crash): do not linger holding a port or a database.
process.on('disconnect', () => process.exit(1));
