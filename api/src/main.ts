// Process entry point: config → database → migrations → HTTP server, and a clean shutdown on
// SIGINT/SIGTERM (server first so no request sees a closed database, then the database, which for
// PGlite flushes and releases its data folder so the next start finds it intact).
import { serve } from '@hono/node-server';
import { Redis } from 'ioredis';
import { createApp } from './app.js';
import { createFirebaseVerifier } from './auth/firebase-verifier.js';
import { type Config, ConfigError, IN_MEMORY, loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createGameService } from './game-data/game-service.js';
import { startPopulationSampler } from './game-data/population-sampler.js';
import { createLogger, describeError } from './logger.js';
import { createMakeshipFeed } from './makeship/makeship-feed.js';
import { reportRuleBreaches } from './toons/rule-breach-report.js';
import { readVersion } from './version.js';

const SHUTDOWN_GRACE_MS = 10_000;
const EMULATOR_MODE_WARNING =
  '!!! AUTH EMULATOR MODE: ID tokens are NOT signature-checked (FIREBASE_AUTH_EMULATOR_HOST is set), ' +
  'so anyone who can reach this api can act as any user. For local development only: listening on ' +
  'loopback, and never set FIREBASE_AUTH_EMULATOR_HOST in production !!!';

let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const logger = createLogger(config.logLevel);
const startedAt = Date.now();
const version = readVersion();

const database = await createDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.pgliteDir,
  logger,
}).catch((error: unknown) => {
  logger.error('could not open the database', describeError(error));
  process.exit(1);
});

try {
  const { applied } = await migrateToLatest(database.db);
  logger.info(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database schema is up to date');
} catch (error) {
  logger.error('migrations failed', describeError(error));
  await database.close();
  process.exit(1);
}

// Stored toons that break the game's rules are not ranked; each is named in the log once.
await reportRuleBreaches(database.db, logger).catch((error: unknown) =>
  logger.error('could not report toons breaking the game rules', describeError(error)),
);

// loadConfig has already refused emulator mode on anything but a loopback address.
if (config.firebaseAuthEmulatorHost) logger.warn(EMULATOR_MODE_WARNING, { host: config.host });
const verifier = createFirebaseVerifier({
  projectId: config.firebaseProjectId,
  emulatorHost: config.firebaseAuthEmulatorHost,
});

const gameService = createGameService({
  baseUrl: config.gameApiBaseUrl,
  timeoutMs: config.gameApiTimeoutMs,
  logger,
});
const populationSampleIntervalMs = config.populationSampleSeconds * 1000;
const populationSampler = startPopulationSampler({
  db: database.db,
  population: gameService.population,
  intervalMs: populationSampleIntervalMs,
  now: Date.now,
  logger,
});
const game = {
  service: gameService,
  database,
  renditionBaseUrl: config.renditionBaseUrl,
  populationSampleIntervalMs,
  now: Date.now,
};

const makeship = createMakeshipFeed({
  source: config.makeshipSource,
  cacheSeconds: config.makeshipCacheSeconds,
  logger,
});

// Rate-limit budgets in Redis when one is configured; ioredis reconnects by itself, and a budget it
// cannot count lets the request through (see security/rate-limits.ts).
const rateLimitRedis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : null;
rateLimitRedis?.on('error', (error: unknown) => logger.warn('redis (rate limits)', describeError(error)));

const app = createApp({
  config,
  database,
  verifier,
  logger,
  version,
  startedAt,
  game,
  makeship,
  rateLimitRedis,
});
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const where = config.databaseUrl
    ? 'postgres'
    : `pglite ${config.pgliteDir === IN_MEMORY ? '(in memory)' : config.pgliteDir}`;
  const auth = config.firebaseAuthEmulatorHost
    ? `auth emulator ${config.firebaseAuthEmulatorHost}`
    : 'firebase auth';
  logger.info(`api ${version} listening on http://${info.address}:${info.port} (${where}, ${auth})`, {
    port: info.port,
  });
});
// Idle keep-alive connections outlive those of the proxy in front (the site server's agent, nginx's
// upstream pool), so the proxy never reuses one the api is closing at that moment: with Node's 5 s
// default that race answers a player's request with a reset (a 502 from the proxy).
if ('keepAliveTimeout' in server) server.keepAliveTimeout = 65_000;
server.on('error', async (error) => {
  logger.error('server error', describeError(error));
  await database.close();
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) {
    logger.warn(`${signal} again: exiting now`);
    process.exit(1);
  }
  stopping = true;
  logger.info(`${signal}: shutting down`);
  // Requests still running after the grace period are cut off rather than holding the exit.
  const force = setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  populationSampler.stop();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rateLimitRedis?.disconnect();
  clearTimeout(force);
  await database.close();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
