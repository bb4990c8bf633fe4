// Who may call what: every route of the built app, called by every kind of caller, with the REAL
// token verifier against the Firebase Auth emulator (started by test/auth-emulator.global-setup.ts)
// and a real database. Only what should pass passes; every refusal is the exact status and error
// code, and leaves the database as it was. A route missing from MATRIX fails the first test, so a
// new route cannot skip this.
// Tokens with a bad signature are refused here as firebase-admin refuses them before asking the
// emulator anything; that unsigned tokens are refused outside emulator mode is in
// firebase-verifier.test.ts (this file cannot switch modes: firebase-admin reads process.env).
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../app.js';
import { createFirebaseVerifier } from '../auth/firebase-verifier.js';
import type { AppEnv } from '../http/env.js';
import { silentLogger } from '../logger.js';
import { moderatorAuth, setModerator } from '../moderation/moderator-claims.js';
import {
  type EmulatorAccount,
  emulatorSignIn,
  emulatorSignUp,
  waitForAuthEmulator,
} from '../testing/auth-emulator-client.js';
import { snapshotDatabase } from '../testing/database-snapshot.js';
import { type GameFixture, startGameFixture } from '../testing/game-fixture.js';
import { firebaseClaims, forgedRs256Token, unsignedToken } from '../testing/jwt.js';
import { type RemoteOriginsFixture, startRemoteOrigins } from '../testing/remote-origins-fixture.js';
import { testShop } from '../testing/shop-fixture.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

const PROJECT_ID = 'demo-trinket';
const CLOCK = new Date('2026-01-15T12:00:00.000Z');
const emulatorHost = inject('authEmulatorHost');

/**
 * public: tokens are ignored. identified: public, but a token that is sent must be valid.
 * signed-in: any verified caller, anonymous included. registered: not anonymous.
 * self / owner: only the user named in the path / the owner of the toon in the path.
 * moderator: only a caller whose ID token carries the moderator claim (granted with the
 * `npm run moderator` code, moderation/moderator-claims.ts); elsewhere a moderator is just
 * another registered user.
 * operator: a moderator, or a caller holding RELEASE_TOKEN (deploy pipelines, `npm run release`);
 * to every other route that token is just a bearer string that is no ID token.
 */
type Access =
  | 'public'
  | 'identified'
  | 'signed-in'
  | 'registered'
  | 'self'
  | 'owner'
  | 'moderator'
  | 'operator';

const RELEASE_TOKEN = 'matrix-release-token-0123456789abcdefghij';

const BAD_TOKENS = ['expired token', 'forged signature', 'wrong project', 'garbage token'] as const;
const CALLERS = [
  'no token',
  ...BAD_TOKENS,
  'another user',
  'anonymous user',
  'owner',
  'moderator',
  'release token',
] as const;
type Caller = (typeof CALLERS)[number];

interface Fixture {
  owner: EmulatorAccount;
  other: EmulatorAccount;
  anonymous: EmulatorAccount;
  publicToonId: string;
  privateToonId: string;
  /** A fresh toon of the owner's, for requests that change or delete it. */
  freshToon(): Promise<string>;
  /** A fresh public toon of the owner's, written to the database (the api caps toons per account). */
  rankedToon(hidden?: boolean): Promise<string>;
  /** A fresh account's uid (a user row only), shown or hidden from Top Toons. */
  account(hidden: boolean): Promise<string>;
  /** An open report of a fresh toon of the owner's. */
  openReport(): Promise<string>;
  /** Remotes' published files: each call of `freshVersion` publishes a new version of arcade. */
  remotes: RemoteOriginsFixture;
  freshVersion(): { version: string; manifestUrl: string };
  /** tools with a version live and one before it (to roll back to), or with a canary running. */
  toolsChannel(withCanary: boolean): Promise<void>;
}

interface Scenario {
  label?: string;
  access: Access;
  request(fixture: Fixture): Promise<{ path: string; body?: unknown }> | { path: string; body?: unknown };
  /** The status when the caller may. */
  ok: number;
  /** The error code of the 403 for a verified caller who may not. */
  refused?: string;
  /** More about an allowed answer: whose data it is. */
  check?(body: unknown, caller: EmulatorAccount): void;
}

