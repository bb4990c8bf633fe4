// GET /api/top-toons?category=species|weight|golf|racing|rewards&page=1&pageSize=20
// Public toons ranked by one category (see TOP_TOONS_CATEGORIES); no sign-in needed. Served from a
// short-lived per-process cache (toons/top-toons-cache.ts) with an ETag (If-None-Match → 304) and a
// Cache-Control a CDN may follow.
import { Hono, type MiddlewareHandler } from 'hono';
import { TopToonsQuerySchema } from 'shared-contracts/domain';
import type { AppEnv } from '../http/env.js';
import { READ_METHODS } from '../http/read-methods.js';
import { parseQuery } from '../http/validate.js';
import { matchesIfNoneMatch, TOP_TOONS_CACHE_CONTROL, type TopToonsCache } from '../toons/top-toons-cache.js';

export function topToonsRoutes(cache: TopToonsCache): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/top-toons', async (c) => {
    const { category, page, pageSize } = parseQuery(c, TopToonsQuerySchema);
    const cached = await cache.get({ category, page, pageSize });
    const headers = { ETag: cached.etag, 'Cache-Control': TOP_TOONS_CACHE_CONTROL };
    if (matchesIfNoneMatch(c.req.header('if-none-match'), cached.etag)) return c.body(null, 304, headers);
    return c.body(cached.body, 200, { ...headers, 'Content-Type': 'application/json' });
  });
  return routes;
}

/**
 * For the routes that change toons or who is ranked (toons, users): after a write that succeeded,
 * the Top Toons pages this process read before it are read again when next asked for.
 */
export function noteRankingWrites(cache: TopToonsCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!READ_METHODS.has(c.req.method) && c.res.status < 400) cache.noteWrite();
  };
}
