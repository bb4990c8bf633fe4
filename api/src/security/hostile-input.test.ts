// Property-based: random and hostile requests at every route of the built app (path parameters,
// query strings, headers, bodies) on a real database. Whatever comes in, the answer is never a
// 5xx, a refusal is JSON naming an error code and a reason, the app never throws, and nothing
// reaches Object.prototype. fast-check prints the seed and the smallest failing request.
import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import type { AppEnv } from '../http/env.js';
import { silentLogger } from '../logger.js';
import { fakeVerifier } from '../testing/fake-verifier.js';
import { type GameFixture, startGameFixture } from '../testing/game-fixture.js';
import {
  HOSTILE_STRINGS,
  hostileRequest,
  type RequestPlan,
  type RouteShape,
} from '../testing/hostile-requests.js';
import { testShop } from '../testing/shop-fixture.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

/** Small, so bodies over the limit are cheap to make; the default is 100 KB. */
const BODY_LIMIT = 4 * 1024;
const CLOCK = new Date('2026-01-15T12:00:00.000Z');
/** Runs per route; with ~30 routes the whole file takes well under a minute on PGlite. */
const RUNS_PER_ROUTE = 40;

let database: TestDatabase;
let gameFixture: GameFixture;
let app: Hono<AppEnv>;
/** Real values per path parameter, so random requests also reach the code past the lookups. */
const known: Record<string, string[]> = {
  uid: ['alice', 'guest', 'mallory'],
  id: [],
  slug: ['free-trinket', 'badge-a', 'open-one', 'fall-2025'],
  folder: ['web', 'trinkets'],
  name: ['plush-cat.svg', 'keychain-gear.svg'],
};

beforeAll(async () => {
  database = await createTestDatabase();
  gameFixture = await startGameFixture(database, CLOCK.getTime());
  app = createApp({
    config: { bodyLimitBytes: BODY_LIMIT, corsOrigins: ['http://localhost:3000'] },
    database,
    verifier: fakeVerifier,
    logger: silentLogger,
    now: () => CLOCK,
    shop: testShop,
    game: gameFixture.game,
  });
  for (const [token, body] of [
    ['user:alice', { email: 'alice@example.test', isAnonymous: false }],
    ['anon:guest', { email: null, isAnonymous: true }],
  ] as const) {
    const uid = token.split(':')[1];
    await app.request(`/api/users/${uid}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const toon = await app.request('/api/toons', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Fuzzy Dog' }),
    });
    known.id?.push(((await toon.json()) as { id: string }).id);
  }
}, 60_000);

afterAll(async () => {
  await gameFixture?.close();
  await database?.destroy();
});

function routesOf(built: Hono<AppEnv>): RouteShape[] {
  const seen = new Map<string, RouteShape>();
  for (const { method, path } of built.routes) {
    if (method !== 'ALL') seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/** Statuses seen, by method: shows the requests got past the front door, not just bounced. */
const seen = new Map<string, number>();

async function expectHandled(plan: RequestPlan) {
  const response = await app.request(plan.url, plan.init);
  const key = `${plan.init.method} ${response.status}`;
  seen.set(key, (seen.get(key) ?? 0) + 1);
  const label = `${plan.init.method} ${plan.url}`;
  expect(response.status, label).toBeGreaterThanOrEqual(200);
  expect(response.status, label).toBeLessThan(500);
  const text = await response.text();
  if (response.status >= 400 && plan.init.method !== 'HEAD') {
    expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
    const { error } = JSON.parse(text) as { error: { code: unknown; message: unknown } };
    expect(error.code, label).toMatch(/^[a-z_]+$/);
    expect(error.message, label).toMatch(/\w/);
  }
  expect(Object.getOwnPropertyNames(Object.prototype), 'Object.prototype').not.toContain('polluted');
}

describe('hostile input at every route', () => {
  it('knows the routes (the property below runs for each)', () => {
    expect(routesOf(app).length).toBeGreaterThan(25);
  });

  // Built here (not in beforeAll) so vitest can name one test per route.
  const routeList = routesOf(
    createApp({
      config: { bodyLimitBytes: BODY_LIMIT, corsOrigins: [] },
      database: { kind: 'pglite', db: undefined as never },
      verifier: fakeVerifier,
      logger: silentLogger,
      game: {
        service: undefined as never,
        database: undefined as never,
        renditionBaseUrl: '',
        populationSampleIntervalMs: 1,
        now: Date.now,
      },
    }),
  );

  it.each(routeList.map((route) => ({ ...route, name: `${route.method} ${route.path}` })))(
    '$name: never a 5xx, always a reason',
    async (route) => {
      for (const mode of ['hostile', 'well-formed'] as const) {
        await fc.assert(fc.asyncProperty(hostileRequest(route, known, BODY_LIMIT, mode), expectHandled), {
          numRuns: RUNS_PER_ROUTE,
        });
      }
    },
    60_000,
  );

  it('odd methods and made-up paths are 4xx too', async () => {
    const anyRoute = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
      path: fc
        .array(fc.oneof(fc.constantFrom(...HOSTILE_STRINGS, 'api', 'toons', 'users'), fc.string()), {
          maxLength: 5,
        })
        .map((parts) => `/${parts.map(encodeURIComponent).join('/')}`),
    });
    await fc.assert(
      fc.asyncProperty(
        anyRoute.chain((route) => hostileRequest(route, known, BODY_LIMIT)),
        expectHandled,
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it('got past the front door: writes were accepted and refused for their content, not just bounced', () => {
    const count = (pattern: RegExp) =>
      [...seen].filter(([key]) => pattern.test(key)).reduce((sum, [, n]) => sum + n, 0);
    expect(count(/^(POST|PUT) 20\d$/), JSON.stringify([...seen])).toBeGreaterThan(0);
    expect(count(/^(POST|PUT) 400$/)).toBeGreaterThan(50);
    expect(count(/^(POST|PUT|DELETE|PATCH) 413$/)).toBeGreaterThan(0);
  });
});
