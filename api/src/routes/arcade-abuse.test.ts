// Issue 31, items 6 and 7: what one attacker can make the arcade do. Cheap checks come before any
// replay, a refused claim spends its seed, replay work is bounded per account and per address, and
// a cogsweeper board is kept by the api, so nothing sent to the browser tells where a Cog is.
import { COGSWEEPER_LEVELS, CogsweeperBoardSchema } from 'shared-contracts/domain';
import { activate, createBoard, playToonsUpScripted } from 'trinket-game/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { MOVES_PER_ACCOUNT, PairedBudget } from '../arcade/arcade-budgets.js';
import { silentLogger } from '../logger.js';
import { cogsOfKeptBoard, move, newKeptBoard } from '../testing/arcade-players.js';
import { fakeVerifier } from '../testing/fake-verifier.js';
import { jsonRequest } from '../testing/json-request.js';
import { createTestApp } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import type { ToonClient } from '../testing/toon-requests.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

/**
 * An app whose requests come through one trusted proxy (X-Forwarded-For names the address), with
 * a clock the test moves and the given replay budgets (per account, per address).
 */
function arcadeApp(replay: { account: number; address: number; refill: number }) {
  let clock = new Date('2025-06-01T10:00:00.000Z');
  const rule = (capacity: number) => ({ capacity, refillPerSecond: replay.refill });
  const app = createApp({
    config: { bodyLimitBytes: 100 * 1024, corsOrigins: [], trustProxyHops: 1 },
    database,
    verifier: fakeVerifier,
    logger: silentLogger,
    now: () => clock,
    arcadeBudgets: {
      replaySteps: new PairedBudget(rule(replay.account), rule(replay.address)),
      moves: new PairedBudget(MOVES_PER_ACCOUNT, { capacity: 10_000, refillPerSecond: 1_000 }),
    },
  });
  const from = (address: string): ToonClient => ({
    call: (method, path, { token = null, body } = {}) =>
      Promise.resolve(
        app.request(path, {
          method,
          headers: {
            'x-forwarded-for': address,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      ),
    advance(ms) {
      clock = new Date(clock.getTime() + ms);
      return clock;
    },
    create: () => Promise.reject(new Error('not used here')),
  });
  return from;
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

async function signUp(api: ToonClient, uid: string): Promise<string> {
  const token = `user:${uid}`;
  const response = await api.call('PUT', `/api/users/${uid}`, {
    token,
    body: { email: `${uid}@example.test`, isAnonymous: false },
  });
  expect(response.status).toBe(201);
  return token;
}

/** A toons-up game played from a fresh seed by the scripted player, the clock moved past it. */
async function playedToonsUp(api: ToonClient, token: string) {
  const response = await api.call('POST', '/api/arcade/sessions', { token, body: { game: 'toons-up' } });
  expect(response.status).toBe(201);
  const { seed } = (await response.json()) as { seed: number };
  const played = playToonsUpScripted(seed);
  api.advance(Math.ceil((played.steps * 1000) / 60) + 2000);
  return { game: 'toons-up', seed, score: played.score, inputs: played.inputs, steps: played.steps };
}

const claim = (api: ToonClient, token: string, body: unknown) =>
  api.call('POST', '/api/arcade/awards', { token, body });

describe('a refused toons-up claim', () => {
  let api: ToonClient;
  beforeAll(() => {
    api = arcadeApp({ account: 1_000_000, address: 1_000_000, refill: 1_000 })('203.0.113.1');
  });

  it('with a score no game reaches in the time is refused before any replay, and spends its seed', async () => {
    const token = await signUp(api, 'greedy');
    const game = await playedToonsUp(api, token);
    const refused = await claim(api, token, { ...game, steps: undefined, score: 9_999_999 });
    expect(refused.status).toBe(422);
    expect(await errorOf(refused)).toMatchObject({ code: 'implausible_result' });
    const honest = await claim(api, token, { ...game, steps: undefined });
    expect(honest.status).toBe(409);
    expect(await errorOf(honest)).toMatchObject({ code: 'seed_used' });
  });

  it('whose replay scores otherwise spends its seed: it buys one replay, not one per try', async () => {
    const token = await signUp(api, 'prober');
    const game = await playedToonsUp(api, token);
    const { steps: _steps, ...body } = game;
    const wrong = await claim(api, token, { ...body, score: body.score + 1 });
    expect(wrong.status).toBe(409);
    expect(await errorOf(wrong)).toMatchObject({ code: 'score_mismatch' });
    const again = await claim(api, token, body);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: 'seed_used' });
    const row = await database.db
      .selectFrom('users')
      .select('jellybeans')
      .where('uid', '=', 'prober')
      .executeTakeFirstOrThrow();
    expect(row.jellybeans).toBe(0);
  });
});

/** Claims fresh games for `token` until one is refused for the replay budget; that refusal and its game. */
async function claimUntilBusy(api: ToonClient, token: string, most = 40) {
  for (let tries = 0; tries < most; tries += 1) {
    const { steps: _steps, ...game } = await playedToonsUp(api, token);
    const response = await claim(api, token, game);
    if (response.status === 429) return { response, game };
    expect(response.status).toBe(200);
  }
  throw new Error(`no 429 in ${most} claims`);
}

describe('replay work', () => {
  it('is bounded per account: 429 with Retry-After, the seed kept for later', async () => {
    const from = arcadeApp({ account: 3_000, address: 1_000_000, refill: 10 });
    const api = from('203.0.113.2');
    const token = await signUp(api, 'grinder');
    const { response, game } = await claimUntilBusy(api, token);
    expect(await errorOf(response)).toMatchObject({ code: 'arcade_busy' });
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    // Another account at the same address is not held back by this one.
    const neighbour = await signUp(api, 'neighbour');
    const { steps: _steps, ...theirs } = await playedToonsUp(api, neighbour);
    expect((await claim(api, neighbour, theirs)).status).toBe(200);
    // The refused claim's seed was not spent: once the budget refills, the same claim pays.
    api.advance(retryAfter * 1000);
    expect((await claim(api, token, game)).status).toBe(200);
  });

  it('is bounded per address: many accounts behind one address share its budget, others keep theirs', async () => {
    const from = arcadeApp({ account: 1_000_000, address: 3_000, refill: 10 });
    const crowd = from('198.51.100.7');
    let busy: Response | null = null;
    for (let account = 0; account < 20 && !busy; account += 1) {
      const token = await signUp(crowd, `crowd-${account}`);
      const { steps: _steps, ...game } = await playedToonsUp(crowd, token);
      const response = await claim(crowd, token, game);
      if (response.status === 429) busy = response;
      else expect(response.status).toBe(200);
    }
    expect(busy?.headers.get('retry-after')).toMatch(/^\d+$/);
    const elsewhere = from('192.0.2.44');
    const token = await signUp(elsewhere, 'elsewhere');
    const { steps: _steps, ...game } = await playedToonsUp(elsewhere, token);
    expect((await claim(elsewhere, token, game)).status).toBe(200);
  });
});

describe('a cogsweeper board the api keeps', () => {
  let api: ToonClient;
  beforeAll(() => {
    api = arcadeApp({ account: 1_000_000, address: 1_000_000, refill: 1_000 })('203.0.113.9');
  });

  /** Sends a move; on 429 waits out Retry-After on the api's clock and sends it again. */
  async function patientMove(token: string, seed: number, index: number) {
    for (;;) {
      const response = await move(api, token, seed, 'open', index);
      if (response.status !== 429) {
        expect(response.status).toBe(200);
        return CogsweeperBoardSchema.parse(await response.json());
      }
      api.advance(Number(response.headers.get('retry-after')) * 1000);
    }
  }

  it('gives a board-reading bot nothing to read: what it derives from all it was sent loses', async () => {
    const token = await signUp(api, 'reader');
    const session = await api.call('POST', '/api/arcade/sessions', {
      token,
      body: { game: 'cogsweeper', board: 'expert' },
    });
    expect(session.status).toBe(201);
    const sent = (await session.json()) as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual(['expiresAt', 'game', 'seed']);
    const seed = sent.seed as number;
    // Today's attack: draw the board from the seed with the shared rules, then open every free cell.
    const derived = activate(createBoard(COGSWEEPER_LEVELS.expert), 40, seed);
    let answer = await patientMove(token, seed, 40);
    const cogs = await cogsOfKeptBoard(database, seed);
    expect(cogs.size).toBe(99);
    for (let index = 0; index < derived.cells.length && answer.status === 'playing'; index += 1) {
      // While the game is on, no answer says anything of a closed cell: Cog or not, it reads '#'.
      for (const [cell, char] of [...answer.view].entries()) {
        if (char !== '#') expect(cogs.has(cell)).toBe(false);
      }
      if (derived.cells[index]?.cog || answer.view[index] !== '#') continue;
      answer = await patientMove(token, seed, index);
    }
    expect(answer.status).toBe('lost');
    const refused = await claim(api, token, { game: 'cogsweeper', seed });
    expect(refused.status).toBe(422);
    expect(await errorOf(refused)).toMatchObject({ code: 'not_won' });
    // The game is over for good.
    const late = await move(api, token, seed, 'open', 0);
    expect(late.status).toBe(409);
  });

  it('holds a bot that knows every Cog to the moves budget: no faster than a person clicks', async () => {
    const token = await signUp(api, 'oracle');
    const seed = await newKeptBoard(api, token, 'expert');
    let answer = await patientMove(token, seed, 40);
    const cogs = await cogsOfKeptBoard(database, seed);
    let moves = 1;
    let refusals = 0;
    for (let index = 0; index < answer.view.length && answer.status === 'playing'; index += 1) {
      if (cogs.has(index) || answer.view[index] !== '#') continue;
      for (;;) {
        const response = await move(api, token, seed, 'open', index);
        if (response.status === 200) {
          answer = CogsweeperBoardSchema.parse(await response.json());
          break;
        }
        expect(response.status).toBe(429);
        expect(await errorOf(response)).toMatchObject({ code: 'arcade_busy' });
        refusals += 1;
        api.advance(Number(response.headers.get('retry-after')) * 1000);
      }
      moves += 1;
    }
    expect(answer.status).toBe('won');
    expect(refusals).toBeGreaterThan(0);
    // Past its first burst, a move a refill: the api's clock shows at least that long a game.
    const floorMs = ((moves - MOVES_PER_ACCOUNT.capacity) / MOVES_PER_ACCOUNT.refillPerSecond) * 1000;
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(floorMs);
  });

  it('takes moves only from its owner, on a board in play, on the board', async () => {
    const token = await signUp(api, 'owner-sweeper');
    const other = await signUp(api, 'other-sweeper');
    const seed = await newKeptBoard(api, token, 'beginner');
    expect((await move(api, other, seed, 'open', 40)).status).toBe(403);
    const off = await move(api, token, seed, 'open', 81);
    expect(off.status).toBe(400);
    expect(await errorOf(off)).toMatchObject({ code: 'off_board' });
    const mark = await move(api, token, seed, 'mark', 3);
    expect(mark.status).toBe(200);
    expect(CogsweeperBoardSchema.parse(await mark.json())).toMatchObject({ status: 'ready', elapsedMs: 0 });
    for (const body of [
      {},
      { action: 'open' },
      { action: 'dig', index: 1 },
      { action: 'open', index: 480 },
    ]) {
      const response = await api.call('POST', `/api/arcade/sessions/${seed}/moves`, { token, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await move(api, token, 123, 'open', 1)).status).toBe(404);
    const toonsUp = await api.call('POST', '/api/arcade/sessions', { token, body: { game: 'toons-up' } });
    const toonsUpSeed = ((await toonsUp.json()) as { seed: number }).seed;
    const wrongGame = await move(api, token, toonsUpSeed, 'open', 1);
    expect(wrongGame.status).toBe(400);
    expect(await errorOf(wrongGame)).toMatchObject({ code: 'wrong_game' });
    const badSeed = await api.call('POST', '/api/arcade/sessions/abc/moves', {
      token,
      body: { action: 'open', index: 1 },
    });
    expect(badSeed.status).toBe(400);
  });
});

describe('moves on a kept board', () => {
  it('spend their own budget, not the account’s budget of changes', async () => {
    const { app } = createTestApp(database, {
      rateLimits: { writesPerMinute: 3, signupsPerHour: 0, refusedPerMinute: 0 },
    });
    const api: ToonClient = {
      call: (method, path, options) => jsonRequest(app, method, path, options),
      advance: () => new Date(),
      create: () => Promise.reject(new Error('not used here')),
    };
    const token = await signUp(api, 'clicker');
    const seed = await newKeptBoard(api, token, 'beginner');
    // Two changes spent (sign-up, session); ten clicks later the third change still goes through.
    for (let index = 0; index < 10; index += 1) {
      expect((await move(api, token, seed, 'mark', index)).status).toBe(200);
    }
    expect(
      (await api.call('POST', '/api/arcade/sessions', { token, body: { game: 'toons-up' } })).status,
    ).toBe(201);
    const fourth = await api.call('POST', '/api/arcade/sessions', { token, body: { game: 'toons-up' } });
    expect(fourth.status).toBe(429);
  });
});
