// Remote releases through the api: record, promote, roll back and canary, every refusal of the
// checks with its reason (and nothing switched), who may switch, and what readers of
// GET /api/releases/live see while switches run.
import { contractVersion } from 'shared-contracts';
import { LiveReleasesSchema } from 'shared-contracts/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jsonRequest } from '../testing/json-request.js';
import {
  type RemoteOriginsFixture,
  startRemoteOrigins,
  surfaceOf,
} from '../testing/remote-origins-fixture.js';
import { createTestApp } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

const RELEASE_TOKEN = 'release-token-for-tests-0123456789abcdef';
const OPERATOR = 'mod:operator';

let database: TestDatabase;
let remotes: RemoteOriginsFixture;
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  [database, remotes] = await Promise.all([createTestDatabase(), startRemoteOrigins(['arcade', 'tools'])]);
  ({ app } = createTestApp(database, {
    releaseToken: RELEASE_TOKEN,
    remoteOrigins: remotes.origins,
    releaseFetchTimeoutMs: 300,
  }));
});
afterAll(async () => {
  await remotes?.close();
  await database?.destroy();
});

beforeEach(async () => {
  remotes.delay(0);
  const { db } = database;
  await db.deleteFrom('remote_release_events').execute();
  await db.deleteFrom('remote_channels').execute();
  await db.deleteFrom('remote_releases').execute();
  // Both remotes' built dist/ as served today; arcade 1.0.0 and 1.1.0 published.
  remotes.publish('arcade', null);
  remotes.publish('tools', null, { paths: ['/tools', '/tools/cog-radar'] });
  remotes.publish('arcade', '1.0.0');
  remotes.publish('arcade', '1.1.0', { paths: ['/arcade', '/arcade/new-game'] });
});

const post = (path: string, body: unknown, token: string | null = OPERATOR) =>
  jsonRequest(app, 'POST', path, { token, body });

async function live() {
  const response = await app.request('/api/releases/live');
  expect(response.status).toBe(200);
  return LiveReleasesSchema.parse(await response.json());
}

async function refusal(response: Response) {
  const { error } = (await response.json()) as { error: { code: string; message: string } };
  return { status: response.status, code: error.code, message: error.message };
}

const channelRows = () => database.db.selectFrom('remote_channels').selectAll().execute();
const eventActions = async () =>
  (await database.db.selectFrom('remote_release_events').select('action').orderBy('id').execute()).map(
    (row) => row.action,
  );

