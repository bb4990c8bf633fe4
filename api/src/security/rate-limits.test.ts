// Rate limits through the whole app on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): 429 with Retry-After and the usual error body, budgets spent only by verified
// callers, a flood of requests without a valid token that leaves real users untouched, budgets
// shared by every app on one database, reads never limited, nothing written by a refused request.
// The budgets' store reads Date.now, so the tests fake Date (and nothing else) to step time.
import type { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.js';
import type { TokenVerifier } from '../auth/user.js';
import type { RateLimits } from '../config.js';
import type { AppEnv } from '../http/env.js';
import { silentLogger } from '../logger.js';
import { fakeVerifier } from '../testing/fake-verifier.js';
import { createTestApp } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-15T12:00:00.000Z'));
  await database.db.deleteFrom('toons').execute();
  await database.db.deleteFrom('users').execute();
  await sql`delete from rate_limits`.execute(database.db);
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

/** What @hono/node-server passes as the app's env: the socket the request came in on. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

interface Call {
  method?: string;
  token?: string;
  body?: unknown;
  address?: string;
  headers?: Record<string, string>;
}

function client(app: Hono<AppEnv>) {
  return (path: string, { method = 'GET', token, body, address = '10.0.0.1', headers = {} }: Call = {}) =>
    app.request(
      path,
      {
        method,
        headers: {
          ...headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      from(address),
    );
}

const limits = (overrides: Partial<RateLimits>): RateLimits => ({
  writesPerMinute: 0,
  signupsPerHour: 0,
  refusedPerMinute: 0,
  ...overrides,
});

function limitedApp(rateLimits: RateLimits, trustProxyHops = 0) {
  const { app } = createTestApp(database, { rateLimits, trustProxyHops });
  return client(app);
}

const createToon = { method: 'POST', body: { name: 'Purple Dog' } };
const toonCount = async (uid: string) =>
  (await database.db.selectFrom('toons').select('id').where('user_uid', '=', uid).execute()).length;
const storedKeys = async () =>
  (await sql<{ key: string }>`select key from rate_limits order by key`.execute(database.db)).rows.map(
    (row) => row.key,
  );
const putUser = (uid: string, address?: string) => ({
  method: 'PUT',
  token: `anon:${uid}`,
  body: { email: null, isAnonymous: true },
  ...(address ? { address } : {}),
});

describe('the write limit (per verified uid)', () => {
  it('answers 429 with Retry-After after the limit, writes nothing, and opens again with the next window', async () => {
    const call = limitedApp(limits({ writesPerMinute: 3 }));
    for (let i = 0; i < 3; i++) {
      expect((await call('/api/toons', { ...createToon, token: 'user:alice' })).status).toBe(201);
    }
    advance(15_000);
    const refused = await call('/api/toons', { ...createToon, token: 'user:alice' });
    expect(refused.status).toBe(429);
    // The minute began with the first write: 45 s of it are left.
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many changes in a short time: try again in 45 s.' },
    });
    expect(await toonCount('alice')).toBe(3);
    expect(await storedKeys()).toEqual(['writes:uid:alice']);

    advance(45_000);
    expect((await call('/api/toons', { ...createToon, token: 'user:alice' })).status).toBe(201);
    expect(await toonCount('alice')).toBe(4);
  });

  it('gives each signed-in user a budget of their own, even from one address', async () => {
    const call = limitedApp(limits({ writesPerMinute: 2 }));
    for (const token of ['user:alice', 'user:alice', 'anon:guest', 'user:bob', 'user:bob']) {
      expect((await call('/api/toons', { ...createToon, token })).status, token).toBe(201);
    }
    expect((await call('/api/toons', { ...createToon, token: 'user:alice' })).status).toBe(429);
    expect((await call('/api/toons', { ...createToon, token: 'anon:guest' })).status).toBe(201);
  });

  it('is one budget for every app on the same database (as for api replicas)', async () => {
    const first = limitedApp(limits({ writesPerMinute: 4 }));
    const second = limitedApp(limits({ writesPerMinute: 4 }));
    for (const call of [first, first, second, second]) {
      expect((await call('/api/toons', { ...createToon, token: 'user:alice' })).status).toBe(201);
    }
    expect((await second('/api/toons', { ...createToon, token: 'user:alice' })).status).toBe(429);
    expect((await first('/api/toons', { ...createToon, token: 'user:alice' })).status).toBe(429);
    expect(await toonCount('alice')).toBe(4);
  });

  it('never limits reads', async () => {
    const call = limitedApp(limits({ writesPerMinute: 1, signupsPerHour: 1, refusedPerMinute: 1 }));
    await call('/api/toons', { ...createToon, token: 'user:alice' });
    expect((await call('/api/toons', { ...createToon, token: 'user:alice' })).status).toBe(429);
    for (let i = 0; i < 20; i++) {
      expect((await call('/api/toons', { token: 'user:alice' })).status).toBe(200);
      expect((await call('/api/me')).status).toBe(401);
    }
    expect((await call('/api/health', { method: 'HEAD' })).status).toBe(200);
  });

  it('0 switches every limit off', async () => {
    const call = limitedApp(limits({}));
    for (let i = 0; i < 30; i++) {
      expect((await call('/api/toons', { ...createToon, token: 'user:alice' })).status).toBe(201);
      expect((await call('/api/toons', createToon)).status).toBe(401);
      expect((await call(`/api/users/g${i}`, putUser(`g${i}`))).status).toBe(201);
    }
    expect(await storedKeys()).toEqual([]);
  });

  it('checks each request’s token once, though both the limit and the route need the caller', async () => {
    let checks = 0;
    const counting: TokenVerifier = (token) => {
      checks += 1;
      return fakeVerifier(token);
    };
    const app = createApp({
      config: {
        bodyLimitBytes: 100 * 1024,
        corsOrigins: [],
        rateLimits: limits({ writesPerMinute: 10, signupsPerHour: 10, refusedPerMinute: 10 }),
      },
      database,
      verifier: counting,
      logger: silentLogger,
    });
    const call = client(app);
    expect((await call('/api/toons', { ...createToon, token: 'user:alice' })).status).toBe(201);
    expect(checks).toBe(1);
    expect((await call('/api/users/carl', putUser('carl'))).status).toBe(201);
    expect(checks).toBe(2);
    expect((await call('/api/toons', { ...createToon, token: 'forged' })).status).toBe(401);
    expect(checks).toBe(3);
  });
});

describe('requests refused for their token', () => {
  it('an unauthenticated flood from one address leaves a real sign-up from that address working', async () => {
    // Every browser behind the site's own proxy shares one address: the attacker's included.
    const call = limitedApp(limits({ writesPerMinute: 5, signupsPerHour: 3, refusedPerMinute: 30 }));
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const token = i % 3 === 0 ? {} : { token: i % 3 === 1 ? 'forged' : 'user:' };
      const response = await call('/api/users/x', {
        method: 'PUT',
        body: { email: null, isAnonymous: true },
        ...token,
      });
      statuses.push(response.status);
    }
    // Refused for their token first (401), then for their own budget (429): nothing else.
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual(Array(70).fill(429));
    // None of that touched a budget a real user spends.
    expect(await storedKeys()).toEqual([]);

    const signUp = await call('/api/users/newcomer', putUser('newcomer'));
    expect(signUp.status).toBe(201);
    expect(await signUp.json()).toMatchObject({ uid: 'newcomer', isAnonymous: true, email: null });
    expect((await call('/api/toons', { ...createToon, token: 'anon:newcomer' })).status).toBe(201);
    expect(await storedKeys()).toEqual(['signups:10.0.0.1', 'writes:uid:newcomer']);
    expect(await database.db.selectFrom('users').select('uid').execute()).toEqual([{ uid: 'newcomer' }]);
  });

  it('answer 429 with Retry-After and the usual body once their own budget is spent, per address', async () => {
    const call = limitedApp(limits({ refusedPerMinute: 2 }));
    expect((await call('/api/toons', createToon)).status).toBe(401);
    expect((await call('/api/toons', { ...createToon, token: 'forged' })).status).toBe(401);
    advance(20_000);
    const refused = await call('/api/toons', createToon);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(await refused.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many requests without a valid sign-in: try again in 40 s.',
      },
    });
    expect((await call('/api/toons', { ...createToon, address: '10.0.0.2' })).status).toBe(401);
    advance(40_000);
    expect((await call('/api/toons', createToon)).status).toBe(401);
  });

  it('a verified token for someone else’s document spends the caller’s writes, not the address’s sign-ups', async () => {
    const call = limitedApp(limits({ writesPerMinute: 100, signupsPerHour: 1 }));
    for (let i = 0; i < 5; i++) {
      expect((await call('/api/users/victim', { ...putUser('victim'), token: 'anon:mallory' })).status).toBe(
        403,
      );
    }
    expect(await storedKeys()).toEqual(['writes:uid:mallory']);
    expect((await call('/api/users/victim', putUser('victim'))).status).toBe(201);
  });

  it('Firebase being unreachable (503) spends no budget: the client did nothing wrong', async () => {
    const call = limitedApp(limits({ writesPerMinute: 1, signupsPerHour: 1, refusedPerMinute: 1 }));
    for (let i = 0; i < 5; i++) {
      expect((await call('/api/users/x', { ...putUser('x'), token: 'unavailable' })).status).toBe(503);
    }
    expect(await storedKeys()).toEqual([]);
    expect((await call('/api/toons', createToon)).status).toBe(401);
  });
});

describe('the sign-up limit (own user documents per address)', () => {
  it('refuses more new accounts from one address, whatever their uids, and stores nothing', async () => {
    const call = limitedApp(limits({ writesPerMinute: 100, signupsPerHour: 2 }));
    expect((await call('/api/users/g1', putUser('g1'))).status).toBe(201);
    advance(10 * 60_000);
    expect((await call('/api/users/g2', putUser('g2'))).status).toBe(201);
    const refused = await call('/api/users/g3', putUser('g3'));
    expect(refused.status).toBe(429);
    // The hour began with the first sign-up: 50 minutes of it are left.
    expect(refused.headers.get('retry-after')).toBe('3000');
    expect(((await refused.json()) as { error: unknown }).error).toEqual({
      code: 'rate_limited',
      message: 'Too many accounts set up from your network: try again in 3000 s.',
    });
    expect(await database.db.selectFrom('users').select('uid').where('uid', '=', 'g3').execute()).toEqual([]);

    expect((await call('/api/users/g3', putUser('g3', '10.0.0.2'))).status).toBe(201);
    // Other writes from the limited address are not sign-ups and go on.
    expect((await call('/api/toons', { ...createToon, token: 'anon:g1' })).status).toBe(201);
    advance(50 * 60_000);
    expect((await call('/api/users/g4', putUser('g4'))).status).toBe(201);
  });

  it('spends nothing when an account writes its own document again: one account cannot use up its network’s sign-ups', async () => {
    const call = limitedApp(limits({ writesPerMinute: 1000, signupsPerHour: 2 }));
    expect((await call('/api/users/r1', putUser('r1'))).status).toBe(201);
    for (let again = 0; again < 60; again += 1) {
      expect((await call('/api/users/r1', putUser('r1'))).status).toBeLessThan(300);
    }
    expect((await call('/api/users/r2', putUser('r2'))).status).toBe(201);
  });

  it('is one budget for every app on the same database', async () => {
    const first = limitedApp(limits({ signupsPerHour: 2 }));
    const second = limitedApp(limits({ signupsPerHour: 2 }));
    expect((await first('/api/users/s1', putUser('s1'))).status).toBe(201);
    expect((await second('/api/users/s2', putUser('s2'))).status).toBe(201);
    expect((await first('/api/users/s3', putUser('s3'))).status).toBe(429);
    expect((await second('/api/users/s3', putUser('s3'))).status).toBe(429);
  });

  it('believes X-Forwarded-For only for the configured proxy hops', async () => {
    const spoofed = (uid: string, forwardedFor: string) => ({
      ...putUser(uid, '192.0.2.10'),
      headers: { 'x-forwarded-for': forwardedFor },
    });
    // No trusted proxy: a made-up X-Forwarded-For does not buy a fresh budget.
    const direct = limitedApp(limits({ signupsPerHour: 1 }));
    expect((await direct('/api/users/d1', spoofed('d1', '203.0.113.1'))).status).toBe(201);
    expect((await direct('/api/users/d2', spoofed('d2', '203.0.113.2'))).status).toBe(429);

    // One trusted proxy (the socket is the proxy): the address it appended is the client.
    const proxied = limitedApp(limits({ signupsPerHour: 1 }), 1);
    expect((await proxied('/api/users/p1', spoofed('p1', '203.0.113.1'))).status).toBe(201);
    expect((await proxied('/api/users/p2', spoofed('p2', '203.0.113.2'))).status).toBe(201);
    // What the client put in front of the proxy's entry changes nothing.
    expect((await proxied('/api/users/p3', spoofed('p3', '198.51.100.7, 203.0.113.2'))).status).toBe(429);
  });
});
