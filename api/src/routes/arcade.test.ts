import { ArcadeAwardSchema, ArcadeSessionSchema } from 'shared-contracts/domain';
import { playToonsUpScripted } from 'trinket-game/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLAY_STEPS_PER_ACCOUNT } from '../arcade/arcade-budgets.js';
import { DAILY_JELLYBEAN_CAP, MAX_OPEN_SESSIONS, SESSION_LIFETIME_MS } from '../arcade/award-rules.js';
import { winKeptBoard } from '../testing/arcade-players.js';
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

async function newSeed(token: string, game: 'toons-up' | 'cogsweeper'): Promise<number> {
  const body = game === 'cogsweeper' ? { game, board: 'beginner' } : { game };
  const response = await api.call('POST', '/api/arcade/sessions', { token, body });
  expect(response.status).toBe(201);
  const session = ArcadeSessionSchema.parse(await response.json());
  expect(session.game).toBe(game);
  return session.seed;
}

const secondsToRefill = (rule: { capacity: number; refillPerSecond: number }) =>
  Math.ceil(rule.capacity / rule.refillPerSecond);

const award = (token: string | null, body: unknown) =>
  api.call('POST', '/api/arcade/awards', { token, body });

/** A toons-up game played by the scripted player from the api's seed, with the clock moved past it. */
async function playedToonsUp(token: string) {
  const seed = await newSeed(token, 'toons-up');
  const played = playToonsUpScripted(seed);
  api.advance(Math.ceil((played.steps * 1000) / 60) + 2000);
  return { claim: { game: 'toons-up', seed, score: played.score, inputs: played.inputs }, played };
}

/** A board the api keeps, won move by move through the api, 700 ms a move; its claim. */
async function wonBoard(token: string, board: 'beginner' | 'expert' = 'beginner', msPerMove = 700) {
  const won = await winKeptBoard(api, database, token, board, msPerMove);
  expect(won.answer.status).toBe('won');
  return { claim: { game: 'cogsweeper', seed: won.seed }, elapsedMs: won.answer.elapsedMs };
}

async function jellybeansOf(uid: string): Promise<number> {
  const row = await database.db
    .selectFrom('users')
    .select('jellybeans')
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return row.jellybeans;
}

async function recordsOf(token: string): Promise<unknown> {
  const response = await api.call('GET', '/api/arcade/records', { token });
  expect(response.status).toBe(200);
  return ((await response.json()) as { records: unknown }).records;
}

