// The store catalogue and the caller's purchases:
//   GET  /api/store                     → { items }
//   GET  /api/store/purchases           → { purchases } the caller's, newest first
//   GET  /api/store/:slug               → StoreItem (404 unknown)
//   POST /api/store/:slug/purchases     → 201 { purchase, jellybeans } (registered users; 409 with a reason)
import { Hono } from 'hono';
import { SlugSchema, type StoreItem, windowState } from 'shared-contracts/domain';
import { z } from 'zod';
import { requireAuth } from '../auth/middleware.js';
import type { AppEnv } from '../http/env.js';
import { HttpError, notFound } from '../http/errors.js';
import { parseParams } from '../http/validate.js';
import { listPurchases, purchaseItem, toPurchase } from '../store/purchase-repository.js';
import { registeredCaller } from '../store/registered.js';
import type { ShopRouteDeps } from './shop-deps.js';

const SlugParamsSchema = z.object({ slug: SlugSchema });

export function storeRoutes({ database, verifier, shop, now }: ShopRouteDeps): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();
  const auth = requireAuth(verifier);
  const bySlug = new Map(shop.items.map((item) => [item.slug, item]));
  const findItem = (slug: string): StoreItem => {
    const item = bySlug.get(slug);
    if (!item) throw notFound(`There is no store item "${slug}".`);
    return item;
  };

  routes.get('/store', (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ items: shop.items });
  });

  routes.get('/store/purchases', auth, async (c) => {
    const caller = c.get('user');
    if (!caller) throw new HttpError(401, 'unauthenticated', 'Sign in to use this.');
    const rows = await listPurchases(db, caller.uid);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ purchases: rows.map((row) => toPurchase(row, bySlug.get(row.item_slug))) });
  });

  routes.get('/store/:slug', (c) => {
    const { slug } = parseParams(c, SlugParamsSchema);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(findItem(slug));
  });

  routes.post('/store/:slug/purchases', auth, async (c) => {
    const { slug } = parseParams(c, SlugParamsSchema);
    const item = findItem(slug);
    const caller = registeredCaller(c.get('user'), item.price === 0 ? 'collect it' : 'buy it');
    const at = now();
    const state = windowState(item.availableFrom, item.availableUntil, at);
    if (state !== 'open') {
      throw new HttpError(
        409,
        'not_available',
        state === 'upcoming'
          ? `${item.title} is not available yet.`
          : `${item.title} is no longer available.`,
      );
    }
    const { row, jellybeans } = await purchaseItem(db, caller.uid, item, at);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ purchase: toPurchase(row, item), jellybeans }, 201);
  });

  return routes;
}
