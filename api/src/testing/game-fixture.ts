// /api/game/* for tests that need every route answering: a fake game server serving the offline
// stand-in's data (stand-ins/game/world.mjs, the documented shapes) at one fixed moment.
import { createFeeds } from '../../../stand-ins/game/feeds.mjs';
import * as world from '../../../stand-ins/game/world.mjs';
import type { DatabaseHandle } from '../db/database.js';
import { createGameService } from '../game-data/game-service.js';
import type { GameRoutesDeps } from '../routes/game.js';
import { startFakeGameServer } from './fake-game-server.js';

export interface GameFixture {
  game: GameRoutesDeps;
  close(): Promise<void>;
}

export async function startGameFixture(
  database: Pick<DatabaseHandle, 'db'>,
  nowMs = Date.parse('2026-01-15T12:00:00.000Z'),
): Promise<GameFixture> {
  const server = await startFakeGameServer();
  const seconds = nowMs / 1000;
  const answers = {
    '/population': world.population(seconds),
    '/invasions': world.invasions(seconds),
    '/fieldoffices': world.fieldOffices(seconds),
    '/doodles': world.doodles(seconds),
    '/sillymeter': world.sillyMeter(seconds),
    '/cavalcade': world.cavalcade(seconds),
  };
  for (const [path, body] of Object.entries(answers)) server.answer(path, { body });
  // The website's feeds as the stand-in starts them (docs/game-feeds.md), with every entry their
  // lists name: the api asks the game for any of those, and a missing one answers 503.
  const feeds = createFeeds(() => seconds);
  const bodyOf = (path: string) => feeds.answer(path)?.body;
  const postIds = (bodyOf('/news/list') as { postId: number }[]).map((post) => post.postId);
  const noteIds = (bodyOf('/releasenotes') as { noteId: number }[]).map((note) => note.noteId);
  for (const path of [
    '/status',
    '/news',
    '/news/list',
    '/releasenotes',
    ...postIds.map((id) => `/news/${id}`),
    ...noteIds.map((id) => `/releasenotes/${id}`),
  ]) {
    server.answer(path, { body: bodyOf(path) });
  }
  const now = () => nowMs;
  return {
    game: {
      // Patient: nothing here tests a slow game, and a busy machine's local answer can take seconds.
      service: createGameService({ baseUrl: server.baseUrl, now, timeoutMs: 10_000 }),
      database,
      renditionBaseUrl: server.baseUrl,
      populationSampleIntervalMs: 5 * 60_000,
      now,
    },
    close: () => server.close(),
  };
}
