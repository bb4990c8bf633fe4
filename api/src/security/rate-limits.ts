// Request budgets, answered with 429, Retry-After and the api's usual error body:
// - writes (POST/PUT/PATCH/DELETE under /api): per verified uid, so everyone behind one address
//   (a school, or the site's own /api proxy, which makes every browser look like 127.0.0.1) has
//   a budget of their own; per client address when the request carries no usable token.
// - user-document writes (PUT /api/users/:uid, sent right after a Firebase sign-up or anonymous
//   sign-in): per client address, since every new account brings a fresh uid.
// Reads are never limited here: they are cached or cheap, and the pages poll some of them.
import type { MiddlewareHandler } from 'hono';
import { callerOf } from '../auth/middleware.js';
import type { TokenVerifier } from '../auth/user.js';
import type { RateLimits } from '../config.js';
import type { AppEnv } from '../http/env.js';
import { HttpError } from '../http/errors.js';
import { clientAddress } from './client-address.js';
import { createTokenBuckets, type TokenBuckets } from './token-bucket.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface RateLimitOptions {
  limits: RateLimits;
  trustProxyHops: number;
  verifier: TokenVerifier;
  /** ms since the epoch; injected so tests can step time. */
  now?: () => number;
}

function tooMany(retryAfterSeconds: number, what: string): HttpError {
  return new HttpError(
    429,
    'rate_limited',
    `Too many ${what}: try again in ${retryAfterSeconds} s.`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

function buckets(perPeriod: number, periodMs: number, now?: () => number): TokenBuckets | null {
  return perPeriod > 0
    ? createTokenBuckets({ capacity: perPeriod, periodMs, ...(now ? { now } : {}) })
    : null;
}

/** Mounted on /api/*; a limit of 0 is off. Limits are per replica (see token-bucket.ts). */
export function rateLimits({
  limits,
  trustProxyHops,
  verifier,
  now,
}: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const writes = buckets(limits.writesPerMinute, MINUTE_MS, now);
  const signups = buckets(limits.signupsPerHour, HOUR_MS, now);

  return async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method)) return next();
    const address = clientAddress(c, trustProxyHops);

    if (signups && c.req.method === 'PUT' && /^\/api\/users\/[^/]+\/?$/.test(c.req.path)) {
      const taken = signups.take(address);
      if (!taken.ok) throw tooMany(taken.retryAfterSeconds, 'accounts set up from your network');
    }

    if (writes) {
      // A bad or unverifiable token is the route's to refuse (401/503); here it only means the
      // caller is not known, so the address stands in for them.
      const caller = await callerOf(c, verifier).catch(() => null);
      const taken = writes.take(caller ? `uid:${caller.uid}` : `ip:${address}`);
      if (!taken.ok) throw tooMany(taken.retryAfterSeconds, 'changes in a short time');
    }
    return next();
  };
}