describe('promote and roll back', () => {
  it('serves the built dist/ until a version is promoted, then that version, then the one before again', async () => {
    expect(await live()).toEqual({ remotes: {} });

    const registered = await post('/api/releases/arcade/versions', {
      version: '1.0.0',
      manifestUrl: remotes.manifestUrl('arcade', '1.0.0'),
    });
    expect(registered.status).toBe(201);
    expect(await live()).toEqual({ remotes: {} });

    const first = await post('/api/releases/arcade/promote', { version: '1.0.0' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      remote: 'arcade',
      live: { version: '1.0.0', manifestUrl: remotes.manifestUrl('arcade', '1.0.0') },
      canary: null,
      rollbackTo: 'dist',
    });
    // Promote with a manifest not yet recorded: recorded in passing.
    const second = await post('/api/releases/arcade/promote', {
      version: '1.1.0',
      manifestUrl: remotes.manifestUrl('arcade', '1.1.0'),
    });
    expect(await second.json()).toMatchObject({ live: { version: '1.1.0' }, rollbackTo: '1.0.0' });
    expect((await live()).remotes.arcade?.live?.version).toBe('1.1.0');

    const back = await post('/api/releases/arcade/rollback', { reason: 'the new game crashes' });
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ live: { version: '1.0.0' }, rollbackTo: 'dist' });
    expect((await live()).remotes.arcade?.live?.version).toBe('1.0.0');
    // One step further back: the built dist/, which 1.0.0 replaced.
    expect(await (await post('/api/releases/arcade/rollback', {})).json()).toMatchObject({
      live: null,
      rollbackTo: null,
    });
    expect(await live()).toEqual({ remotes: {} });

    expect(await refusal(await post('/api/releases/arcade/rollback', {}))).toMatchObject({
      status: 409,
      code: 'no_previous_version',
    });
    expect(await eventActions()).toEqual([
      'release',
      'promote',
      'release',
      'promote',
      'rollback',
      'rollback',
    ]);
  });

  it('rolls the first promoted version back to the built dist/', async () => {
    await post('/api/releases/arcade/promote', {
      version: '1.0.0',
      manifestUrl: remotes.manifestUrl('arcade', '1.0.0'),
    });
    const back = await post('/api/releases/arcade/rollback', {});
    expect(await back.json()).toEqual({ remote: 'arcade', live: null, canary: null, rollbackTo: null });
    expect(await live()).toEqual({ remotes: {} });
    expect(await refusal(await post('/api/releases/arcade/rollback', {}))).toMatchObject({
      status: 409,
      code: 'no_previous_version',
      message: expect.stringMatching(/built dist/),
    });
  });

  it('answers the live read with an ETag, and 304 while nothing changed', async () => {
    await post('/api/releases/arcade/promote', {
      version: '1.0.0',
      manifestUrl: remotes.manifestUrl('arcade', '1.0.0'),
    });
    const first = await app.request('/api/releases/live');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await app.request('/api/releases/live', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    await post('/api/releases/arcade/promote', {
      version: '1.1.0',
      manifestUrl: remotes.manifestUrl('arcade', '1.1.0'),
    });
    const changed = await app.request('/api/releases/live', { headers: { 'if-none-match': etag ?? '' } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('keeps a published version as it was: the same version from another manifest is refused', async () => {
    const manifestUrl = remotes.manifestUrl('arcade', '1.0.0');
    expect((await post('/api/releases/arcade/versions', { version: '1.0.0', manifestUrl })).status).toBe(201);
    expect((await post('/api/releases/arcade/versions', { version: '1.0.0', manifestUrl })).status).toBe(200);
    const other = await post('/api/releases/arcade/versions', {
      version: '1.0.0',
      manifestUrl: remotes.manifestUrl('arcade', '1.1.0'),
    });
    expect(await refusal(other)).toMatchObject({ status: 409, code: 'version_exists' });
    expect(await eventActions()).toEqual(['release']);
  });
});

describe('canary', () => {
  it('serves a canary to a share, ends it by hand, and ends it when it is promoted', async () => {
    await post('/api/releases/arcade/promote', {
      version: '1.0.0',
      manifestUrl: remotes.manifestUrl('arcade', '1.0.0'),
    });
    const started = await post('/api/releases/arcade/canary', {
      version: '1.1.0',
      percent: 50,
      manifestUrl: remotes.manifestUrl('arcade', '1.1.0'),
    });
    expect(started.status).toBe(200);
    expect((await live()).remotes.arcade).toEqual({
      live: { version: '1.0.0', manifestUrl: remotes.manifestUrl('arcade', '1.0.0') },
      canary: { version: '1.1.0', manifestUrl: remotes.manifestUrl('arcade', '1.1.0'), percent: 50 },
    });
    expect((await post('/api/releases/arcade/canary/end', { reason: 'seen enough' })).status).toBe(200);
    expect((await live()).remotes.arcade?.canary).toBeNull();
    expect(await refusal(await post('/api/releases/arcade/canary/end', {}))).toMatchObject({
      status: 409,
      code: 'no_canary',
    });

    await post('/api/releases/arcade/canary', { version: '1.1.0', percent: 10 });
    await post('/api/releases/arcade/promote', { version: '1.1.0' });
    expect((await live()).remotes.arcade).toMatchObject({ live: { version: '1.1.0' }, canary: null });
    expect(
      await refusal(await post('/api/releases/arcade/canary', { version: '1.1.0', percent: 5 })),
    ).toMatchObject({
      status: 409,
      code: 'already_live',
    });
  });

  it('takes a share of 1 to 99 whole percent only', async () => {
    for (const percent of [0, 100, 12.5, '50']) {
      const response = await post('/api/releases/arcade/canary', { version: '1.1.0', percent });
      expect(response.status, String(percent)).toBe(400);
    }
  });
});

describe('every refusal of promote names its reason and switches nothing', () => {
  const refusals: {
    name: string;
    setup?: () => void | Promise<void>;
    body: () => Record<string, unknown>;
    status: number;
    code: string;
    says: RegExp;
  }[] = [
    {
      name: 'a manifest outside the remote’s base URL (another host)',
      body: () => ({ version: '2.0.0', manifestUrl: 'http://169.254.169.254/latest/mf-manifest.json' }),
      status: 400,
      code: 'origin_not_allowed',
      says: /REMOTE_ORIGINS/,
    },
    {
      name: 'a manifest in another remote’s folder of the same origin',
      body: () => ({ version: '2.0.0', manifestUrl: remotes.manifestUrl('tools', null) }),
      status: 400,
      code: 'origin_not_allowed',
      says: /not under/,
    },
    {
      name: 'a manifest that is not there',
      body: () => ({ version: '2.0.0', manifestUrl: remotes.manifestUrl('arcade', '2.0.0') }),
      status: 422,
      code: 'manifest_unreachable',
      says: /HTTP 404/,
    },
    {
      name: 'a manifest that does not answer in time',
      setup: () => remotes.delay(1_000),
      body: () => ({ version: '1.1.0', manifestUrl: remotes.manifestUrl('arcade', '1.1.0') }),
      status: 422,
      code: 'manifest_unreachable',
      says: /no answer within 300 ms/,
    },
    {
      name: 'another remote’s manifest',
      setup: () => void remotes.publish('arcade', '2.0.0', { manifestName: 'tools' }),
      body: () => ({ version: '2.0.0', manifestUrl: remotes.manifestUrl('arcade', '2.0.0') }),
      status: 422,
      code: 'manifest_invalid',
      says: /manifest of "tools"/,
    },
    {
      name: 'a contract of another major',
      setup: () =>
        void remotes.publish('arcade', '2.0.0', {
          contract: `^${Number(contractVersion.split('.')[0]) + 1}.0.0`,
        }),
      body: () => ({ version: '2.0.0', manifestUrl: remotes.manifestUrl('arcade', '2.0.0') }),
      status: 422,
      code: 'contract_incompatible',
      says: new RegExp(`the site runs ${contractVersion.replaceAll('.', '\\.')}`),
    },
    {
      name: 'no routes.json beside the manifest',
      setup: () => void remotes.publish('arcade', '2.0.0', { routes: null }),
      body: () => ({ version: '2.0.0', manifestUrl: remotes.manifestUrl('arcade', '2.0.0') }),
      status: 422,
      code: 'routes_invalid',
      says: /routes\.json could not be read: HTTP 404/,
    },
    {
      name: 'a routes.json that does not fit the schema',
      setup: () =>
        void remotes.publish('arcade', '2.0.0', {
          routes: { ...surfaceOf('arcade', ['/arcade']), routes: [{ path: 'no-slash' }] },
        }),
      body: () => ({ version: '2.0.0', manifestUrl: remotes.manifestUrl('arcade', '2.0.0') }),
      status: 422,
      code: 'routes_invalid',
      says: /does not fit the surface schema/,
    },
    {
      name: 'a path another remote serves from its built dist/',
      setup: () => void remotes.publish('arcade', '2.0.0', { paths: ['/arcade', '/tools/cog-radar'] }),
      body: () => ({ version: '2.0.0', manifestUrl: remotes.manifestUrl('arcade', '2.0.0') }),
      status: 409,
      code: 'path_conflict',
      says: /\/tools\/cog-radar \(served by "tools"\)/,
    },
    {
      name: 'a path another remote’s canary serves',
      setup: async () => {
        remotes.publish('tools', '3.0.0', { paths: ['/tools', '/arcade/leaderboard'] });
        const canary = await post('/api/releases/tools/canary', {
          version: '3.0.0',
          percent: 5,
          manifestUrl: remotes.manifestUrl('tools', '3.0.0'),
        });
        expect(canary.status).toBe(200);
        remotes.publish('arcade', '2.0.0', { paths: ['/arcade', '/arcade/leaderboard'] });
      },
      body: () => ({ version: '2.0.0', manifestUrl: remotes.manifestUrl('arcade', '2.0.0') }),
      status: 409,
      code: 'path_conflict',
      says: /\/arcade\/leaderboard \(served by "tools"\)/,
    },
    {
      name: 'a version never published, without its manifest',
      body: () => ({ version: '9.9.9' }),
      status: 404,
      code: 'unknown_version',
      says: /no released version 9\.9\.9/,
    },
  ];

  it.each(refusals)('$name → $status $code', async ({ setup, body, status, code, says }) => {
    await post('/api/releases/arcade/promote', {
      version: '1.0.0',
      manifestUrl: remotes.manifestUrl('arcade', '1.0.0'),
    });
    await setup?.();
    const before = { live: await live(), channels: await channelRows() };

    const response = await post('/api/releases/arcade/promote', body());
    const answer = await refusal(response);
    expect(answer).toMatchObject({ status, code });
    expect(answer.message).toMatch(says);
    expect(await live()).toEqual(before.live);
    expect(await channelRows()).toEqual(before.channels);
    // A canary is checked the same way.
    const canary = await post('/api/releases/arcade/canary', { ...body(), percent: 10 });
    expect(await refusal(canary)).toMatchObject({ status, code });
  });

  it('refuses a remote REMOTE_ORIGINS does not list, and a version that is not semver', async () => {
    expect(await refusal(await post('/api/releases/garden/promote', { version: '1.0.0' }))).toMatchObject({
      status: 404,
      code: 'unknown_remote',
    });
    const loose = await post('/api/releases/arcade/promote', { version: '../1.0.0' });
    expect(loose.status).toBe(400);
  });
});

describe('who may switch', () => {
  const promote = (token: string | null) =>
    post(
      '/api/releases/arcade/promote',
      { version: '1.0.0', manifestUrl: remotes.manifestUrl('arcade', '1.0.0') },
      token,
    );

  it('takes RELEASE_TOKEN and a moderator, and refuses everyone else before reading the request', async () => {
    expect((await promote(RELEASE_TOKEN)).status).toBe(200);
    const [event] = await database.db
      .selectFrom('remote_release_events')
      .select('actor')
      .where('action', '=', 'promote')
      .execute();
    expect(event?.actor).toBe('token');

    expect(await refusal(await promote(null))).toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(await refusal(await promote(`${RELEASE_TOKEN}x`))).toMatchObject({
      status: 401,
      code: 'invalid_token',
    });
    expect(await refusal(await promote('user:player'))).toMatchObject({ status: 403, code: 'operator_only' });
    // Refused before its body is read: a non-operator learns nothing of the remotes or the checks.
    const probe = await post('/api/releases/garden/promote', 'not json', 'user:player');
    expect(await refusal(probe)).toMatchObject({ status: 403, code: 'operator_only' });
  });

  it('without RELEASE_TOKEN configured, no bearer string is one', async () => {
    const { app: tokenless } = createTestApp(database, { remoteOrigins: remotes.origins });
    const response = await jsonRequest(tokenless, 'POST', '/api/releases/arcade/rollback', {
      token: RELEASE_TOKEN,
      body: {},
    });
    expect(await refusal(response)).toMatchObject({ status: 401, code: 'invalid_token' });
  });
});

describe('the switch is atomic', () => {
  it('never shows a reader half a switch while promotes, canaries and rollbacks run', async () => {
    for (const version of ['1.0.0', '1.1.0']) {
      await post('/api/releases/arcade/versions', {
        version,
        manifestUrl: remotes.manifestUrl('arcade', version),
      });
    }
    expect((await post('/api/releases/arcade/promote', { version: '1.0.0' })).status).toBe(200);
    const switches = [
      () => post('/api/releases/arcade/canary', { version: '1.1.0', percent: 30 }),
      // Promoting the canary ends it in the same transaction.
      () => post('/api/releases/arcade/promote', { version: '1.1.0' }),
      () => post('/api/releases/arcade/rollback', {}),
    ];
    let done = false;
    const seen = new Set<string>();
    const reader = async () => {
      while (!done) {
        // Lets the switches' own I/O run between reads (a cached read never leaves the microtask queue).
        await new Promise((resolve) => setImmediate(resolve));
        const channel = (await live()).remotes.arcade;
        if (!channel) continue;
        const { live: current, canary } = channel;
        for (const release of [current, canary]) {
          if (release) expect(release.manifestUrl).toBe(remotes.manifestUrl('arcade', release.version));
        }
        expect(canary?.version).not.toBe(current?.version);
        seen.add(JSON.stringify(channel));
      }
    };
    const readers = Array.from({ length: 4 }, reader);
    for (let round = 0; round < 5; round += 1) {
      for (const change of switches) expect((await change()).status).toBe(200);
    }
    done = true;
    await Promise.all(readers);
    // Only the states the switches leave behind, each whole.
    const states = [...seen].map((text) => JSON.parse(text));
    for (const state of states) {
      expect([
        { live: '1.0.0', canary: null },
        { live: '1.0.0', canary: '1.1.0' },
        { live: '1.1.0', canary: null },
      ]).toContainEqual({ live: state.live?.version, canary: state.canary?.version ?? null });
    }
  });
});
