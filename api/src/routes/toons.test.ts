import type { Toon } from 'shared-contracts/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { type ToonClient, toonClient } from '../testing/toon-requests.js';
import { MAX_TOONS_PER_USER } from '../toons/create-toon.js';

let database: TestDatabase;
let api: ToonClient;
beforeAll(async () => {
  database = await createTestDatabase();
  api = toonClient(database);
});
afterAll(() => database?.destroy());

type Json = Record<string, unknown>;
const body = async (response: Response) => (await response.json()) as Json;
const errorOf = async (response: Response) =>
  (await body(response)).error as { code: string; message: string; issues?: { path: string }[] };

async function storedRow(id: string) {
  return database.db.selectFrom('toons').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('POST /api/toons', () => {
  it('creates a public toon for a registered user, with the server’s fields', async () => {
    const response = await api.call('POST', '/api/toons', {
      token: 'user:ann',
      body: {
        name: '  Purple Dog  ',
        fish: { '0-0': { weight: 16 }, '2-1': { weight: 40.5 } },
        rewards: {
          sos: { Flippy: 2, Clerk: 1 },
          unites: { 'Gag-Up Squirt': 3 },
          remotes: { 'Damage Remote 2': 4 },
        },
      },
    });
    expect(response.status).toBe(201);
    const toon = await body(response);
    expect(response.headers.get('location')).toBe(`/api/toons/${toon.id}`);
    expect(toon).toMatchObject({
      user: 'ann',
      name: 'Purple Dog',
      rod: 'Twig',
      golf: {},
      racing: {},
      buckets: {},
      fish2: {},
      verified: {},
      toonId: null,
      verifiedAt: null,
      totalFishWeight: 56.5,
      totalSosCount: 3,
      totalUniteCount: 3,
      totalRemoteCount: 4,
      createdAt: '2025-01-01T00:00:00.000Z',
      lastEditedAt: '2025-01-01T00:00:00.000Z',
      isPublic: true,
      isLinked: false,
      isVerified: false,
    });
    expect(toon.rewards).toEqual({
      sos: { Flippy: 2, Clerk: 1 },
      unites: { 'Gag-Up Squirt': 3 },
      summons: {},
      pinkSlips: 0,
      remotes: { 'Damage Remote 2': 4 },
    });
    const row = await storedRow(String(toon.id));
    expect(row).toMatchObject({
      user_uid: 'ann',
      species_count: 2,
      total_fish_weight: 56.5,
      rewards_total: 10,
    });
  });

  it('keeps an anonymous user’s toon private', async () => {
    const toon = await api.create('anon:ghost');
    expect(toon.isPublic).toBe(false);
  });

  it('answers 401 without a token', async () => {
    const response = await api.call('POST', '/api/toons', { body: { name: 'Purple Dog' } });
    expect(response.status).toBe(401);
  });

  it.each([
    ['user', { user: 'someone-else' }],
    ['isPublic', { isPublic: true }],
    ['totalFishWeight', { totalFishWeight: 9999 }],
    ['verified', { verified: {} }],
    ['verifiedAt', { verifiedAt: '2025-01-01T00:00:00.000Z' }],
    ['createdAt', { createdAt: '2025-01-01T00:00:00.000Z' }],
    ['id', { id: 'mine' }],
  ])('refuses the server-owned field %s with 400', async (_field, extra) => {
    const response = await api.call('POST', '/api/toons', {
      token: 'user:ann',
      body: { name: 'Purple Dog', ...extra },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/Unrecognized key/);
  });

  it('answers 400 without a name', async () => {
    const response = await api.call('POST', '/api/toons', { token: 'user:ann', body: {} });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues?.map((issue) => issue.path)).toContain('body.name');
  });

  it(`caps a user at ${MAX_TOONS_PER_USER} toons with 409 and a reason`, async () => {
    for (let index = 0; index < MAX_TOONS_PER_USER; index += 1) await api.create('user:hoarder');
    const response = await api.call('POST', '/api/toons', {
      token: 'user:hoarder',
      body: { name: 'One More' },
    });
    expect(response.status).toBe(409);
    const error = await errorOf(response);
    expect(error.code).toBe('too_many_toons');
    expect(error.message).toMatch(/50 toons/);
  });

  it('creates the user document when the toon arrives first, and signup still works after', async () => {
    await api.create('user:early');
    const signup = await api.call('PUT', '/api/users/early', {
      token: 'user:early',
      body: { email: 'early@example.test', isAnonymous: false },
    });
    expect(signup.status).toBe(200);
    expect(await body(signup)).toMatchObject({ uid: 'early', email: 'early@example.test' });
  });
});

describe('GET /api/toons', () => {
  it('lists only the caller’s toons, oldest first', async () => {
    const first = await api.create('user:lister', { name: 'First One' });
    api.advance(1000);
    const second = await api.create('user:lister', { name: 'Second One' });
    await api.create('user:not-lister');
    const response = await api.call('GET', '/api/toons', { token: 'user:lister' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { toons } = (await response.json()) as { toons: Json[] };
    expect(toons.map((toon) => toon.id)).toEqual([first.id, second.id]);
    expect(toons.map((toon) => toon.name)).toEqual(['First One', 'Second One']);
  });

  it('answers an empty list to a user without toons and 401 without a token', async () => {
    expect(await body(await api.call('GET', '/api/toons', { token: 'user:nobody' }))).toEqual({ toons: [] });
    expect((await api.call('GET', '/api/toons')).status).toBe(401);
  });
});

describe('ownership of one toon', () => {
  let publicToon: Toon;
  let privateToon: Toon;
  beforeAll(async () => {
    publicToon = await api.create('user:owner', { name: 'Public One' });
    privateToon = await api.create('anon:owner-anon', { name: 'Private One' });
  });

  it.each([
    ['the owner', 'user:owner', 200],
    ['another user', 'user:intruder', 200],
    ['an anonymous user', 'anon:intruder', 200],
    ['no token', null, 200],
  ])('GET a public toon as %s → %i', async (_who, token, status) => {
    const response = await api.call('GET', `/api/toons/${publicToon.id}`, { token });
    expect(response.status).toBe(status);
    expect((await body(response)).name).toBe('Public One');
  });

  it.each([
    ['its owner', 'anon:owner-anon', 200],
    ['another user', 'user:intruder', 403],
    ['another anonymous user', 'anon:intruder', 403],
    ['no token', null, 401],
  ])('GET a private toon as %s → %i', async (_who, token, status) => {
    const response = await api.call('GET', `/api/toons/${privateToon.id}`, { token });
    expect(response.status).toBe(status);
    if (status !== 200) expect((await errorOf(response)).message).toMatch(/private/);
  });

  it.each([
    ['another user', 'user:intruder', 403],
    ['an anonymous user', 'anon:intruder', 403],
    ['no token', null, 401],
  ])('PUT, DELETE and verifications as %s → %i, and nothing changes', async (_who, token, status) => {
    for (const id of [publicToon.id, privateToon.id]) {
      const before = await storedRow(id);
      const put = await api.call('PUT', `/api/toons/${id}`, { token, body: { name: 'Taken Over' } });
      const verify = await api.call('POST', `/api/toons/${id}/verifications`, {
        token,
        body: { toonId: 'TTID-1' },
      });
      const remove = await api.call('DELETE', `/api/toons/${id}`, { token });
      expect([put.status, verify.status, remove.status]).toEqual([status, status, status]);
      expect(await storedRow(id)).toEqual(before);
    }
  });

  it('lets the owner update (including an anonymous owner)', async () => {
    const put = await api.call('PUT', `/api/toons/${privateToon.id}`, {
      token: 'anon:owner-anon',
      body: { rod: 'Gold' },
    });
    expect(put.status).toBe(200);
    expect(await body(put)).toMatchObject({ rod: 'Gold', name: 'Private One', isPublic: false });
  });

  it.each([
    ['GET', null],
    ['PUT', { name: 'Nobody' }],
    ['DELETE', undefined],
  ])('%s of an unknown toon → 404', async (method, payload) => {
    const response = await api.call(method, '/api/toons/no-such-toon', {
      token: 'user:owner',
      ...(payload ? { body: payload } : {}),
    });
    expect(response.status).toBe(404);
  });

  it('answers 404 for verifications of an unknown toon', async () => {
    const response = await api.call('POST', '/api/toons/no-such-toon/verifications', {
      token: 'user:owner',
      body: { toonId: 'TTID-1' },
    });
    expect(response.status).toBe(404);
  });

  it.each(['bad%20id', 'a.b', 'x'.repeat(129)])('answers 400 for the id %s', async (id) => {
    const response = await api.call('GET', `/api/toons/${id}`, { token: 'user:owner' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues?.map((issue) => issue.path)).toContain('params.id');
  });
});

describe('PUT /api/toons/:id', () => {
  let toon: Toon;
  beforeAll(async () => {
    toon = await api.create('user:editor', { name: 'Edit Me', fish: { '0-0': { weight: 20 } } });
  });

  it('writes nothing when the update changes nothing (lastEditedAt stays)', async () => {
    api.advance(60_000);
    const before = await storedRow(toon.id);
    const response = await api.call('PUT', `/api/toons/${toon.id}`, {
      token: 'user:editor',
      body: { name: 'Edit Me', rod: 'Twig', fish: { '0-0': { weight: 20 } }, golf: {} },
    });
    expect(response.status).toBe(200);
    const same = await body(response);
    expect(same.lastEditedAt).toBe(toon.lastEditedAt);
    expect(await storedRow(toon.id)).toEqual(before);
  });

  it('applies a change, stamps lastEditedAt with the server clock and recomputes totals', async () => {
    const now = api.advance(60_000);
    const response = await api.call('PUT', `/api/toons/${toon.id}`, {
      token: 'user:editor',
      body: {
        name: 'Edited',
        fish: { '0-0': { weight: 20 }, '4-2': { weight: 40.25 } },
        golf: { 'Courses Completed': 10 },
        rewards: {
          sos: { Flippy: 5 },
          pinkSlips: 2,
          summons: { Flunky: { single: true, building: true, invasion: false } },
        },
      },
    });
    expect(response.status).toBe(200);
    const edited = await body(response);
    expect(edited).toMatchObject({
      name: 'Edited',
      rod: 'Twig',
      createdAt: toon.createdAt,
      lastEditedAt: now.toISOString(),
      totalFishWeight: 60.25,
      totalSosCount: 5,
      totalUniteCount: 0,
    });
    expect(await storedRow(toon.id)).toMatchObject({
      species_count: 2,
      total_fish_weight: 60.25,
      golf_trophies: 2,
      rewards_total: 9,
    });
    const reread = await body(await api.call('GET', `/api/toons/${toon.id}`, { token: 'user:editor' }));
    expect(reread).toEqual(edited);
  });

  const counts = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`Stat ${i}`, 1]));
  it.each([
    ['an empty body', {}, 'body'],
    ['an empty name', { name: '' }, 'body.name'],
    ['a blank name', { name: '   ' }, 'body.name'],
    ['a name over 32 characters', { name: 'x'.repeat(33) }, 'body.name'],
    ['a name with a control character', { name: 'Bad\u0007Name' }, 'body.name'],
    ['a name that is not a string', { name: 42 }, 'body.name'],
    ['an unknown rod', { rod: 'Stick' }, 'body.rod'],
    ['a negative golf count', { golf: { 'Courses Completed': -1 } }, 'body.golf.Courses Completed'],
    ['a fractional racing count', { racing: { 'Total Wins': 1.5 } }, 'body.racing.Total Wins'],
    ['a negative bucket count', { buckets: { Estate: -1 } }, 'body.buckets.Estate'],
    ['a count over the maximum', { buckets: { Estate: 1_000_001 } }, 'body.buckets.Estate'],
    ['a negative SOS count', { rewards: { sos: { Flippy: -2 } } }, 'body.rewards.sos.Flippy'],
    ['negative pink slips', { rewards: { pinkSlips: -1 } }, 'body.rewards.pinkSlips'],
    [
      'a summons that is not a boolean',
      { rewards: { summons: { Flunky: { single: 1, building: false, invasion: false } } } },
      'body.rewards.summons.Flunky.single',
    ],
    ['a bad fish key', { fish: { '01-2': { weight: 1 } } }, 'body.fish.01-2'],
    ['a fish key that is not one', { fish: { tuna: { weight: 1 } } }, 'body.fish.tuna'],
    ['a negative fish weight', { fish: { '0-0': { weight: -1 } } }, 'body.fish.0-0.weight'],
    ['a fish over the heaviest weight', { fish: { '0-0': { weight: 321 } } }, 'body.fish.0-0.weight'],
    ['a bad catch date', { fish: { '0-0': { weight: 1, caughtAt: 'yesterday' } } }, 'body.fish.0-0.caughtAt'],
    ['an oversized golf map', { golf: counts(201) }, 'body.golf'],
    ['an oversized bucket map', { buckets: counts(201) }, 'body.buckets'],
    ['a reserved key', { golf: { constructor: 1 } }, 'body.golf.constructor'],
    ['a key over 64 characters', { golf: { ['k'.repeat(65)]: 1 } }, `body.golf.${'k'.repeat(65)}`],
    ['bad rendition DNA', { rendition: 'not hex!' }, 'body.rendition'],
    ['a bad game toon id', { toonId: 'has space' }, 'body.toonId'],
    ['an unknown key', { nickname: 'Dog' }, 'body'],
    ['a server-owned field', { lastEditedAt: '2030-01-01T00:00:00.000Z' }, 'body'],
    ['a total', { totalSosCount: 5 }, 'body'],
    ['isPublic', { isPublic: false }, 'body'],
  ])('answers 400 naming the field for %s', async (_label, payload, path) => {
    const before = await storedRow(toon.id);
    const response = await api.call('PUT', `/api/toons/${toon.id}`, { token: 'user:editor', body: payload });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('bad_request');
    expect(error.message.length).toBeGreaterThan(10);
    expect(error.issues?.map((issue) => issue.path)).toContain(path);
    expect(await storedRow(toon.id)).toEqual(before);
  });

  it('answers 400 for malformed JSON and 415 for a non-JSON body', async () => {
    const malformed = await api.call('PUT', `/api/toons/${toon.id}`, {
      token: 'user:editor',
      body: '{"name":',
    });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).code).toBe('invalid_json');
    const { app } = createTestApp(database);
    const form = await app.request(`/api/toons/${toon.id}`, {
      method: 'PUT',
      headers: { authorization: 'Bearer user:editor', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Dog',
    });
    expect(form.status).toBe(415);
  });
});

