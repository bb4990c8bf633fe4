// GET /api/health: liveness plus a real round trip to the database, for load balancers and humans.
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.js';
import type { AppEnv } from '../http/env.js';
import { HttpError } from '../http/errors.js';
import { describeError, type Logger } from '../logger.js';

export interface HealthDeps {
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  logger: Logger;
  version: string;
  /** When the api started (ms since epoch), for uptimeSeconds. */
  startedAt: number;
  /** A health check must answer quickly even when the database hangs. */
  timeoutMs?: number;
}

export function healthRoutes(deps: HealthDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/health', async (c) => {
    try {
      await withTimeout(sql`select 1`.execute(deps.database.db), deps.timeoutMs ?? 3_000);
    } catch (error) {
      deps.logger.warn('health check: database unavailable', describeError(error));
      throw new HttpError(503, 'database_unavailable', 'The database is not answering.');
    }
    c.header('Cache-Control', 'no-store');
    return c.json({
      status: 'ok' as const,
      database: deps.database.kind,
      uptimeSeconds: Math.floor((Date.now() - deps.startedAt) / 1000),
      version: deps.version,
    });
  });
  return routes;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
