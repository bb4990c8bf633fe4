// GET /api/game/status, /news, /news/latest, /news/:id, /release-notes, /release-notes/:id over a
// real HTTP server standing in for the game. For each feed: one request to the game however many
// readers, the last good copy with its age when the game fails, 503 before the first good copy. Then
// shapes checked (unknown fields dropped, bad ones refused), ids checked, and hostile bodies served inert.
import { Hono } from 'hono';
import {
  GameStatusSnapshotSchema,
  NewsListSnapshotSchema,
  NewsPostSnapshotSchema,
  ReleaseNoteSnapshotSchema,
  ReleaseNotesListSnapshotSchema,
} from 'shared-contracts/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOSTILE_BODY } from '../../../stand-ins/game/feeds.mjs';
import {
  createGameService,
  FEED_ENTRY_TTL_MS,
  FEED_LIST_TTL_MS,
  NEWS_LIST_TTL_MS,
  STATUS_TTL_MS,
} from '../game-data/game-service.js';
import type { AppEnv } from '../http/env.js';
import { handleError } from '../http/errors.js';
import { createLogger } from '../logger.js';
import { type FakeGameServer, startFakeGameServer } from '../testing/fake-game-server.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { gameRoutes } from './game.js';

const START = Date.parse('2026-11-27T12:00:00.000Z');
const post = (postId: number, body = `<p>Post ${postId}.</p>`) => ({
  postId,
  title: `Post ${postId}`,
  author: 'Someone',
  date: 'November 27, 2026 at 12:00 PM',
  image: null,
  body,
});
const summary = (postId: number) => {
  const { body: _body, ...rest } = post(postId);
  return rest;
};
const note = (noteId: number, body = `<p>Note ${noteId}.</p>`) => ({
  noteId,
  slug: `v${noteId}`,
  date: 'November 27, 2026 at 12:00 PM',
  body,
});
const INERT_HOSTILE = /<script|\son\w+=|javascript:|<iframe|<style/i;

let database: TestDatabase;
let game: FakeGameServer;
let clock: number;
let app: Hono<AppEnv>;

beforeAll(async () => {
  database = await createTestDatabase();
  game = await startFakeGameServer();
});
afterAll(async () => {
  await game?.close();
  await database?.destroy();
});

beforeEach(() => {
  clock = START;
  game.requests.length = 0;
  game.answer('/status', { body: { open: true } });
  game.answer('/news/list', { body: [summary(1), summary(3), summary(2)] });
  game.answer('/news', { body: post(3) });
  for (const id of [1, 2, 3]) game.answer(`/news/${id}`, { body: post(id) });
  game.answer('/releasenotes', { body: [{ noteId: 1, slug: 'v1', date: 'x' }] });
  game.answer('/releasenotes/1', { body: note(1) });
  // A reader with an old copy waits for the refresh (the game here answers at once): what it gets
  // is then the refresh's outcome, however loaded the machine, not the old copy served meanwhile.
  const service = createGameService({
    baseUrl: game.baseUrl,
    now: () => clock,
    timeoutMs: 2000,
    refreshWaitMs: 10_000,
  });
  const logger = createLogger('error', () => {});
  app = new Hono<AppEnv>().route(
    '/api',
    gameRoutes({
      service,
      database,
      renditionBaseUrl: 'http://127.0.0.1:3200',
      populationSampleIntervalMs: 300_000,
      now: () => clock,
    }),
  );
  app.onError((error, c) => handleError(error, c, logger));
});

const get = (path: string) => app.request(`/api/game${path}`);
const hits = (path: string) => game.requests.filter((request) => request.path === path).length;
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

/** Every copy the api keeps (the lists an entry depends on included) has expired by then. */
const LONG_AFTER_EVERY_TTL_MS =
  Math.max(STATUS_TTL_MS, FEED_LIST_TTL_MS, NEWS_LIST_TTL_MS, FEED_ENTRY_TTL_MS) + 95_000;

interface Feed {
  name: string;
  /** The api's path under /api/game. */
  path: string;
  /** The game's path this feed copies. */
  upstream: string;
  /** The game's path of the list that must name an entry before the game is asked for it. */
  list?: string;
  ttlMs: number;
  schema: { parse(value: unknown): { data: unknown; ageSeconds: number; stale: boolean } };
  /** What the game answers, and what the api serves of it. */
  answer: unknown;
  served: unknown;
}