const get = (path: string) => () => ({ path });
const publicGet = (path: string): Scenario[] => [{ access: 'public', ok: 200, request: get(path) }];
const belongsToCaller = (body: unknown, caller: EmulatorAccount) =>
  expect(body).toMatchObject({ user: caller.uid });

let linkedToons = 0;
const moderatorGet = (path: string): Scenario[] => [
  { access: 'moderator', ok: 200, refused: 'moderator_only', request: get(path) },
];
const moderatorWrite = (path: (fixture: Fixture) => Promise<string>): Scenario[] => [
  {
    access: 'moderator',
    ok: 204,
    refused: 'moderator_only',
    request: async (fixture) => ({ path: await path(fixture), body: { reason: 'Matrix moderation' } }),
  },
];

const operatorSwitch = (
  ok: number,
  request: (fixture: Fixture) => Promise<{ path: string; body: unknown }> | { path: string; body: unknown },
): Scenario[] => [{ access: 'operator', ok, refused: 'operator_only', request }];

const MATRIX: Record<string, Scenario[]> = {
  'GET /api/health': publicGet('/api/health'),
  'GET /api/me': [
    {
      access: 'signed-in',
      ok: 200,
      request: get('/api/me'),
      check: (body, caller) => expect(body).toMatchObject({ uid: caller.uid, email: caller.email }),
    },
  ],
  'PUT /api/users/:uid': [
    {
      access: 'self',
      ok: 200,
      refused: 'forbidden',
      request: ({ owner }) => ({
        path: `/api/users/${owner.uid}`,
        body: { email: owner.email, isAnonymous: false },
      }),
    },
  ],
  'GET /api/users/:uid': [
    {
      access: 'self',
      ok: 200,
      refused: 'forbidden',
      request: ({ owner }) => ({ path: `/api/users/${owner.uid}` }),
      check: (body, caller) => expect(body).toMatchObject({ uid: caller.uid }),
    },
  ],
  'GET /api/toons': [
    {
      access: 'signed-in',
      ok: 200,
      request: get('/api/toons'),
      check: (body, caller) => {
        const { toons } = body as { toons: { user: string }[] };
        for (const toon of toons) expect(toon.user).toBe(caller.uid);
      },
    },
  ],
  'POST /api/toons': [
    {
      access: 'signed-in',
      ok: 201,
      request: () => ({ path: '/api/toons', body: { name: 'Matrix Toon' } }),
      check: belongsToCaller,
    },
  ],
  'GET /api/toons/:id': [
    {
      label: 'a public toon',
      access: 'identified',
      ok: 200,
      request: ({ publicToonId }) => ({ path: `/api/toons/${publicToonId}` }),
    },
    {
      label: 'a private toon',
      access: 'owner',
      ok: 200,
      refused: 'forbidden',
      request: ({ privateToonId }) => ({ path: `/api/toons/${privateToonId}` }),
      check: belongsToCaller,
    },
  ],
  'PUT /api/toons/:id': [
    {
      access: 'owner',
      ok: 200,
      refused: 'forbidden',
      request: async ({ freshToon }) => ({
        path: `/api/toons/${await freshToon()}`,
        body: { name: 'Renamed' },
      }),
      check: belongsToCaller,
    },
  ],
  'DELETE /api/toons/:id': [
    {
      access: 'owner',
      ok: 204,
      refused: 'forbidden',
      request: async ({ freshToon }) => ({ path: `/api/toons/${await freshToon()}` }),
    },
  ],
  'POST /api/toons/:id/verifications': [
    {
      access: 'owner',
      ok: 200,
      refused: 'forbidden',
      request: async ({ freshToon }) => ({
        path: `/api/toons/${await freshToon()}/verifications`,
        body: { toonId: 'TTID-MATRIX' },
      }),
      check: belongsToCaller,
    },
  ],
  'POST /api/toons/links': [
    {
      access: 'signed-in',
      ok: 201,
      // A new game toon each time: the caller's toon for it is created.
      request: () => ({
        path: '/api/toons/links',
        body: { name: 'Matrix Link', update: null, report: { toonId: `TTID-LINK-${++linkedToons}` } },
      }),
      check: (body, caller) => expect(body).toMatchObject({ toon: { user: caller.uid }, created: true }),
    },
  ],
  'POST /api/arcade/sessions': [
    {
      access: 'registered',
      ok: 201,
      refused: 'registered_only',
      request: () => ({ path: '/api/arcade/sessions', body: { game: 'toons-up' } }),
    },
  ],
  'POST /api/arcade/sessions/:seed/moves': [
    {
      // A move needs a board of the caller's (routes/arcade-abuse.test.ts): here a registered
      // caller gets past the account check to the board's.
      label: 'a board never handed out',
      access: 'registered',
      ok: 404,
      refused: 'registered_only',
      request: () => ({ path: '/api/arcade/sessions/12/moves', body: { action: 'open', index: 0 } }),
    },
  ],
  'POST /api/arcade/awards': [
    {
      // A paid claim needs a seed of the caller's and real time to play it (routes/arcade.test.ts):
      // here a registered caller gets past the account check to the seed's.
      label: 'a seed never handed out',
      access: 'registered',
      ok: 404,
      refused: 'registered_only',
      request: () => ({
        path: '/api/arcade/awards',
        body: { game: 'toons-up', seed: 12, score: 260, inputs: [] },
      }),
    },
  ],
  'GET /api/arcade/records': [
    { access: 'registered', ok: 200, refused: 'registered_only', request: get('/api/arcade/records') },
  ],
  'GET /api/top-toons': publicGet('/api/top-toons?category=species'),
  'POST /api/top-toons/:id/reports': [
    {
      access: 'registered',
      ok: 201,
      refused: 'account_required',
      request: async ({ rankedToon }) => ({
        path: `/api/top-toons/${await rankedToon()}/reports`,
        body: { reason: 'Matrix report' },
      }),
    },
  ],
  'GET /api/moderation/reports': moderatorGet('/api/moderation/reports'),
  'GET /api/moderation/hidden': moderatorGet('/api/moderation/hidden'),
  'GET /api/moderation/log': moderatorGet('/api/moderation/log'),
  'POST /api/moderation/reports/:id/dismiss': moderatorWrite(
    async ({ openReport }) => `/api/moderation/reports/${await openReport()}/dismiss`,
  ),
  'POST /api/moderation/toons/:id/hide': moderatorWrite(
    async ({ rankedToon }) => `/api/moderation/toons/${await rankedToon()}/hide`,
  ),
  'POST /api/moderation/toons/:id/unhide': moderatorWrite(
    async ({ rankedToon }) => `/api/moderation/toons/${await rankedToon(true)}/unhide`,
  ),
  'POST /api/moderation/accounts/:uid/hide': moderatorWrite(
    async ({ account }) => `/api/moderation/accounts/${await account(false)}/hide`,
  ),
  'POST /api/moderation/accounts/:uid/unhide': moderatorWrite(
    async ({ account }) => `/api/moderation/accounts/${await account(true)}/unhide`,
  ),
  // Open to signed-out visitors (their games break the same limits); a token sent must be valid.
  'POST /api/toonlink/refusals': [
    {
      access: 'identified',
      ok: 200,
      request: () => ({
        path: '/api/toonlink/refusals',
        body: { refusals: [{ path: ['golf', 'Foo'], value: 1 }] },
      }),
      check: (body) => expect(body).toEqual({ confirmed: 1 }),
    },
  ],
  // Browsers' reports (issue 34): never signed in (sendBeacon sends no token), so any token is ignored.
  'POST /api/telemetry': [
    {
      access: 'public',
      ok: 202,
      request: () => ({
        path: '/api/telemetry',
        body: {
          events: [{ kind: 'load', remote: 'arcade', version: 'build', outcome: 'ok', durationMs: 10 }],
        },
      }),
      check: (body) => expect(body).toEqual({ counted: 1, dropped: 0 }),
    },
  ],
  'GET /api/releases/live': publicGet('/api/releases/live'),
  // Each remote's versions, figures and history (issue 34): for operators, as the switches are.
  'GET /api/releases/status': [
    {
      access: 'operator',
      ok: 200,
      refused: 'operator_only',
      request: get('/api/releases/status'),
      check: (body) => expect(body).toMatchObject({ windowMinutes: 60, remotes: expect.any(Array) }),
    },
  ],
  'POST /api/releases/:remote/versions': operatorSwitch(201, ({ freshVersion }) => ({
    path: '/api/releases/arcade/versions',
    body: freshVersion(),
  })),
  'POST /api/releases/:remote/promote': operatorSwitch(200, ({ freshVersion }) => ({
    path: '/api/releases/arcade/promote',
    body: freshVersion(),
  })),
  'POST /api/releases/:remote/canary': operatorSwitch(200, ({ freshVersion }) => ({
    path: '/api/releases/arcade/canary',
    body: { ...freshVersion(), percent: 20 },
  })),
  'POST /api/releases/:remote/rollback': operatorSwitch(200, async ({ toolsChannel }) => {
    await toolsChannel(false);
    return { path: '/api/releases/tools/rollback', body: { reason: 'Matrix rollback' } };
  }),
  'POST /api/releases/:remote/canary/end': operatorSwitch(200, async ({ toolsChannel }) => {
    await toolsChannel(true);
    return { path: '/api/releases/tools/canary/end', body: {} };
  }),
  'GET /api/makeship': publicGet('/api/makeship'),
  'GET /api/store': publicGet('/api/store'),
  'GET /api/store/purchases': [{ access: 'signed-in', ok: 200, request: get('/api/store/purchases') }],
  'GET /api/store/:slug': publicGet('/api/store/free-trinket'),
  'POST /api/store/:slug/purchases': [
    {
      access: 'registered',
      ok: 201,
      refused: 'account_required',
      request: get('/api/store/free-trinket/purchases'),
    },
  ],
  'GET /api/trinkets': [{ access: 'identified', ok: 200, request: get('/api/trinkets') }],
  'GET /api/giveaways': [{ access: 'identified', ok: 200, request: get('/api/giveaways') }],
  'POST /api/giveaways/:slug/entries': [
    {
      access: 'registered',
      ok: 201,
      refused: 'account_required',
      request: get('/api/giveaways/open-one/entries'),
    },
  ],
  'GET /api/promotions': publicGet('/api/promotions'),
  'GET /api/files/:folder/:name': publicGet('/api/files/web/plush-cat.svg'),
  'GET /api/game/population': publicGet('/api/game/population'),
  'GET /api/game/invasions': publicGet('/api/game/invasions'),
  'GET /api/game/fieldoffices': publicGet('/api/game/fieldoffices'),
  'GET /api/game/doodles': publicGet('/api/game/doodles'),
  'GET /api/game/sillymeter': publicGet('/api/game/sillymeter'),
  'GET /api/game/cavalcade': publicGet('/api/game/cavalcade'),
  'GET /api/game/status': publicGet('/api/game/status'),
  'GET /api/game/news': publicGet('/api/game/news'),
  'GET /api/game/news/latest': publicGet('/api/game/news/latest'),
  'GET /api/game/news/:id': publicGet('/api/game/news/1'),
  'GET /api/game/release-notes': publicGet('/api/game/release-notes'),
  'GET /api/game/release-notes/:id': publicGet('/api/game/release-notes/1'),
  'GET /api/game/population/history': publicGet('/api/game/population/history?hours=24'),
  'GET /api/game/settings': publicGet('/api/game/settings'),
};

