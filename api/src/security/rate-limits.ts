// Request budgets, answered with 429, Retry-After and the api's usual error body. Only a caller
// whose token has been verified spends a shared budget, so nobody can spend someone else's:
// - writes (POST/PUT/PATCH/DELETE under /api): per verified uid, so everyone behind one address
//   (a school, or the site's own /api proxy, which makes every browser look like 127.0.0.1) has
//   a budget of their own.
// - user-row creations (sign-ups): per client address, since every new account brings a fresh
//   uid. This middleware only hands the route a way to spend it (`spendSignUp`); the route spends
//   it through users/admit-user.ts once the request is valid and the caller's row is missing,
//   whichever route creates the row (PUT /api/users/:uid, a first toon, a first ToonLink event).
//   Later writes of one's own document never spend it, so one account cannot use up its
//   network's sign-ups.
// - writes refused for their token (none, malformed, forged, expired): a budget of their own per
//   address, which only ever turns their 401 into a 429, never a real user's request. The one
//   write open without a token (POST /api/toonlink/refusals, which stores nothing) spends it too.
// - telemetry beacons (POST /api/telemetry): never signed in (sendBeacon sends no token), so per
//   client address, in a budget of their own: a busy page's reports never use up the refused
//   budget of that address's real requests.
// The first two and the last live in the api's database (rate-limiter-flexible's PostgreSQL store), or in Redis
// where REDIS_URL names one, so every replica spends the same budget. The refused budget stays in memory: it decides nothing for a
// real user, and a flood of bad requests should cost no database writes.
// Reads are never limited here: they are cached or cheap, and the pages poll some of them.
import type { Context, MiddlewareHandler } from 'hono';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { callerOf } from '../auth/middleware.js';
import type { AuthUser, TokenVerifier } from '../auth/user.js';
import type { RateLimits } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import type { AppEnv } from '../http/env.js';
import { HttpError } from '../http/errors.js';
import { describeError, type Logger } from '../logger.js';
import { addressKey } from './address-key.js';
import { clientAddress } from './client-address.js';
import { RATE_LIMITS_TABLE, rateLimitStoreClient } from './rate-limit-store.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MINUTE_SECONDS = 60;
const HOUR_SECONDS = 60 * MINUTE_SECONDS;
const KEPT_BOARD_MOVE = /^\/api\/arcade\/sessions\/\d+\/moves$/;
const TELEMETRY_PATH = '/api/telemetry';

export interface RateLimitOptions {
  limits: RateLimits;
  trustProxyHops: number;
  /** See Config.trustProxySecret. */
  trustProxySecret?: string | null;
  verifier: TokenVerifier;
  database: Pick<DatabaseHandle, 'db'>;
  /** Where the shared budgets live instead of the database, when a Redis server is configured. */
  redis?: Redis | null;
  logger: Logger;
}

function tooMany(msBeforeNext: number, what: string): HttpError {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new HttpError(
    429,
    'rate_limited',
    `Too many ${what}: try again in ${retryAfterSeconds} s.`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/** A budget every replica shares (Redis, else the database's table); null when its limit is 0 (off). */
function sharedBudget(
  name: string,
  points: number,
  duration: number,
  store: { database: Pick<DatabaseHandle, 'db'>; redis: Redis | null },
): RateLimiterAbstract | null {
  if (points <= 0) return null;
  // Once a key is over its limit this replica remembers it until the window ends, so a caller
  // hammering away while refused costs no further round trips to the store.
  const common = { keyPrefix: name, points, duration, inMemoryBlockOnConsumed: points + 1 };
  if (store.redis) return new RateLimiterRedis({ ...common, storeClient: store.redis });
  return new RateLimiterPostgres({
    ...common,
    storeClient: rateLimitStoreClient(store.database.db),
    storeType: 'client',
    tableName: RATE_LIMITS_TABLE,
    tableCreated: true,
  });
}

/** The verified caller; null when the request was refused for its token; 'unknown' if it could not be checked. */
async function verifiedCaller(
  c: Context<AppEnv>,
  verifier: TokenVerifier,
): Promise<AuthUser | null | 'unknown'> {
  try {
    return await callerOf(c, verifier);
  } catch (error) {
    // 401 (the token is bad) is the client's doing; 503 (Firebase unreachable) is not, and the
    // route answers it without anyone's budget being touched.
    if (error instanceof HttpError && error.status === 401) return null;
    return 'unknown';
  }
}

/** Mounted on /api/*; a limit of 0 is off. */
export function rateLimits({
  limits,
  trustProxyHops,
  trustProxySecret = null,
  verifier,
  database,
  redis = null,
  logger,
}: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const store = { database, redis };
  // Per network: an IPv6 visitor's whole /64 is one budget (security/address-key.ts).
  const addressOf = (c: Context<AppEnv>) => addressKey(clientAddress(c, trustProxyHops, trustProxySecret));
  const writes = sharedBudget('writes', limits.writesPerMinute, MINUTE_SECONDS, store);
  const signups = sharedBudget('signups', limits.signupsPerHour, HOUR_SECONDS, store);
  const telemetry = sharedBudget('telemetry', limits.telemetryPerMinute ?? 0, MINUTE_SECONDS, store);
  const refused =
    limits.refusedPerMinute > 0
      ? new RateLimiterMemory({
          keyPrefix: 'refused',
          points: limits.refusedPerMinute,
          duration: MINUTE_SECONDS,
        })
      : null;

  async function spend(budget: RateLimiterAbstract | null, key: string, what: string): Promise<void> {
    if (!budget) return;
    try {
      await budget.consume(key);
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) throw tooMany(outcome.msBeforeNext, what);
      // The store is the api's own database: if it is down the route fails on its own, and a
      // limit that cannot be counted should not turn every write into an error meanwhile.
      logger.warn('rate limit not counted: its store failed', describeError(outcome));
    }
  }

  return async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method)) return next();
    if (c.req.path === TELEMETRY_PATH) {
      await spend(telemetry, addressOf(c), 'reports from your network');
      return next();
    }
    if (signups) {
      c.set('spendSignUp', () => spend(signups, addressOf(c), 'accounts set up from your network'));
    }
    const caller = await verifiedCaller(c, verifier);
    if (caller === 'unknown') return next();
    if (caller === null) {
      await spend(refused, addressOf(c), 'requests without a valid sign-in');
      return next();
    }
    // A move on a cogsweeper board the api keeps is one click of a game: its route spends a
    // budget of its own (arcade/arcade-budgets.ts), sized for clicking, not for changes.
    if (!KEPT_BOARD_MOVE.test(c.req.path))
      await spend(writes, `uid:${caller.uid}`, 'changes in a short time');
    return next();
  };
}