const FEEDS: Feed[] = [
  {
    name: 'the status',
    path: '/status',
    upstream: '/status',
    ttlMs: STATUS_TTL_MS,
    schema: GameStatusSnapshotSchema,
    answer: { open: false, banner: 'Back in an hour!' },
    served: { open: false, banner: 'Back in an hour!' },
  },
  {
    name: 'the news list',
    path: '/news',
    upstream: '/news/list',
    ttlMs: NEWS_LIST_TTL_MS,
    schema: NewsListSnapshotSchema,
    answer: [summary(1), summary(3), summary(2)],
    served: [summary(3), summary(2), summary(1)],
  },
  {
    name: 'the latest news post',
    path: '/news/latest',
    upstream: '/news',
    ttlMs: FEED_LIST_TTL_MS,
    schema: NewsPostSnapshotSchema,
    answer: post(3),
    served: post(3),
  },
  {
    name: 'a news post',
    path: '/news/2',
    upstream: '/news/2',
    list: '/news/list',
    ttlMs: FEED_ENTRY_TTL_MS,
    schema: NewsPostSnapshotSchema,
    answer: post(2),
    served: post(2),
  },
  {
    name: 'the release-notes list',
    path: '/release-notes',
    upstream: '/releasenotes',
    ttlMs: FEED_LIST_TTL_MS,
    schema: ReleaseNotesListSnapshotSchema,
    answer: [
      { noteId: 1, slug: 'v1', date: 'x' },
      { noteId: 2, slug: 'v2', date: 'y' },
    ],
    served: [
      { noteId: 2, slug: 'v2', date: 'y' },
      { noteId: 1, slug: 'v1', date: 'x' },
    ],
  },
  {
    name: 'a release note',
    path: '/release-notes/1',
    upstream: '/releasenotes/1',
    list: '/releasenotes',
    ttlMs: FEED_ENTRY_TTL_MS,
    schema: ReleaseNoteSnapshotSchema,
    answer: note(1),
    served: note(1),
  },
];

describe.each(FEEDS.map((feed) => [`GET /api/game${feed.path} (${feed.name})`, feed] as const))(
  '%s',
  (_, feed) => {
    it('asks the game once for many readers, and again only once the copy expires', async () => {
      game.answer(feed.upstream, { body: feed.answer });
      const answers = await Promise.all(Array.from({ length: 25 }, () => get(feed.path)));
      expect(answers.map((response) => response.status)).toEqual(Array(25).fill(200));
      expect(feed.schema.parse(await answers[0]?.json())).toEqual({
        data: feed.served,
        fetchedAt: new Date(START).toISOString(),
        ageSeconds: 0,
        stale: false,
      });
      expect(hits(feed.upstream)).toBe(1);
      if (feed.list) expect(hits(feed.list)).toBe(1);

      clock += feed.ttlMs - 1000;
      expect(feed.schema.parse(await (await get(feed.path)).json()).stale).toBe(false);
      expect(hits(feed.upstream)).toBe(1);
      clock += 1000;
      const renewed = feed.schema.parse(await (await get(feed.path)).json());
      expect(renewed).toMatchObject({ data: feed.served, ageSeconds: 0, stale: false });
      expect(hits(feed.upstream)).toBe(2);
    });

    it('serves the last good copy, stale with its age, when the game fails', async () => {
      game.answer(feed.upstream, { body: feed.answer });
      expect((await get(feed.path)).status).toBe(200);
      game.answer(feed.upstream, { status: 503, body: { message: 'down' } });
      if (feed.list) game.answer(feed.list, { status: 500, body: {} });
      clock += LONG_AFTER_EVERY_TTL_MS;

      const response = await get(feed.path);
      expect(response.status).toBe(200);
      expect(feed.schema.parse(await response.json())).toMatchObject({
        data: feed.served,
        ageSeconds: LONG_AFTER_EVERY_TTL_MS / 1000,
        stale: true,
      });
      // The game was asked again, and failed: the copy is old, not merely not refreshed.
      expect(hits(feed.upstream)).toBe(2);
      if (feed.list) expect(hits(feed.list)).toBe(2);
    });

    it('answers 503 with the reason before the first good copy', async () => {
      game.answer(feed.upstream, { status: 502, body: {} });
      const response = await get(feed.path);
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('30');
      const error = await errorOf(response);
      expect(error.code).toBe('game_unavailable');
      expect(error.message).toMatch(/HTTP 502/);
      expect(hits(feed.upstream)).toBe(1);
    });
  },
);

describe('GET /api/game/status', () => {
  it('drops fields it does not know, and keeps a null banner', async () => {
    game.answer('/status', { body: { open: true, banner: null, motd: 'hi', queue: { size: 3 } } });
    expect(await (await get('/status')).json()).toMatchObject({ data: { open: true, banner: null } });
    const { data } = GameStatusSnapshotSchema.parse(await (await get('/status')).json());
    expect(Object.keys(data).sort()).toEqual(['banner', 'open']);
  });

  it.each([
    ['garbage', { raw: '<html>' }, /not JSON/],
    ['open as text', { body: { open: 'yes' } }, /unexpected shape/],
    ['a banner past its bound', { body: { open: true, banner: 'x'.repeat(1_001) } }, /unexpected shape/],
  ] as const)(
    'answers 503 with the reason before any good copy, when the game answers %s',
    async (_, answer, reason) => {
      game.answer('/status', answer);
      const response = await get('/status');
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('30');
      const error = await errorOf(response);
      expect(error.code).toBe('game_unavailable');
      expect(error.message).toMatch(reason);
    },
  );
});