describe('DELETE /api/toons/:id', () => {
  it('deletes the owner’s unlinked toon', async () => {
    const toon = await api.create('user:deleter');
    const response = await api.call('DELETE', `/api/toons/${toon.id}`, { token: 'user:deleter' });
    expect(response.status).toBe(204);
    expect((await api.call('GET', `/api/toons/${toon.id}`, { token: 'user:deleter' })).status).toBe(404);
    expect((await api.call('DELETE', `/api/toons/${toon.id}`, { token: 'user:deleter' })).status).toBe(404);
  });

  it('deletes a toon that was linked once (a live link is refused by the browser that holds it)', async () => {
    const toon = await api.create('user:deleter', { toonId: 'TTID-LINKED' });
    const response = await api.call('DELETE', `/api/toons/${toon.id}`, { token: 'user:deleter' });
    expect(response.status).toBe(204);
    expect((await api.call('GET', `/api/toons/${toon.id}`, { token: 'user:deleter' })).status).toBe(404);
  });
});

describe('POST /api/toons/:id/verifications', () => {
  let toon: Toon;
  const verify = (report: unknown) =>
    api.call('POST', `/api/toons/${toon.id}/verifications`, { token: 'user:linker', body: report });
  beforeAll(async () => {
    toon = await api.create('user:linker');
  });

  it('first sight: links the toon, sets verifiedAt and all four fields of each stat', async () => {
    const now = api.advance(1000).toISOString();
    const response = await verify({
      toonId: 'TTID-ABCD',
      fish: { '0-0': 40 },
      stats: { 'golf:Courses Completed': 12 },
    });
    expect(response.status).toBe(200);
    const first = { firstVerifiedAt: now, verifiedAt: now };
    expect(await body(response)).toMatchObject({
      toonId: 'TTID-ABCD',
      isLinked: true,
      isVerified: true,
      verifiedAt: now,
      lastEditedAt: now,
      fish2: { '0-0': { ...first, originalValue: 40, value: 40 } },
      verified: { 'golf:Courses Completed': { ...first, originalValue: 12, value: 12 } },
      verified2: {},
    });
  });

  it('a larger value moves the record on; the toon keeps its first verifiedAt (spec §4)', async () => {
    const before = (await body(await api.call('GET', `/api/toons/${toon.id}`, { token: 'user:linker' })))
      .verifiedAt as string;
    const now = api.advance(1000).toISOString();
    const toonAfter = await body(
      await verify({ toonId: 'TTID-ABCD', stats: { 'golf:Courses Completed': 20 } }),
    );
    expect(toonAfter.verified).toEqual({
      'golf:Courses Completed': { firstVerifiedAt: before, verifiedAt: now, originalValue: 12, value: 20 },
    });
    expect(toonAfter.verifiedAt).toBe(before);
    expect(toonAfter.lastEditedAt).toBe(now);
    expect((await storedRow(toon.id)).verified_at?.toISOString()).toBe(before);
    expect((toonAfter.fish2 as Json)['0-0']).toMatchObject({ verifiedAt: before, value: 40 });
  });

  it('a smaller value, or the same report again, changes nothing and writes nothing', async () => {
    const before = await storedRow(toon.id);
    api.advance(1000);
    for (const report of [
      { toonId: 'TTID-ABCD', stats: { 'golf:Courses Completed': 5 }, fish: { '0-0': 16 } },
      { toonId: 'TTID-ABCD', stats: { 'golf:Courses Completed': 20 } },
      { toonId: 'TTID-ABCD' },
    ]) {
      const response = await verify(report);
      expect(response.status).toBe(200);
      expect((await body(response)).verifiedAt).toBe(before.verified_at?.toISOString());
    }
    expect(await storedRow(toon.id)).toEqual(before);
  });

  it('refuses a report for another game toon with 409', async () => {
    const response = await verify({ toonId: 'TTID-OTHER', stats: { 'golf:Courses Completed': 99 } });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toMatch(/TTID-ABCD/);
  });

  it.each([
    ['no toonId', { stats: {} }, 'body.toonId'],
    ['a client-claimed verifiedAt', { toonId: 'TTID-ABCD', verifiedAt: '2030-01-01T00:00:00.000Z' }, 'body'],
    [
      'a verified record instead of a number',
      { toonId: 'TTID-ABCD', stats: { 'golf:Wins': { value: 1 } } },
      'body.stats.golf:Wins',
    ],
    [
      'a negative stat',
      { toonId: 'TTID-ABCD', stats: { 'racing:Total Wins': -1 } },
      'body.stats.racing:Total Wins',
    ],
    ['a stat without a category', { toonId: 'TTID-ABCD', stats: { Wins: 1 } }, 'body.stats.Wins'],
    ['a bad fish key', { toonId: 'TTID-ABCD', fish: { '1': 1 } }, 'body.fish.1'],
  ])('answers 400 for %s', async (_label, report, path) => {
    const response = await verify(report);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues?.map((issue) => issue.path)).toContain(path);
  });
});

