// GET /api/game/{population,invasions,fieldoffices,doodles,sillymeter,cavalcade}: the api's cached
// copy of the game's data as { data, fetchedAt, ageSeconds, stale }, or 503 when it has never had one.
// GET /api/game/status, /news (the list, newest first), /news/latest, /release-notes: the same, for
// the game website's feeds; /news/:id and /release-notes/:id one entry the list names (else 404), its
// HTML body sanitized.
// GET /api/game/population/history?hours=24: the sampled population of the last day.
// GET /api/game/settings: where doodle and toon pictures come from.
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  FeedIdParamSchema,
  type GameSettings,
  type GameSnapshot,
  type PopulationHistory,
  PopulationHistoryQuerySchema,
} from 'shared-contracts/domain';
import type { DatabaseHandle } from '../db/database.js';
import { GameDataUnavailableError } from '../game-data/cached-source.js';
import type { FeedEntries } from '../game-data/feed-entries.js';
import type { GameService } from '../game-data/game-service.js';
import { createHistoryCache } from '../game-data/history-cache.js';
import { readPopulationHistory } from '../game-data/population-history.js';
import type { AppEnv } from '../http/env.js';
import { HttpError } from '../http/errors.js';
import { parseParams, parseQuery } from '../http/validate.js';

export interface GameRoutesDeps {
  service: GameService;
  database: Pick<DatabaseHandle, 'db'>;
  renditionBaseUrl: string;
  populationSampleIntervalMs: number;
  /** ms since the epoch. */
  now: () => number;
}

async function serve<T>(c: Context<AppEnv>, source: { get(): Promise<GameSnapshot<T> | null> }) {
  try {
    const snapshot = await source.get();
    if (!snapshot) throw new HttpError(404, 'not_published', 'The game has published nothing under this id.');
    // Browsers ask again on their own schedule; our cache already spares the game.
    c.header('Cache-Control', 'no-cache');
    return c.json(snapshot);
  } catch (error) {
    if (error instanceof GameDataUnavailableError) {
      throw new HttpError(503, 'game_unavailable', error.message, undefined, { 'Retry-After': '30' });
    }
    throw error;
  }
}

/** One entry of a feed by the route's `:id` (400 when it is not a positive whole number). */
function serveEntry<T>(c: Context<AppEnv>, entries: FeedEntries<T>) {
  const { id } = parseParams(c, FeedIdParamSchema);
  return serve(c, { get: () => entries.get(id) });
}

export function gameRoutes(deps: GameRoutesDeps): Hono<AppEnv> {
  const { service } = deps;
  const routes = new Hono<AppEnv>();
  const history = createHistoryCache({
    intervalMs: deps.populationSampleIntervalMs,
    read: (since) => readPopulationHistory(deps.database.db, since),
  });
  routes.get('/game/population', (c) => serve(c, service.population));
  routes.get('/game/invasions', (c) => serve(c, service.invasions));
  routes.get('/game/fieldoffices', (c) => serve(c, service.fieldOffices));
  routes.get('/game/doodles', (c) => serve(c, service.doodles));
  routes.get('/game/sillymeter', (c) => serve(c, service.sillyMeter));
  routes.get('/game/cavalcade', (c) => serve(c, service.cavalcade));
  routes.get('/game/status', (c) => serve(c, service.status));
  routes.get('/game/news', (c) => serve(c, service.newsList));
  routes.get('/game/news/latest', (c) => serve(c, service.newsLatest));
  routes.get('/game/news/:id', (c) => serveEntry(c, service.newsPost));
  routes.get('/game/release-notes', (c) => serve(c, service.releaseNotes));
  routes.get('/game/release-notes/:id', (c) => serveEntry(c, service.releaseNote));
  routes.get('/game/population/history', async (c) => {
    const { hours } = parseQuery(c, PopulationHistoryQuerySchema);
    const samples = await history.get(hours, deps.now());
    c.header('Cache-Control', 'no-cache');
    return c.json({
      samples,
      intervalSeconds: Math.max(1, Math.round(deps.populationSampleIntervalMs / 1000)),
    } satisfies PopulationHistory);
  });
  routes.get('/game/settings', (c) =>
    c.json({ renditionBaseUrl: deps.renditionBaseUrl } satisfies GameSettings),
  );
  return routes;
}
