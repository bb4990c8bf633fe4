import { ArcadeAwardSchema } from 'shared-contracts/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_JELLYBEAN_CAP } from '../arcade/award-rules.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { type ToonClient, toonClient } from '../testing/toon-requests.js';

let database: TestDatabase;
let api: ToonClient;
beforeAll(async () => {
  database = await createTestDatabase();
  api = toonClient(database, '2025-06-01T10:00:00.000Z');
});
afterAll(() => database?.destroy());

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

async function signUp(uid: string): Promise<string> {
  const token = `user:${uid}`;
  const response = await api.call('PUT', `/api/users/${uid}`, {
    token,
    body: { email: `${uid}@example.test`, isAnonymous: false },
  });
  expect(response.status).toBe(201);
  return token;
}

const award = (token: string | null, body: unknown) =>
  api.call('POST', '/api/arcade/awards', { token, body });

async function jellybeansOf(uid: string): Promise<number> {
  const row = await database.db
    .selectFrom('users')
    .select('jellybeans')
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return row.jellybeans;
}

describe('POST /api/arcade/awards', () => {
  it('adds a plausible result’s jellybeans to the account', async () => {
    const token = await signUp('ada');
    const response = await award(token, { game: 'toons-up', score: 260, elapsedMs: 45_000, seed: 12 });
    expect(response.status).toBe(200);
    const body = ArcadeAwardSchema.parse(await response.json());
    expect(body).toEqual({
      awarded: 5,
      jellybeans: 5,
      awardedToday: 5,
      dailyCap: DAILY_JELLYBEAN_CAP,
      records: { 'toons-up': 260 },
    });
    expect(await jellybeansOf('ada')).toBe(5);
  });

  it('trims the award at the daily cap, then refuses with 429 until the next UTC day', async () => {
    const token = await signUp('bea');
    const expert = { game: 'cogsweeper', score: 99, elapsedMs: 120_000, level: 'expert' };
    expect(((await (await award(token, expert)).json()) as { awarded: number }).awarded).toBe(50);
    expect(((await (await award(token, expert)).json()) as { awarded: number }).awarded).toBe(50);
    const trimmed = await award(token, { game: 'cogsweeper', score: 10, elapsedMs: 9000, level: 'beginner' });
    expect(trimmed.status).toBe(429);
    expect(await errorOf(trimmed)).toMatchObject({ code: 'daily_cap_reached' });
    expect(await jellybeansOf('bea')).toBe(DAILY_JELLYBEAN_CAP);

    api.advance(24 * 60 * 60 * 1000);
    const tomorrow = await award(token, {
      game: 'cogsweeper',
      score: 10,
      elapsedMs: 9000,
      level: 'beginner',
    });
    expect(tomorrow.status).toBe(200);
    expect(await tomorrow.json()).toMatchObject({ awarded: 5, awardedToday: 5, jellybeans: 105 });
  });

  it('gives part of an award that would cross the cap', async () => {
    const token = await signUp('cy');
    await award(token, { game: 'cogsweeper', score: 99, elapsedMs: 120_000 });
    await award(token, { game: 'cogsweeper', score: 90, elapsedMs: 120_000 });
    const last = await award(token, {
      game: 'cogsweeper',
      score: 40,
      elapsedMs: 60_000,
      level: 'intermediate',
    });
    expect(last.status).toBe(200);
    expect(await last.json()).toMatchObject({ awarded: 5, awardedToday: DAILY_JELLYBEAN_CAP });
  });

  it('refuses an implausible result with 422 and a reason, awarding nothing', async () => {
    const token = await signUp('dee');
    const tooFast = await award(token, { game: 'toons-up', score: 5000, elapsedMs: 2000 });
    expect(tooFast.status).toBe(422);
    expect(await errorOf(tooFast)).toMatchObject({
      code: 'implausible_result',
      message: expect.stringMatching(/5000/),
    });
    const wrongBoard = await award(token, {
      game: 'cogsweeper',
      score: 12,
      elapsedMs: 30_000,
      level: 'beginner',
    });
    expect(wrongBoard.status).toBe(422);
    expect(await jellybeansOf('dee')).toBe(0);
  });

  it('keeps the best toons-up score and the fastest time per level', async () => {
    const token = await signUp('eve');
    await award(token, { game: 'toons-up', score: 300, elapsedMs: 60_000 });
    await award(token, { game: 'toons-up', score: 120, elapsedMs: 60_000 });
    await award(token, { game: 'cogsweeper', score: 10, elapsedMs: 30_000, level: 'beginner' });
    await award(token, { game: 'cogsweeper', score: 10, elapsedMs: 20_000, level: 'beginner' });
    await award(token, { game: 'cogsweeper', score: 10, elapsedMs: 25_000, level: 'beginner' });
    const response = await api.call('GET', '/api/arcade/records', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ records: { 'toons-up': 300, beginner: 20_000 } });
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const token = await signUp('fay');
    for (const body of [
      { game: 'pong', score: 1, elapsedMs: 1000 },
      { game: 'toons-up', score: -1, elapsedMs: 1000 },
      { game: 'toons-up', score: 1.5, elapsedMs: 1000 },
      { game: 'toons-up', score: 1, elapsedMs: 1000, seed: 2 ** 32 },
      { game: 'toons-up', score: 1, elapsedMs: 1000, extra: true },
      { game: 'cogsweeper', score: 10, elapsedMs: 1000, level: 'custom' },
    ]) {
      const response = await award(token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).code).toBe('bad_request');
    }
    const notJson = await award(token, '{oops');
    expect(notJson.status).toBe(400);
  });

  it('needs a registered account with a user document', async () => {
    const body = { game: 'toons-up', score: 100, elapsedMs: 60_000 };
    expect((await award(null, body)).status).toBe(401);
    expect((await award('forged', body)).status).toBe(401);
    const anonymous = await award('anon:ghost', body);
    expect(anonymous.status).toBe(403);
    expect(await errorOf(anonymous)).toMatchObject({ code: 'registered_only' });
    const noDocument = await award('user:nobody', body);
    expect(noDocument.status).toBe(404);
    expect((await api.call('GET', '/api/arcade/records', { token: 'anon:ghost' })).status).toBe(403);
  });
});