describe('POST /api/arcade/sessions', () => {
  it('hands out a seed for one game, bound to the caller, expiring within the hour', async () => {
    const token = await signUp('sam');
    const response = await api.call('POST', '/api/arcade/sessions', { token, body: { game: 'toons-up' } });
    expect(response.status).toBe(201);
    const session = ArcadeSessionSchema.parse(await response.json());
    const row = await database.db
      .selectFrom('arcade_sessions')
      .select(['user_uid', 'game', 'issued_at', 'expires_at', 'used_at'])
      .where('seed', '=', String(session.seed))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_uid: 'sam', game: 'toons-up', used_at: null });
    expect(new Date(row.expires_at).getTime() - new Date(row.issued_at).getTime()).toBe(SESSION_LIFETIME_MS);
    expect(new Date(session.expiresAt)).toEqual(new Date(row.expires_at));
  });

  it('refuses a bad body, and more than a handful of open games at once', async () => {
    const token = await signUp('sol');
    for (const body of [{}, { game: 'pong' }, { game: 'toons-up', seed: 5 }, { game: 'cogsweeper' }]) {
      const response = await api.call('POST', '/api/arcade/sessions', { token, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    for (let i = 0; i < MAX_OPEN_SESSIONS; i += 1) await newSeed(token, 'cogsweeper');
    const over = await api.call('POST', '/api/arcade/sessions', {
      token,
      body: { game: 'cogsweeper', board: 'beginner' },
    });
    expect(over.status).toBe(429);
    expect(await errorOf(over)).toMatchObject({ code: 'too_many_sessions' });
  });
});

describe('POST /api/arcade/awards', () => {
  it('replays a real toons-up game and awards its score', async () => {
    const token = await signUp('ada');
    const { claim, played } = await playedToonsUp(token);
    const response = await award(token, claim);
    expect(response.status).toBe(200);
    const earned = Math.floor(played.score / 50);
    expect(ArcadeAwardSchema.parse(await response.json())).toEqual({
      awarded: earned,
      jellybeans: earned,
      awardedToday: earned,
      dailyCap: DAILY_JELLYBEAN_CAP,
      records: { 'toons-up': played.score },
    });
    expect(await jellybeansOf('ada')).toBe(earned);
  });

  it('pays a cogsweeper board the api kept and won, with the api’s time', async () => {
    const token = await signUp('bo');
    const { claim, elapsedMs } = await wonBoard(token);
    const response = await award(token, claim);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ awarded: 5, records: { beginner: elapsedMs } });
  });

  it('refuses a changed score, a doctored log, a reused or foreign seed, paying nothing', async () => {
    const token = await signUp('cheat');
    const other = await signUp('mark');

    const inflated = await playedToonsUp(token);
    const tooHigh = await award(token, { ...inflated.claim, score: 10_000_000 });
    expect(tooHigh.status).toBe(422);
    expect(await errorOf(tooHigh)).toMatchObject({ code: 'implausible_result' });
    const changed = await playedToonsUp(token);
    const offByOne = await award(token, { ...changed.claim, score: changed.claim.score + 1 });
    expect(offByOne.status).toBe(409);
    expect(await errorOf(offByOne)).toMatchObject({ code: 'score_mismatch' });

    // A log running to the game's last step needs a full replay budget to be looked at at all:
    // wait until the account's budget is full again, so the refusal is the log's, not the budget's.
    api.advance(secondsToRefill(REPLAY_STEPS_PER_ACCOUNT) * 1000);
    const doctored = await playedToonsUp(token);
    const extra = await award(token, { ...doctored.claim, inputs: [...doctored.claim.inputs, [72_000, 1]] });
    expect(extra.status).toBe(422);
    const reversed = await playedToonsUp(token);
    const backwards = await award(token, { ...reversed.claim, inputs: [...reversed.claim.inputs].reverse() });
    expect(backwards.status).toBe(400);
    expect(await errorOf(backwards)).toMatchObject({ code: 'invalid_log' });

    const { claim } = await playedToonsUp(token);
    const foreign = await award(other, claim);
    expect(foreign.status).toBe(403);
    expect(await errorOf(foreign)).toMatchObject({ code: 'foreign_seed' });
    const unknown = await award(token, { ...claim, seed: (claim.seed + 1) % 2 ** 32 });
    expect([404, 403]).toContain(unknown.status);

    expect(await jellybeansOf('cheat')).toBe(0);
    expect(await recordsOf(token)).toEqual({});

    expect((await award(token, claim)).status).toBe(200);
    const reused = await award(token, claim);
    expect(reused.status).toBe(409);
    expect(await errorOf(reused)).toMatchObject({ code: 'seed_used' });
    const asCogsweeper = await award(token, (await wonBoard(token)).claim);
    expect(asCogsweeper.status).toBe(200);
    const wrongGame = await award(token, {
      ...(await wonBoard(token)).claim,
      game: 'toons-up',
      score: 1,
      inputs: [],
    });
    expect(wrongGame.status).toBe(400);
  });

  it('refuses a seed for the other game, an expired seed and a game faster than real time', async () => {
    const token = await signUp('dee');
    const toonsUpSeed = await newSeed(token, 'toons-up');
    const wrongGame = await award(token, { game: 'cogsweeper', seed: toonsUpSeed });
    expect(wrongGame.status).toBe(400);
    expect(await errorOf(wrongGame)).toMatchObject({ code: 'wrong_game' });

    const tooSoonSeed = await newSeed(token, 'toons-up');
    const quick = playToonsUpScripted(tooSoonSeed);
    const tooSoon = await award(token, {
      game: 'toons-up',
      seed: tooSoonSeed,
      score: quick.score,
      inputs: quick.inputs,
    });
    expect(tooSoon.status).toBe(422);
    expect(await errorOf(tooSoon)).toMatchObject({ code: 'implausible_result' });

    const seed = await newSeed(token, 'toons-up');
    const played = playToonsUpScripted(seed);
    api.advance(SESSION_LIFETIME_MS + 1);
    const expired = await award(token, {
      game: 'toons-up',
      seed,
      score: played.score,
      inputs: played.inputs,
    });
    expect(expired.status).toBe(410);
    expect(await errorOf(expired)).toMatchObject({ code: 'seed_expired' });
    expect(await jellybeansOf('dee')).toBe(0);
  });

  // Two expert boards and two beginner ones, won move by move: over 400 requests. On PostgreSQL, on
  // a busy 2-core machine, they took 6 to 15 s, against the default 15 s limit.
  it('trims the award at the daily cap, then refuses with 429 saving nothing, until the next UTC day', {
    timeout: 60_000,
  }, async () => {
    const token = await signUp('bea');
    let total = 0;
    // Expert boards pay 50 each: two reach the cap.
    for (let i = 0; i < 2; i += 1) {
      const response = await award(token, (await wonBoard(token, 'expert')).claim);
      expect(response.status).toBe(200);
      total += ((await response.json()) as { awarded: number }).awarded;
    }
    expect(total).toBe(DAILY_JELLYBEAN_CAP);
    const beforeRecords = await recordsOf(token);

    const { claim: capped } = await wonBoard(token);
    const refused = await award(token, capped);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatchObject({ code: 'daily_cap_reached' });
    expect(await jellybeansOf('bea')).toBe(DAILY_JELLYBEAN_CAP);
    // Nothing saved: no beginner record, the seed still unspent.
    expect(await recordsOf(token)).toEqual(beforeRecords);
    expect(beforeRecords).not.toHaveProperty('beginner');
    const seedRow = await database.db
      .selectFrom('arcade_sessions')
      .select('used_at')
      .where('seed', '=', String(capped.seed))
      .executeTakeFirstOrThrow();
    expect(seedRow.used_at).toBeNull();

    api.advance(24 * 60 * 60 * 1000);
    const tomorrow = await award(token, (await wonBoard(token)).claim);
    expect(tomorrow.status).toBe(200);
    expect(await tomorrow.json()).toMatchObject({ awarded: 5, awardedToday: 5, jellybeans: 105 });
  });

  it('keeps the best toons-up score and the fastest time per level', async () => {
    const token = await signUp('eve');
    const times: number[] = [];
    for (const msPerMove of [900, 500, 800]) {
      const { claim, elapsedMs } = await wonBoard(token, 'beginner', msPerMove);
      expect((await award(token, claim)).status).toBe(200);
      times.push(elapsedMs);
    }
    const scores: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { claim, played } = await playedToonsUp(token);
      expect((await award(token, claim)).status).toBe(200);
      scores.push(played.score);
    }
    const response = await api.call('GET', '/api/arcade/records', { token });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      records: { beginner: Math.min(...times), 'toons-up': Math.max(...scores) },
    });
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const token = await signUp('fay');
    const seed = await newSeed(token, 'toons-up');
    for (const body of [
      { game: 'pong', seed, score: 1, inputs: [] },
      { game: 'toons-up', seed, score: -1, inputs: [] },
      { game: 'toons-up', seed, score: 1.5, inputs: [] },
      { game: 'toons-up', seed: 2 ** 32, score: 1, inputs: [] },
      { game: 'toons-up', seed, score: 1, inputs: [], extra: true },
      { game: 'toons-up', seed, score: 1, inputs: [[1, 2]] },
      {
        game: 'toons-up',
        seed,
        score: 1,
        inputs: Array.from({ length: 6001 }, (_, i) => [i, i % 2 ? 1 : -1]),
      },
      { game: 'toons-up', seed, score: 1, elapsedMs: 1000 },
      { game: 'cogsweeper', seed, board: 'beginner', elapsedMs: 1000, moves: [[0, 'open', 40]] },
      { game: 'cogsweeper' },
      { game: 'cogsweeper', seed: -1 },
    ]) {
      const response = await award(token, body);
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect((await errorOf(response)).code).toBe('bad_request');
    }
    const notJson = await award(token, '{oops');
    expect(notJson.status).toBe(400);
  });

  it('needs a registered account with a user document', async () => {
    const body = { game: 'toons-up', seed: 1, score: 100, inputs: [] };
    expect((await award(null, body)).status).toBe(401);
    expect((await award('forged', body)).status).toBe(401);
    const anonymous = await award('anon:ghost', body);
    expect(anonymous.status).toBe(403);
    expect(await errorOf(anonymous)).toMatchObject({ code: 'registered_only' });
    const noDocument = await api.call('POST', '/api/arcade/sessions', {
      token: 'user:nobody',
      body: { game: 'toons-up' },
    });
    expect(noDocument.status).toBe(404);
    expect((await api.call('GET', '/api/arcade/records', { token: 'anon:ghost' })).status).toBe(403);
    expect(
      (await api.call('POST', '/api/arcade/sessions', { token: 'anon:ghost', body: { game: 'toons-up' } }))
        .status,
    ).toBe(403);
  });
});
