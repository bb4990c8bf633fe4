// Rate limits through the whole app on a real database: 429 with Retry-After and the usual error
// body, a budget per verified user (else per client address), reads never limited, nothing written
// by a refused request.
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  await database.db.deleteFrom('toons').execute();
  await database.db.deleteFrom('users').execute();
});

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

function limitedApp(rateLimits: RateLimits, trustProxyHops = 0) {
  let clock = new Date('2026-01-15T12:00:00.000Z');
  const { app } = createTestApp(database, { rateLimits, trustProxyHops, now: () => clock });
  return {
    call: client(app),
    advance: (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    },
  };
}

const createToon = { method: 'POST', body: { name: 'Purple Dog' } };
const toonCount = async (uid: string) =>
  (await database.db.selectFrom('toons').select('id').where('user_uid', '=', uid).execute()).length;

describe('the write limit', () => {
  it('answers 429 with Retry-After after the limit, writes nothing, and refills with time', async () => {
    const { call, advance } = limitedApp({ writesPerMinute: 3, signupsPerHour: 0 });
    for (let i = 0; i < 3; i++) {
      expect((await call('/api/toons', { ...createToon, token: 'user:alice' })).status).toBe(201);
    }
    const refused = await call('/api/toons', { ...createToon, token: 'user:alice' });
    expect(refused.status).toBe(429);
    // 3 a minute: the next write is allowed 20 s later.
    expect(refused.headers.get('retry-after')).toBe('20');
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many changes in a short time: try again in 20 s.' },
    });
    expect(await toonCount('alice')).toBe(3);

    advance(20_000);
    expect((await call('/api/toons', { ...createToon, token: 'user:alice' })).status).toBe(201);
    expect(await toonCount('alice')).toBe(4);
  });

  it('gives each signed-in user a budget of their own, even from one address', async () => {
    const { call } = limitedApp({ writesPerMinute: 2, signupsPerHour: 0 });
    for (const token of ['user:alice', 'user:alice', 'anon:guest', 'user:bob', 'user:bob']) {
      expect((await call('/api/toons', { ...createToon, token })).status, token).toBe(201);
    }
    expect((await call('/api/toons', { ...createToon, token: 'user:alice' })).status).toBe(429);
    expect((await call('/api/toons', { ...createToon, token: 'anon:guest' })).status).toBe(201);
  });

  it('never limits reads', async () => {
    const { call } = limitedApp({ writesPerMinute: 1, signupsPerHour: 1 });
    await call('/api/toons', { ...createToon, token: 'user:alice' });
    expect((await call('/api/toons', { ...createToon, token: 'user:alice' })).status).toBe(429);
    for (let i = 0; i < 20; i++) {
      const response = await call('/api/toons', { token: 'user:alice' });
      expect(response.status).toBe(200);
    }
    expect((await call('/api/health', { method: 'HEAD' })).status).toBe(200);
  });

  it('keys callers without a usable token by address, before their 401', async () => {
    const { call } = limitedApp({ writesPerMinute: 2, signupsPerHour: 0 });
    for (const token of [undefined, 'forged']) {
      const response = await call('/api/toons', { ...createToon, ...(token ? { token } : {}) });
      expect(response.status).toBe(401);
    }
    expect((await call('/api/toons', createToon)).status).toBe(429);
    expect((await call('/api/toons', { ...createToon, address: '10.0.0.2' })).status).toBe(401);
    // A signed-in caller on the same address is not held back by those failures.
    expect((await call('/api/toons', { ...createToon, token: 'user:alice' })).status).toBe(201);
  });

  it('0 switches it off', async () => {
    const { call } = limitedApp({ writesPerMinute: 0, signupsPerHour: 0 });
    for (let i = 0; i < 30; i++) {
      expect((await call('/api/toons', { ...createToon, token: 'user:alice' })).status).toBe(201);
    }
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
        rateLimits: { writesPerMinute: 10, signupsPerHour: 10 },
      },
      database,
      verifier: counting,
      logger: silentLogger,
    });
    const response = await client(app)('/api/toons', { ...createToon, token: 'user:alice' });
    expect(response.status).toBe(201);
    expect(checks).toBe(1);
  });
});

describe('the sign-up limit (user documents per address)', () => {
  const putUser = (uid: string, address?: string) => ({
    method: 'PUT',
    token: `anon:${uid}`,
    body: { email: null, isAnonymous: true },
    ...(address ? { address } : {}),
  });

  it('refuses more new accounts from one address, whatever their uids, and stores nothing', async () => {
    const { call, advance } = limitedApp({ writesPerMinute: 100, signupsPerHour: 2 });
    expect((await call('/api/users/g1', putUser('g1'))).status).toBe(201);
    expect((await call('/api/users/g2', putUser('g2'))).status).toBe(201);
    const refused = await call('/api/users/g3', putUser('g3'));
    expect(refused.status).toBe(429);
    // 2 an hour: one every 30 minutes.
    expect(refused.headers.get('retry-after')).toBe('1800');
    expect(((await refused.json()) as { error: unknown }).error).toEqual({
      code: 'rate_limited',
      message: 'Too many accounts set up from your network: try again in 1800 s.',
    });
    expect(await database.db.selectFrom('users').select('uid').where('uid', '=', 'g3').execute()).toEqual([]);

    expect((await call('/api/users/g3', putUser('g3', '10.0.0.2'))).status).toBe(201);
    // Other writes from the limited address are not sign-ups and go on.
    expect((await call('/api/toons', { ...createToon, token: 'anon:g1' })).status).toBe(201);
    advance(30 * 60_000);
    expect((await call('/api/users/g4', putUser('g4'))).status).toBe(201);
  });

  it('believes X-Forwarded-For only for the configured proxy hops', async () => {
    const spoofed = (uid: string, forwardedFor: string) => ({
      ...putUser(uid, '192.0.2.10'),
      headers: { 'x-forwarded-for': forwardedFor },
    });
    // No trusted proxy: a made-up X-Forwarded-For does not buy a fresh budget.
    const direct = limitedApp({ writesPerMinute: 100, signupsPerHour: 1 });
    expect((await direct.call('/api/users/d1', spoofed('d1', '203.0.113.1'))).status).toBe(201);
    expect((await direct.call('/api/users/d2', spoofed('d2', '203.0.113.2'))).status).toBe(429);

    // One trusted proxy (the socket is the proxy): the address it appended is the client.
    const proxied = limitedApp({ writesPerMinute: 100, signupsPerHour: 1 }, 1);
    expect((await proxied.call('/api/users/p1', spoofed('p1', '203.0.113.1'))).status).toBe(201);
    expect((await proxied.call('/api/users/p2', spoofed('p2', '203.0.113.2'))).status).toBe(201);
    // What the client put in front of the proxy's entry changes nothing.
    expect((await proxied.call('/api/users/p3', spoofed('p3', '198.51.100.7, 203.0.113.2'))).status).toBe(
      429,
    );
  });
});
