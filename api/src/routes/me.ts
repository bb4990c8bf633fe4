// GET /api/me: the verified caller, straight from their ID token (proves verification end to end).
import { Hono } from 'hono';
import { requireAuth } from '../auth/middleware.js';
import type { TokenVerifier } from '../auth/user.js';
import type { AppEnv } from '../http/env.js';

export function meRoutes(verifier: TokenVerifier): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/me', requireAuth(verifier), (c) => {
    const user = c.get('user');
    c.header('Cache-Control', 'private, no-store');
    return c.json(user);
  });
  return routes;
}
