// GET /api/game/status, /news, /news/latest, /news/:id, /release-notes, /release-notes/:id over a
// real HTTP server standing in for the game: one request to the game per feed however many readers,
// the last good copy with its age when the game fails, 503 before any, shapes checked (unknown
// fields dropped, bad ones refused), ids checked, and a hostile post body served inert.
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
import { createGameService, FEED_LIST_TTL_MS, STATUS_TTL_MS } from '../game-data/game-service.js';
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
  const service = createGameService({ baseUrl: game.baseUrl, now: () => clock, timeoutMs: 2000 });
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

describe('GET /api/game/status', () => {
  it('asks the game once for many readers, and again only once the copy expires', async () => {
    game.answer('/status', { body: { open: false, banner: 'Back in an hour!' } });
    const answers = await Promise.all(Array.from({ length: 25 }, () => get('/status')));
    expect(answers.every((response) => response.status === 200)).toBe(true);
    expect(GameStatusSnapshotSchema.parse(await answers[0]?.json())).toMatchObject({
      data: { open: false, banner: 'Back in an hour!' },
      ageSeconds: 0,
      stale: false,
    });
    expect(hits('/status')).toBe(1);

    clock += STATUS_TTL_MS - 1000;
    await get('/status');
    expect(hits('/status')).toBe(1);
    clock += 1000;
    game.answer('/status', { body: { open: true } });
    const reopened = GameStatusSnapshotSchema.parse(await (await get('/status')).json());
    expect(reopened.data).toEqual({ open: true });
    expect(hits('/status')).toBe(2);
  });

  it('drops fields it does not know, and keeps a null banner', async () => {
    game.answer('/status', { body: { open: true, banner: null, motd: 'hi', queue: { size: 3 } } });
    expect(await (await get('/status')).json()).toMatchObject({ data: { open: true, banner: null } });
    const { data } = GameStatusSnapshotSchema.parse(await (await get('/status')).json());
    expect(Object.keys(data).sort()).toEqual(['banner', 'open']);
  });

  it('serves the last good copy, stale with its age, when the game fails', async () => {
    await get('/status');
    game.answer('/status', { status: 503, body: { message: 'down' } });
    clock += 95_000;
    const response = await get('/status');
    expect(response.status).toBe(200);
    expect(GameStatusSnapshotSchema.parse(await response.json())).toMatchObject({
      data: { open: true },
      ageSeconds: 95,
      stale: true,
    });
  });

  it.each([
    ['an HTTP error', { status: 502, body: {} }, /HTTP 502/],
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

  it('serves a listed post, asking the game once for many readers', async () => {
    game.answer('/news/2', { body: post(2, '<p>Two</p><script>alert(1)</script>') });
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/news/2')));
    expect(answers.every((response) => response.status === 200)).toBe(true);
    const { data } = NewsPostSnapshotSchema.parse(await answers[0]?.json());
    expect(data).toEqual({ ...post(2), body: '<p>Two</p>' });
    expect(hits('/news/2')).toBe(1);
    expect(hits('/news/list')).toBe(1);
  });

  it("serves a release note's hostile body inert", async () => {
    game.answer('/releasenotes/1', { body: note(1, HOSTILE_BODY) });
    const { data } = ReleaseNoteSnapshotSchema.parse(await (await get('/release-notes/1')).json());
    expect(data.body).not.toMatch(INERT_HOSTILE);
    expect(data.body).toContain(
      '<a href="https://example.invalid/page" target="_blank" rel="noopener noreferrer">',
    );
  });

  it('serves the last good copy of a post when the game fails, and 503 while no list was ever had', async () => {
    await get('/news/3');
    game.answer('/news/3', { status: 500, body: {} });
    game.answer('/news/list', { status: 500, body: {} });
    clock += FEED_LIST_TTL_MS * 10;
    const stale = NewsPostSnapshotSchema.parse(await (await get('/news/3')).json());
    expect(stale).toMatchObject({ data: post(3), stale: true, ageSeconds: (FEED_LIST_TTL_MS * 10) / 1000 });

    game.answer('/releasenotes', { status: 500, body: {} });
    const response = await get('/release-notes/1');
    expect(response.status).toBe(503);
    expect((await errorOf(response)).code).toBe('game_unavailable');
  });
});