describe('GET /api/game/news and /api/game/release-notes', () => {
  it('lists the news newest first, without bodies, at most 100', async () => {
    game.answer('/news/list', {
      body: Array.from({ length: 150 }, (_, i) => ({ ...post(i + 1), extra: 1 })),
    });
    const { data } = NewsListSnapshotSchema.parse(await (await get('/news')).json());
    expect(data).toHaveLength(100);
    expect(data[0]).toEqual(summary(150));
    expect(data.at(-1)?.postId).toBe(51);
  });

  it('skips a post of an unknown shape and serves the others; refuses a list with none good', async () => {
    game.answer('/news/list', { body: [summary(1), { postId: 'two', title: 2 }, summary(3)] });
    const { data } = NewsListSnapshotSchema.parse(await (await get('/news')).json());
    expect(data.map((entry) => entry.postId)).toEqual([3, 1]);

    game.answer('/releasenotes', { body: [{ noteId: -1 }, { slug: 'x' }] });
    const refused = await get('/release-notes');
    expect(refused.status).toBe(503);
    expect((await errorOf(refused)).message).toMatch(/unexpected shape/);
  });

  it('serves the latest post with its body sanitized', async () => {
    game.answer('/news', { body: post(9, HOSTILE_BODY) });
    const { data } = NewsPostSnapshotSchema.parse(await (await get('/news/latest')).json());
    expect(data.body).toContain('<b>kept text</b>');
    expect(data.body).not.toMatch(INERT_HOSTILE);
  });

  it('keeps the release-notes list as the game sends it, newest first', async () => {
    game.answer('/releasenotes', {
      body: [
        { noteId: 4, slug: 'v4', date: 'd' },
        { noteId: 7, slug: 'v7', date: 'd', body: 'ignored' },
      ],
    });
    const { data } = ReleaseNotesListSnapshotSchema.parse(await (await get('/release-notes')).json());
    expect(data).toEqual([
      { noteId: 7, slug: 'v7', date: 'd' },
      { noteId: 4, slug: 'v4', date: 'd' },
    ]);
  });
});

describe('GET /api/game/news/:id and /api/game/release-notes/:id', () => {
  it.each(['abc', '0', '-3', '07', '1.5', '12345678901'])(
    'answers 400 with a reason for the id %s',
    async (id) => {
      for (const path of [`/news/${id}`, `/release-notes/${id}`]) {
        const response = await get(path);
        expect(response.status).toBe(400);
        expect((await errorOf(response)).message).toMatch(/positive whole number/);
      }
      expect(game.requests).toHaveLength(0);
    },
  );

  it('answers 404 for an id the list does not name, without asking the game for it', async () => {
    const response = await get('/news/999');
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('not_published');
    expect(hits('/news/999')).toBe(0);
    expect((await get('/release-notes/2')).status).toBe(404);
  });

  it('serves a listed post with its body sanitized', async () => {
    game.answer('/news/2', { body: post(2, '<p>Two</p><script>alert(1)</script>') });
    const { data } = NewsPostSnapshotSchema.parse(await (await get('/news/2')).json());
    expect(data).toEqual({ ...post(2), body: '<p>Two</p>' });
  });

  it("serves a release note's hostile body inert", async () => {
    game.answer('/releasenotes/1', { body: note(1, HOSTILE_BODY) });
    const { data } = ReleaseNoteSnapshotSchema.parse(await (await get('/release-notes/1')).json());
    expect(data.body).not.toMatch(INERT_HOSTILE);
    expect(data.body).toContain(
      '<a href="https://example.invalid/page" target="_blank" rel="noopener noreferrer">',
    );
  });

  it.each([
    ['/news/3', '/news/list', '/news/3'],
    ['/release-notes/1', '/releasenotes', '/releasenotes/1'],
  ])(
    'answers 503 for %s while its list was never had, without asking the game for it',
    async (path, list, upstream) => {
      game.answer(list, { status: 500, body: {} });
      const response = await get(path);
      expect(response.status).toBe(503);
      expect((await errorOf(response)).code).toBe('game_unavailable');
      expect(hits(list)).toBe(1);
      expect(hits(upstream)).toBe(0);
    },
  );
});