describe('anonymous upgrade', () => {
  it('makes the user’s toons public when the account is registered', async () => {
    const asGuest = { token: 'anon:upgrader', body: { email: null, isAnonymous: true } };
    expect((await api.call('PUT', '/api/users/upgrader', asGuest)).status).toBe(201);
    const toon = await api.create('anon:upgrader', { name: 'Guest Toon' });
    expect(toon.isPublic).toBe(false);
    const upgraded = await api.call('PUT', '/api/users/upgrader', {
      token: 'user:upgrader',
      body: { email: 'upgrader@example.test', isAnonymous: false },
    });
    expect(upgraded.status).toBe(200);
    const after = await body(await api.call('GET', `/api/toons/${toon.id}`));
    expect(after).toMatchObject({ name: 'Guest Toon', isPublic: true });
  });

  it('leaves the toons of a user who stays anonymous private', async () => {
    const asGuest = { token: 'anon:stayer', body: { email: null, isAnonymous: true } };
    await api.call('PUT', '/api/users/stayer', asGuest);
    const toon = await api.create('anon:stayer');
    await api.call('PUT', '/api/users/stayer', asGuest);
    expect((await api.call('GET', `/api/toons/${toon.id}`)).status).toBe(401);
  });
});

describe('POST /api/toons/links (one ToonLink event, one transaction)', () => {
  const link = (body: unknown, token = 'user:player') =>
    api.call('POST', '/api/toons/links', { token, body });
  const event = (golf: number, weight: number) => ({
    name: 'Game Name',
    update: { rod: 'Gold', fish: { '0-0': { weight } }, golf: { 'Courses Completed': golf } },
    report: { toonId: 'TTID-LINKED', fish: { '0-0': weight }, stats: { 'golf:Courses Completed': golf } },
  });

  it('creates the toon for a new game toon with its fields and verified values', async () => {
    const now = api.advance(1000).toISOString();
    const response = await link(event(3, 20));
    expect(response.status).toBe(201);
    const { toon, created } = (await body(response)) as { toon: Toon; created: boolean };
    expect(created).toBe(true);
    expect(toon).toMatchObject({
      name: 'Game Name',
      rod: 'Gold',
      toonId: 'TTID-LINKED',
      verifiedAt: now,
      totalFishWeight: 20,
      golf: { 'Courses Completed': 3 },
      verified: { 'golf:Courses Completed': { value: 3 } },
      fish2: { '0-0': { value: 20 } },
    });
  });

  it('applies a later event to the same toon, and the same event again writes nothing', async () => {
    const listed = (await body(await api.call('GET', '/api/toons', { token: 'user:player' }))) as {
      toons: Toon[];
    };
    const firstVerifiedAt = listed.toons[0]?.verifiedAt;
    expect(firstVerifiedAt).toEqual(expect.any(String));
    const now = api.advance(1000).toISOString();
    const moved = await link(event(4, 30));
    expect(moved.status).toBe(200);
    const { toon } = (await body(moved)) as { toon: Toon; created: boolean };
    expect(toon).toMatchObject({
      verifiedAt: firstVerifiedAt,
      lastEditedAt: now,
      golf: { 'Courses Completed': 4 },
      verified: { 'golf:Courses Completed': { value: 4 } },
    });
    const before = await storedRow(toon.id);
    api.advance(1000);
    expect((await link(event(4, 30))).status).toBe(200);
    expect(await storedRow(toon.id)).toEqual(before);
    const { toons } = (await body(await api.call('GET', '/api/toons', { token: 'user:player' }))) as {
      toons: Toon[];
    };
    expect(toons).toHaveLength(1);
  });

  it('refuses an event the game cannot produce, naming the field, and stores nothing', async () => {
    const response = await link(
      { ...event(4, 30), update: { fish: { '0-0': { weight: 64_000 } } } },
      'user:other',
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues?.map((issue) => issue.path)).toContain(
      'body.update.fish.0-0.weight',
    );
    const huge = await link(
      { ...event(4, 30), report: { toonId: 'TTID-X', stats: { 'rewards:Pink slips': 1e308 } } },
      'user:other',
    );
    expect((await errorOf(huge)).issues?.map((issue) => issue.path)).toEqual([
      'body.report.stats.rewards:Pink slips',
    ]);
    const { toons } = (await body(await api.call('GET', '/api/toons', { token: 'user:other' }))) as {
      toons: Toon[];
    };
    expect(toons).toEqual([]);
  });
});
