// Builds an app for route tests with a given database and the fake verifier, collecting log lines.
import { type AppDeps, createApp } from '../app.js';
import type { CanaryRule, RateLimits } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { createLogger } from '../logger.js';
import { fakeVerifier } from './fake-verifier.js';

export interface TestAppOptions {
  bodyLimitBytes?: number;
  corsOrigins?: string[];
  /** The server clock; defaults to the system clock. */
  now?: () => Date;
  /** Off unless given, so route tests never meet a 429 they did not ask for. */
  rateLimits?: RateLimits;
  trustProxyHops?: number;
  /** Top Toons' page cache settings (its clock, how long a page is kept). */
  topToons?: AppDeps['topToons'];
  /** Rate-limit budgets in this Redis instead of the database. */
  rateLimitRedis?: AppDeps['rateLimitRedis'];
  /** RELEASE_TOKEN; none by default (only moderators may switch releases). */
  releaseToken?: string;
  /** REMOTE_ORIGINS; defaults to every remote on localhost at its port. */
  remoteOrigins?: AppDeps['config']['remoteOrigins'];
  /** How long a release check waits for a remote's file. */
  releaseFetchTimeoutMs?: number;
  /** The automatic rollback's rule; defaults to the site's (50 loads, 5 points). */
  canary?: CanaryRule;
}

export function createTestApp(database: Pick<DatabaseHandle, 'db' | 'kind'>, options: TestAppOptions = {}) {
  const logLines: Record<string, unknown>[] = [];
  const logger = createLogger('debug', (line) => logLines.push(JSON.parse(line)));
  const app = createApp({
    config: {
      bodyLimitBytes: options.bodyLimitBytes ?? 100 * 1024,
      corsOrigins: options.corsOrigins ?? ['http://localhost:3000'],
      ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
      ...(options.trustProxyHops === undefined ? {} : { trustProxyHops: options.trustProxyHops }),
      ...(options.canary ? { canary: options.canary } : {}),
      ...(options.releaseToken ? { releaseToken: options.releaseToken } : {}),
      ...(options.remoteOrigins ? { remoteOrigins: options.remoteOrigins } : {}),
    },
    ...(options.releaseFetchTimeoutMs ? { releaseFetchTimeoutMs: options.releaseFetchTimeoutMs } : {}),
    database,
    verifier: fakeVerifier,
    logger,
    version: '0.0.0-test',
    startedAt: Date.now(),
    ...(options.now ? { now: options.now } : {}),
    ...(options.topToons ? { topToons: options.topToons } : {}),
    ...(options.rateLimitRedis ? { rateLimitRedis: options.rateLimitRedis } : {}),
  });
  return { app, logLines };
}
