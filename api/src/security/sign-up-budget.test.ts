// Every door to a new account spends the one sign-up budget (users/admit-user.ts), on the whole app
// and a real database: once a network's sign-ups are spent, neither PUT /api/users/:uid nor a first
// toon nor a first ToonLink event creates a user row, so the arcade, the giveaways and the store,
// which need that row, stay closed to the refused account.
import type { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.js';
import type { AppEnv } from '../http/env.js';
import { silentLogger } from '../logger.js';
import { fakeVerifier } from '../testing/fake-verifier.js';
import { testShop } from '../testing/shop-fixture.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());
beforeEach(async () => {
  // The budgets' store reads Date.now: only Date is faked, to the shop fixture's day.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-15T12:00:00.000Z'));
  for (const table of ['giveaway_entries', 'purchases', 'arcade_sessions', 'toons', 'users'] as const) {
    await database.db.deleteFrom(table).execute();
  }
  await sql`delete from rate_limits`.execute(database.db);
});
afterEach(() => {
  vi.useRealTimers();
});

const NETWORK = '10.0.0.1';

/** One app with a budget of `signupsPerHour` sign-ups per address (writes unlimited). */
function budgetedApp(signupsPerHour: number) {
  const app: Hono<AppEnv> = createApp({
    config: {
      bodyLimitBytes: 100 * 1024,
      corsOrigins: [],
      rateLimits: { writesPerMinute: 0, signupsPerHour, refusedPerMinute: 0 },
    },
    database,
    verifier: fakeVerifier,
    logger: silentLogger,
    shop: testShop,
    now: () => new Date(),
  });
  return (method: string, path: string, token: string, body?: unknown, address = NETWORK) =>
    app.request(
      path,
      {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      // What @hono/node-server passes as the app's env: the socket the request came in on.
      { incoming: { socket: { remoteAddress: address } } },
    );
}

const signUp = (uid: string) => ({ email: `${uid}@example.test`, isAnonymous: false });
const linkEvent = {
  name: 'Game Name',
  update: { rod: 'Gold', fish: { '0-0': { weight: 20 } } },
  report: { toonId: 'TTID-NEW', fish: { '0-0': 20 } },
};

const rowsOf = async (uid: string) => ({
  users: (await database.db.selectFrom('users').select('uid').where('uid', '=', uid).execute()).length,
  toons: (await database.db.selectFrom('toons').select('id').where('user_uid', '=', uid).execute()).length,
  entries: (
    await database.db.selectFrom('giveaway_entries').select('user_uid').where('user_uid', '=', uid).execute()
  ).length,
  purchases: (
    await database.db.selectFrom('purchases').select('user_uid').where('user_uid', '=', uid).execute()
  ).length,
  sessions: (
    await database.db.selectFrom('arcade_sessions').select('seed').where('user_uid', '=', uid).execute()
  ).length,
});
const nothing = { users: 0, toons: 0, entries: 0, purchases: 0, sessions: 0 };

async function expectSignUpRefused(response: Response) {
  expect(response.status).toBe(429);
  // The hour began with the first sign-up, at this same instant.
  expect(response.headers.get('retry-after')).toBe('3600');
  expect(await response.json()).toEqual({
    error: {
      code: 'rate_limited',
      message: 'Too many accounts set up from your network: try again in 3600 s.',
    },
  });
}

describe('whose budget a sign-up spends', () => {
  it('one budget per IPv6 /64 network, whichever of its addresses a visitor picks', async () => {
    const call = budgetedApp(2);
    const put = (uid: string, address: string) =>
      call('PUT', `/api/users/${uid}`, `user:${uid}`, signUp(uid), address);
    expect((await put('v6a', '2001:db8:1:2::1')).status).toBe(201);
    expect((await put('v6b', '2001:db8:1:2:ffff:1:2:3')).status).toBe(201);
    await expectSignUpRefused(await put('v6c', '2001:db8:1:2:abcd::9'));
    // The next /64 is someone else; an IPv4-mapped address is its IPv4 address.
    expect((await put('v6c', '2001:db8:1:3::1')).status).toBe(201);
    expect((await put('v4a', '::ffff:192.0.2.1')).status).toBe(201);
    expect((await put('v4b', '192.0.2.1')).status).toBe(201);
    await expectSignUpRefused(await put('v4c', '::ffff:192.0.2.1'));
  });
});

describe('the sign-up budget, once spent', () => {
  it('keeps a new account from being made by a first toon or a first ToonLink event, and so from the arcade, giveaways and Trinkets', async () => {
    const call = budgetedApp(1);
    expect((await call('PUT', '/api/users/first', 'user:first', signUp('first'))).status).toBe(201);
    await expectSignUpRefused(await call('PUT', '/api/users/late', 'user:late', signUp('late')));

    await expectSignUpRefused(await call('POST', '/api/toons', 'user:late', { name: 'Purple Dog' }));
    await expectSignUpRefused(await call('POST', '/api/toons/links', 'user:late', linkEvent));
    expect(await rowsOf('late')).toEqual(nothing);

    // Without a user row the account has nothing to play, enter or collect with.
    const giveaway = await call('POST', '/api/giveaways/open-one/entries', 'user:late');
    expect(giveaway.status).toBe(409);
    expect(await giveaway.json()).toMatchObject({ error: { code: 'no_user_document' } });
    const trinket = await call('POST', '/api/store/free-trinket/purchases', 'user:late');
    expect(trinket.status).toBe(409);
    expect(await trinket.json()).toMatchObject({ error: { code: 'no_user_document' } });
    const arcade = await call('POST', '/api/arcade/sessions', 'user:late', { game: 'toons-up' });
    expect(arcade.status).toBe(404);
    expect(await arcade.json()).toMatchObject({ error: { code: 'no_user' } });
    expect(await rowsOf('late')).toEqual(nothing);

    // Five accounts, as in the report: not one gets into the giveaway.
    for (const uid of ['a1', 'a2', 'a3', 'a4', 'a5']) {
      expect((await call('POST', '/api/toons', `user:${uid}`, { name: 'Purple Dog' })).status).toBe(429);
      expect((await call('POST', '/api/giveaways/open-one/entries', `user:${uid}`)).status).toBe(409);
    }
    expect(await database.db.selectFrom('giveaway_entries').select('user_uid').execute()).toEqual([]);

    // Another network still has its own sign-ups; the account that signed up carries on.
    expect((await call('POST', '/api/toons', 'user:late', { name: 'Purple Dog' }, '10.0.0.2')).status).toBe(
      201,
    );
    expect((await call('POST', '/api/toons', 'user:first', { name: 'Blue Cat' })).status).toBe(201);
    expect((await call('POST', '/api/giveaways/open-one/entries', 'user:first')).status).toBe(201);
  });

  it('is spent by whichever request makes the account first, once', async () => {
    const call = budgetedApp(2);
    // A first toon makes the account and spends a sign-up; its own document then costs nothing.
    expect((await call('POST', '/api/toons', 'user:toonfirst', { name: 'Purple Dog' })).status).toBe(201);
    expect((await call('PUT', '/api/users/toonfirst', 'user:toonfirst', signUp('toonfirst'))).status).toBe(
      200,
    );
    // A first ToonLink event does the same.
    expect((await call('POST', '/api/toons/links', 'anon:linkfirst', linkEvent)).status).toBe(201);
    expect((await call('POST', '/api/toons/links', 'anon:linkfirst', linkEvent)).status).toBe(200);
    expect(await rowsOf('linkfirst')).toMatchObject({ users: 1, toons: 1 });

    await expectSignUpRefused(await call('PUT', '/api/users/third', 'user:third', signUp('third')));
    expect(
      (
        await sql<{
          key: string;
          points: number;
        }>`select key, points from rate_limits where key like 'signups:%'`.execute(database.db)
      ).rows,
    ).toEqual([{ key: `signups:${NETWORK}`, points: 3 }]);
  });

  it('is not spent by a request refused for what it sent', async () => {
    const call = budgetedApp(1);
    expect((await call('POST', '/api/toons', 'user:typo', { name: '' })).status).toBe(400);
    expect((await call('POST', '/api/toons/links', 'user:typo', { name: 'No report' })).status).toBe(400);
    expect(
      (await call('PUT', '/api/users/typo', 'user:typo', { email: null, isAnonymous: false })).status,
    ).toBe(400);
    expect((await call('PUT', '/api/users/someone', 'user:typo', signUp('someone'))).status).toBe(403);
    expect(await rowsOf('typo')).toEqual(nothing);
    expect((await call('PUT', '/api/users/typo', 'user:typo', signUp('typo'))).status).toBe(201);
  });
});
