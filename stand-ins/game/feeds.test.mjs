// The game stand-in's status, news and release notes over HTTP, as the api and the e2e suite use them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { feedDate, HOSTILE_BODY } from './feeds.mjs';
import { startGameStandin } from './server.mjs';

/** @type {import('./server.mjs').RunningStandin} */
let standin;

beforeEach(async () => {
  standin = await startGameStandin({ port: 0, now: () => 1_800_000_000 });
});
afterEach(async () => {
  await standin.close();
});

/**
 * The JSON the stand-in answered; the tests read its fields loosely, as the api's schemas would.
 * @typedef {{ status: number, body: any }} Answer
 */
/** @param {string} path @returns {Promise<Answer>} */
const read = async (path) => {
  const response = await fetch(`${standin.url}${path}`);
  return { status: response.status, body: await response.json() };
};
/** @param {string} path @param {unknown} body @returns {Promise<Answer>} */
const control = async (path, body) => {
  const response = await fetch(`${standin.url}/__standin/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

describe('the game stand-in feeds', () => {
  it('starts open without a banner, and closes, sets a banner and reopens on request', async () => {
    expect((await read('/status')).body).toEqual({ open: true });
    await control('game-status', { open: false });
    expect((await read('/status')).body).toEqual({ open: false });
    await control('game-status', { banner: 'Back soon!' });
    expect((await read('/status')).body).toEqual({ open: false, banner: 'Back soon!' });
    await control('game-status', { open: true, banner: null });
    expect((await read('/status')).body).toEqual({ open: true });
  });

  it('refuses a status change of the wrong type', async () => {
    const refused = await control('game-status', { open: 'no' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/open must be true or false/);
    expect((await read('/status')).body).toEqual({ open: true });
  });

  it('lists every post whole, newest first, and serves each post and the latest', async () => {
    const added = await control('news', { title: 'Fresh post', body: '<p>Fresh.</p>' });
    expect(added.body.postId).toBe(4);
    expect(added.body.date).toBe(feedDate(1_800_000_000));
    const list = (await read('/news/list')).body;
    expect(list.map((/** @type {{ postId: number }} */ post) => post.postId)).toEqual([4, 3, 2, 1]);
    expect(list[0].body).toBe('<p>Fresh.</p>');
    expect((await read('/news')).body).toMatchObject({
      postId: 4,
      title: 'Fresh post',
      body: '<p>Fresh.</p>',
    });
    expect((await read('/news/2')).body).toMatchObject({ postId: 2, title: 'Stand-in news post 2' });
  });

  it('publishes release notes, and a hostile body when asked', async () => {
    const added = await control('release-notes', { slug: 'standin-v9.0.0', hostile: true });
    expect((await read('/releasenotes')).body[0]).toEqual({
      noteId: added.body.noteId,
      slug: 'standin-v9.0.0',
      date: feedDate(1_800_000_000),
    });
    expect((await read(`/releasenotes/${added.body.noteId}`)).body.body).toBe(HOSTILE_BODY);
  });

  it('answers null for an unknown post, 404 for an unknown note, and reset forgets what was published', async () => {
    expect(await read('/news/999')).toEqual({ status: 200, body: null });
    expect(await read('/releasenotes/999')).toEqual({
      status: 404,
      body: { error: 'Nothing is published under 999.' },
    });
    await control('news', {});
    await control('game-status', { open: false });
    await control('feeds/reset', {});
    expect((await read('/news/list')).body).toHaveLength(3);
    expect((await read('/status')).body).toEqual({ open: true });
  });

  it('writes dates the way the game does', () => {
    expect(feedDate(Date.parse('2026-11-27T13:05:00Z') / 1000)).toBe('November 27, 2026 at 1:05 PM');
    expect(feedDate(Date.parse('2026-01-02T00:30:00Z') / 1000)).toBe('January 2, 2026 at 12:30 AM');
  });
});
