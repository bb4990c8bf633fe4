// Giveaways from the shipped data; entries stored per user:
//   GET  /api/giveaways                 → { giveaways } each with `entered` for the caller
//   POST /api/giveaways/:slug/entries   → 201 GiveawayEntry (registered users, once, until the end)
import { Hono } from 'hono';
import { SlugSchema, windowState } from 'shared-contracts/domain';
import { z } from 'zod';
import { optionalAuth, requireAuth } from '../auth/middleware.js';
import type { AppEnv } from '../http/env.js';
import { HttpError, notFound } from '../http/errors.js';
import { parseParams } from '../http/validate.js';
import { addEntry, enteredGiveaways, userExists } from '../store/giveaway-repository.js';
import { registeredCaller } from '../store/registered.js';
import type { ShopRouteDeps } from './shop-deps.js';

const SlugParamsSchema = z.object({ slug: SlugSchema });

export function giveawayRoutes({ database, verifier, shop, now }: ShopRouteDeps): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  routes.get('/giveaways', optionalAuth(verifier), async (c) => {
    const caller = c.get('user');
    const entered = caller ? await enteredGiveaways(db, caller.uid) : new Set<string>();
    c.header('Cache-Control', 'private, no-store');
    return c.json({
      giveaways: shop.giveaways.map((giveaway) => ({ ...giveaway, entered: entered.has(giveaway.slug) })),
    });
  });

  routes.post('/giveaways/:slug/entries', requireAuth(verifier), async (c) => {
    const { slug } = parseParams(c, SlugParamsSchema);
    const giveaway = shop.giveaways.find((candidate) => candidate.slug === slug);
    if (!giveaway) throw notFound(`There is no giveaway "${slug}".`);
    const caller = registeredCaller(c.get('user'), 'enter giveaways');
    const at = now();
    const state = windowState(giveaway.startsAt, giveaway.endsAt, at);
    if (state !== 'open') {
      throw new HttpError(
        409,
        'giveaway_closed',
        state === 'upcoming' ? `${giveaway.title} has not started yet.` : `${giveaway.title} has ended.`,
      );
    }
    if (!(await userExists(db, caller.uid))) {
      throw new HttpError(409, 'no_user_document', 'Your account is still being set up: try again.');
    }
    if (!(await addEntry(db, slug, caller.uid, at))) {
      throw new HttpError(
        409,
        'already_entered',
        `You have already entered ${giveaway.title}. Thank you, and good luck!`,
      );
    }
    c.header('Cache-Control', 'private, no-store');
    return c.json({ giveawaySlug: slug, enteredAt: at.toISOString() }, 201);
  });

  return routes;
}