interface Outcome {
  status: number;
  code?: string;
}

function expectedOutcome(scenario: Scenario, caller: Caller): Outcome {
  const allowed = { status: scenario.ok };
  if (scenario.access === 'public') return allowed;
  if (caller === 'release token') {
    return scenario.access === 'operator' ? allowed : { status: 401, code: 'invalid_token' };
  }
  if ((BAD_TOKENS as readonly string[]).includes(caller)) return { status: 401, code: 'invalid_token' };
  if (scenario.access === 'identified') return allowed;
  if (caller === 'no token') return { status: 401, code: 'unauthenticated' };
  if (scenario.access === 'moderator' || scenario.access === 'operator') {
    return caller === 'moderator' ? allowed : { status: 403, code: scenario.refused ?? 'forbidden' };
  }
  if (scenario.access === 'signed-in' || caller === 'owner') return allowed;
  if (scenario.access === 'registered' && (caller === 'another user' || caller === 'moderator'))
    return allowed;
  return { status: 403, code: scenario.refused ?? 'forbidden' };
}

let database: TestDatabase;
let gameFixture: GameFixture;
let remotes: RemoteOriginsFixture;
let app: Hono<AppEnv>;
let fixture: Fixture;
let tokens: Record<Caller, string | null>;
let accounts: Partial<Record<Caller, EmulatorAccount>>;

