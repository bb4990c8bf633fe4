// Makeship campaigns, from the configured source through the cache:
//   GET /api/makeship → MakeshipResponse (503 only before the source ever answered well)
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import { HttpError } from '../http/errors.js';
import { type MakeshipFeed, MakeshipUnavailableError } from '../makeship/makeship-feed.js';

export function makeshipRoutes(feed: MakeshipFeed): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/makeship', async (c) => {
    try {
      const body = await feed.get();
      // The api caches already; browsers revalidate so each poll sees what the api has.
      c.header('Cache-Control', 'no-cache');
      return c.json(body);
    } catch (error) {
      if (error instanceof MakeshipUnavailableError) {
        throw new HttpError(503, 'makeship_unavailable', error.message, undefined, { 'Retry-After': '60' });
      }
      throw error;
    }
  });
  return routes;
}
