// GET /api/top-toons?category=species|weight|golf|racing|rewards&page=1&pageSize=20
// Public toons ranked by one category (see TOP_TOONS_CATEGORIES); no sign-in needed.
import { Hono } from 'hono';
import { type TopToonsPage, TopToonsQuerySchema } from 'shared-contracts/domain';
import type { DatabaseHandle } from '../db/database.js';
import type { AppEnv } from '../http/env.js';
import { parseQuery } from '../http/validate.js';
import { topToons } from '../toons/toon-repository.js';

export function topToonsRoutes(database: Pick<DatabaseHandle, 'db'>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/top-toons', async (c) => {
    const { category, page, pageSize } = parseQuery(c, TopToonsQuerySchema);
    const slice = await topToons(database.db, category, page, pageSize);
    // Rankings move with every edit: browsers revalidate instead of showing a stale page.
    c.header('Cache-Control', 'no-cache');
    return c.json({ category, page, pageSize, ...slice } satisfies TopToonsPage);
  });
  return routes;
}
