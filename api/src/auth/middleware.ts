// Hono middleware that turns the Authorization header into c.var.user.
// optionalAuth: no header → null user; requireAuth: no header → 401. In both, a header that is
// present but bad (malformed, forged, expired) is a 401: the client asked to be someone and failed.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.js';
import { HttpError } from '../http/errors.js';
import { verifyBearer } from './bearer.js';
import { AuthUnavailableError, type AuthUser, InvalidTokenError, type TokenVerifier } from './user.js';

const CHALLENGE = { 'WWW-Authenticate': 'Bearer' };

async function authenticate(header: string | undefined, verify: TokenVerifier) {
  try {
    return await verifyBearer(header, verify);
  } catch (error) {
    if (error instanceof InvalidTokenError) {
      throw new HttpError(401, 'invalid_token', error.message, undefined, {
        'WWW-Authenticate': 'Bearer error="invalid_token"',
      });
    }
    if (error instanceof AuthUnavailableError) {
      throw new HttpError(503, 'auth_unavailable', error.message);
    }
    throw error;
  }
}

/**
 * The request's verified caller (null without a token), checked once per request: the write rate
 * limit keys on it before the route runs, and the route's auth middleware reuses the same answer
 * (in emulator mode each check is a round trip to the emulator).
 */
export function callerOf(c: Context<AppEnv>, verify: TokenVerifier): Promise<AuthUser | null> {
  let pending = c.get('caller');
  if (!pending) {
    pending = authenticate(c.req.header('authorization'), verify);
    c.set('caller', pending);
  }
  return pending;
}

export function optionalAuth(verify: TokenVerifier): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', await callerOf(c, verify));
    await next();
  };
}

export function requireAuth(verify: TokenVerifier): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await callerOf(c, verify);
    if (!user) {
      throw new HttpError(401, 'unauthenticated', 'Sign in to use this.', undefined, CHALLENGE);
    }
    c.set('user', user);
    await next();
  };
}