function send(method: string, path: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return app.request(path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function expectStatus(response: Response, status: number) {
  if (response.status !== status)
    throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
}

beforeAll(async () => {
  [database] = await Promise.all([
    createTestDatabase(),
    // Generous: the emulator boots while the other test files run, slowly on a busy machine.
    waitForAuthEmulator(emulatorHost, inject('authEmulatorLog'), 150_000),
  ]);
  gameFixture = await startGameFixture(database, CLOCK.getTime());
  remotes = await startRemoteOrigins(['arcade', 'tools']);
  remotes.publish('arcade', null);
  remotes.publish('tools', null);
  app = createApp({
    config: {
      bodyLimitBytes: 100 * 1024,
      corsOrigins: [],
      releaseToken: RELEASE_TOKEN,
      remoteOrigins: remotes.origins,
    },
    database,
    verifier: createFirebaseVerifier({ projectId: PROJECT_ID, emulatorHost }),
    logger: silentLogger,
    now: () => CLOCK,
    shop: testShop,
    game: gameFixture.game,
  });

  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const moderatorEmail = `moderator-${stamp}@example.test`;
  const [owner, other, anonymous] = await Promise.all([
    emulatorSignUp(emulatorHost, { email: `owner-${stamp}@example.test`, password: 'gags-and-pies' }),
    emulatorSignUp(emulatorHost, { email: `other-${stamp}@example.test`, password: 'gags-and-pies' }),
    emulatorSignUp(emulatorHost),
    emulatorSignUp(emulatorHost, { email: moderatorEmail, password: 'gags-and-pies' }),
  ]);
  // Granted as `npm run moderator -- grant <email>` does, then signed in again for a token with it.
  await setModerator(moderatorAuth({ projectId: PROJECT_ID, emulatorHost }), moderatorEmail, true);
  const moderator = await emulatorSignIn(emulatorHost, moderatorEmail, 'gags-and-pies');
  // User documents, as the site creates them right after sign-up.
  for (const account of [owner, other, anonymous, moderator]) {
    const response = await send('PUT', `/api/users/${account.uid}`, account.idToken, {
      email: account.email,
      isAnonymous: account.email === null,
    });
    await expectStatus(response, 201);
  }
  const freshToon = async () => {
    const response = await send('POST', '/api/toons', owner.idToken, { name: 'Owned Toon' });
    await expectStatus(response, 201);
    return ((await response.json()) as { id: string }).id;
  };
  const publicToonId = await freshToon();
  const privateToonId = await freshToon();
  // Visibility is the server's to decide (no request can set it): set it directly.
  await database.db.updateTable('toons').set({ is_public: false }).where('id', '=', privateToonId).execute();
  let madeToons = 0;
  const rankedToon = async (hidden = false) => {
    const id = `matrix-toon-${stamp}-${++madeToons}`;
    await database.db
      .insertInto('toons')
      .values({
        id,
        user_uid: owner.uid,
        name: 'Ranked Toon',
        rod: 'Twig',
        created_at: CLOCK,
        last_edited_at: CLOCK,
        is_public: true,
        hidden_reason: hidden ? 'Matrix hide' : null,
      })
      .execute();
    return id;
  };
  let madeAccounts = 0;
  const account = async (hidden: boolean) => {
    const uid = `matrix-account-${stamp}-${++madeAccounts}`;
    await database.db
      .insertInto('users')
      .values({ uid, email: null, is_anonymous: false, hidden_reason: hidden ? 'Matrix hide' : null })
      .execute();
    return uid;
  };
  const openReport = async () => {
    const { id } = await database.db
      .insertInto('toon_reports')
      .values({
        toon_id: await rankedToon(),
        reporter_uid: other.uid,
        reason: 'Matrix report',
        created_at: CLOCK,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(id);
  };
  let versions = 0;
  const freshVersion = () => {
    const version = `1.0.${++versions}`;
    return { version, manifestUrl: remotes.publish('arcade', version) };
  };
  let toolsVersions = 0;
  const toolsChannel = async (withCanary: boolean) => {
    const [live, other] = [`2.0.${++toolsVersions}`, `2.0.${++toolsVersions}`];
    await database.db
      .insertInto('remote_releases')
      .values(
        [live, other].map((version) => ({
          remote: 'tools',
          version,
          manifest_url: remotes.manifestUrl('tools', version),
          contract_version: '^3.0.0',
          released_at: CLOCK,
        })),
      )
      .execute();
    const channel = withCanary
      ? { live_version: live, previous_live_version: null, canary_version: other, canary_percent: 10 }
      : {
          live_version: live,
          previous_live_version: other,
          has_previous: true,
          canary_version: null,
          canary_percent: null,
        };
    await database.db
      .insertInto('remote_channels')
      .values({ remote: 'tools', updated_at: CLOCK, ...channel })
      .onConflict((conflict) => conflict.column('remote').doUpdateSet({ updated_at: CLOCK, ...channel }))
      .execute();
  };
  fixture = {
    owner,
    other,
    anonymous,
    publicToonId,
    privateToonId,
    freshToon,
    rankedToon,
    account,
    openReport,
    remotes,
    freshVersion,
    toolsChannel,
  };

  const claimsOfOwner = { uid: owner.uid, email: owner.email ?? undefined, projectId: PROJECT_ID };
  tokens = {
    'no token': null,
    'expired token': unsignedToken(firebaseClaims({ ...claimsOfOwner, expiresIn: -60 })),
    'forged signature': forgedRs256Token(firebaseClaims(claimsOfOwner)),
    'wrong project': unsignedToken(firebaseClaims({ ...claimsOfOwner, projectId: 'demo-other' })),
    'garbage token': 'not.a.jwt',
    'another user': other.idToken,
    'anonymous user': anonymous.idToken,
    owner: owner.idToken,
    moderator: moderator.idToken,
    'release token': RELEASE_TOKEN,
  };
  accounts = { 'another user': other, 'anonymous user': anonymous, owner, moderator };
}, 180_000);

afterAll(async () => {
  await gameFixture?.close();
  await remotes?.close();
  await database?.destroy();
});

describe('the authorization matrix', () => {
  it('covers every route of the app, and only those', () => {
    const built = createApp({
      config: { bodyLimitBytes: 1024, corsOrigins: [] },
      database,
      verifier: async () => {
        throw new Error('not called');
      },
      logger: silentLogger,
      game: gameFixture.game,
    });
    // "ALL" entries are middleware (they take `next`); a catch-all route would fail here.
    for (const route of built.routes.filter((entry) => entry.method === 'ALL')) {
      expect(route.handler.length, `${route.path} looks like a route, not middleware`).toBe(2);
    }
    const routes = new Set(
      built.routes.filter((entry) => entry.method !== 'ALL').map((entry) => `${entry.method} ${entry.path}`),
    );
    expect([...routes].sort()).toEqual(Object.keys(MATRIX).sort());
  });

  const cases = Object.entries(MATRIX).flatMap(([route, scenarios]) =>
    scenarios.flatMap((scenario) =>
      CALLERS.map((caller) => {
        const expected = expectedOutcome(scenario, caller);
        const name = `${route}${scenario.label ? ` (${scenario.label})` : ''} as ${caller} → ${expected.status}`;
        return { name, route, scenario, caller, expected };
      }),
    ),
  );

  it.each(cases)('$name', async ({ route, scenario, caller, expected }) => {
    const method = route.split(' ')[0] ?? 'GET';
    const { path, body } = await scenario.request(fixture);
    const before = expected.status >= 400 ? await snapshotDatabase(database.db) : null;
    const response = await send(method, path, tokens[caller], body);
    const text = await response.text();
    expect(response.status, text).toBe(expected.status);

    if (expected.code) {
      const { error } = JSON.parse(text);
      expect(error.code).toBe(expected.code);
      expect(error.message).toMatch(/\w/);
      if (caller === 'expired token') expect(error.message).toMatch(/expired/);
      if (expected.status === 401) expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    if (before) expect(await snapshotDatabase(database.db)).toEqual(before);
    const account = accounts[caller];
    if (!expected.code && scenario.check && account) scenario.check(JSON.parse(text), account);
  });
});
