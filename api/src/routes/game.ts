// GET /api/game/{population,invasions,fieldoffices,doodles,sillymeter,cavalcade}: the api's cached
// copy of the game's data as { data, fetchedAt, ageSeconds, stale }, or 503 when it has never had one.
// GET /api/game/population/history?hours=24: the sampled population of the last day.
// GET /api/game/settings: where doodle and toon pictures come from.
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  type GameSettings,
  type GameSnapshot,
  type PopulationHistory,
  PopulationHistoryQuerySchema,
} from 'shared-contracts/domain';
import type { DatabaseHandle } from '../db/database.js';
import { GameDataUnavailableError } from '../game-data/cached-source.js';
import type { GameService } from '../game-data/game-service.js';
import { createHistoryCache } from '../game-data/history-cache.js';
import { readPopulationHistory } from '../game-data/population-history.js';
import type { AppEnv } from '../http/env.js';
import { HttpError } from '../http/errors.js';
import { parseQuery } from '../http/validate.js';

export interface GameRoutesDeps {
  service: GameService;
  database: Pick<DatabaseHandle, 'db'>;
  renditionBaseUrl: string;
  populationSampleIntervalMs: number;
  /** ms since the epoch. */
  now: () => number;
}

async function serve<T>(c: Context<AppEnv>, source: { get(): Promise<GameSnapshot<T>> }) {
  try {
    const snapshot = await source.get();
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
