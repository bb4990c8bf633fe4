// Promotions and codes from the shipped data, expired ones included (the page marks them):
//   GET /api/promotions → { promotions }
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import type { ShopData } from '../store/shop-data.js';

export function promotionRoutes(shop: Pick<ShopData, 'promotions'>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/promotions', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ promotions: shop.promotions });
  });
  return routes;
}
