// Trinkets, the store's collectibles, with whether the caller has each:
//   GET /api/trinkets → { trinkets } (owned is false without a signed-in caller)
import { Hono } from 'hono';
import { optionalAuth } from '../auth/middleware.js';
import type { AppEnv } from '../http/env.js';
import { ownedItemSlugs } from '../store/purchase-repository.js';
import type { ShopRouteDeps } from './shop-deps.js';

export function trinketRoutes({ database, verifier, shop }: ShopRouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const trinkets = shop.items.filter((item) => item.kind === 'trinket');

  routes.get('/trinkets', optionalAuth(verifier), async (c) => {
    const caller = c.get('user');
    const owned = caller ? await ownedItemSlugs(database.db, caller.uid) : new Set<string>();
    c.header('Cache-Control', 'private, no-store');
    return c.json({ trinkets: trinkets.map((item) => ({ ...item, owned: owned.has(item.slug) })) });
  });
  return routes;
}
