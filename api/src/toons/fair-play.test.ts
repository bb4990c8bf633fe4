// The cheats of issue 18, each tried against the api as a registered player would: every one is
// refused with a 400 naming the field and the limit (or a 409), and nothing is stored.
import { type Toon, ToonSchema } from 'shared-contracts/domain';
import { MAX_TOON_JSON_BYTES } from 'trinket-game/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { type ToonClient, toonClient } from '../testing/toon-requests.js';

let database: TestDatabase;
let api: ToonClient;
beforeAll(async () => {
  database = await createTestDatabase();
  api = toonClient(database);
});
afterAll(() => database?.destroy());

type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
const HUGE = 1.7976931348623157e308;

async function refused(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const { error } = (await response.json()) as ErrorBody;
  expect(error.code).toBe(code);
  return error;
}

const storedRow = (id: string) =>
  database.db.selectFrom('toons').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('fair play: what the game cannot produce is refused', () => {
  let toon: Toon;
  beforeAll(async () => {
    toon = await api.create('user:cheater', { name: 'Cheater' });
  });
  const put = (body: unknown) => api.call('PUT', `/api/toons/${toon.id}`, { token: 'user:cheater', body });
  const verify = (body: unknown) =>
    api.call('POST', `/api/toons/${toon.id}/verifications`, { token: 'user:cheater', body });

  it('refuses 200 invented fish species, naming the map, its limit and the keys', async () => {
    const fish = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`${9000 + i}-9999`, { weight: 16 }]),
    );
    const before = await storedRow(toon.id);
    const error = await refused(await put({ fish }), 400, 'bad_request');
    expect(error.issues?.[0]).toEqual({ path: 'body.fish', message: 'At most 70 entries (got 200)' });
    expect(error.issues?.[1]).toEqual({
      path: 'body.fish.9000-9999',
      message: "Not one of the game's 70 fish species",
    });
    expect(error.issues?.length).toBeLessThanOrEqual(10);
    expect(await storedRow(toon.id)).toEqual(before);
  });

  it('refuses a 64,000 oz fish (and one lighter than its species)', async () => {
    const error = await refused(await put({ fish: { '0-0': { weight: 64_000 } } }), 400, 'bad_request');
    expect(error.issues?.map((issue) => issue.path)).toContain('body.fish.0-0.weight');
    const light = await refused(await put({ fish: { '0-0': { weight: 3 } } }), 400, 'bad_request');
    expect(light.issues).toEqual([
      { path: 'body.fish.0-0', message: 'A Balloon Fish weighs from 16 to 48 oz' },
    ]);
  });

  it('refuses 601,000,000 rewards, by each limit of the game', async () => {
    const many = (prefix: string) =>
      Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`${prefix} ${i}`, 1_000_000]));
    const error = await refused(
      await put({
        rewards: { sos: many('SOS'), unites: many('Unite'), remotes: many('Remote'), pinkSlips: 1_000_000 },
      }),
      400,
      'bad_request',
    );
    expect(error.issues).toContainEqual({ path: 'body.rewards.sos', message: 'At most 1,000,000 in all' });
    expect(error.issues).toContainEqual({
      path: 'body.rewards.sos',
      message: 'At most 41 entries (got 200)',
    });
    expect((await storedRow(toon.id)).rewards_total).toBe(0);
  });

  it('keeps counts above the original game’s field widths: Toontown Rewritten documents no such cap (issue 30)', async () => {
    const response = await put({ racing: { 'Total Wins': 300 }, rewards: { pinkSlips: 256 } });
    expect(response.status).toBe(200);
    const stored = await storedRow(toon.id);
    expect(stored.rewards_total).toBe(256);
    await put({ racing: {}, rewards: { pinkSlips: 0 } });
  });

  it('refuses remotes the game does not document and more kinds of SOS card than the game has', async () => {
    const error = await refused(
      await put({
        rewards: {
          sos: Object.fromEntries(Array.from({ length: 42 }, (_, i) => [`SOS toon ${i}`, 1])),
          remotes: { 'Damage Remote 1': 2, 'Golden Remote 9': 1_000 },
        },
      }),
      400,
      'bad_request',
    );
    expect(error.issues?.map((issue) => issue.path)).toEqual([
      'body.rewards.sos',
      'body.rewards.remotes.Golden Remote 9',
    ]);
    expect(error.issues?.[0]?.message).toBe('At most 41 entries (got 42)');
    expect((await storedRow(toon.id)).rewards_total).toBe(0);
    const fine = await put({ rewards: { sos: { Flippy: 1 }, remotes: { 'Healing Remote 3': 2 } } });
    expect(fine.status).toBe(200);
    expect((await storedRow(toon.id)).rewards_total).toBe(3);
    expect((await put({ rewards: {} })).status).toBe(200);
  });

  it('refuses unknown golf, racing, pond and Cog names', async () => {
    const error = await refused(
      await put({
        golf: { 'Holes Invented': 5 },
        racing: { 'Wins Invented': 5 },
        buckets: { Atlantis: 1 },
        rewards: { summons: { 'The Big Bad': { single: true, building: true, invasion: true } } },
      }),
      400,
      'bad_request',
    );
    expect(error.issues?.map((issue) => issue.path)).toEqual([
      'body.golf.Holes Invented',
      'body.racing.Wins Invented',
      'body.buckets.Atlantis',
      'body.rewards.summons.The Big Bad',
    ]);
  });

  it('refuses a huge verified value, and statistics the game does not report', async () => {
    for (const stats of [
      { 'rewards:pinkSlips': HUGE },
      { 'rewards:Pink slips': HUGE },
      { 'golf:Holes Invented': 1 },
    ]) {
      const error = await refused(await verify({ toonId: 'TTID-CHEAT', stats }), 400, 'bad_request');
      expect(error.issues?.[0]?.path).toBe(`body.stats.${Object.keys(stats)[0]}`);
    }
    const fish = await refused(
      await verify({ toonId: 'TTID-CHEAT', fish: { '0-0': 320 } }),
      400,
      'bad_request',
    );
    expect(fish.issues?.[0]?.path).toBe('body.fish.0-0');
    const row = await storedRow(toon.id);
    expect(row.verified).toEqual({});
    expect(row.toon_id).toBeNull();
  });

  it('keeps a toon small whatever the calls: 200 new keys per call is refused, valid calls stay bounded', async () => {
    for (let call = 0; call < 5; call += 1) {
      const stats = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`golf:Stat ${call}-${i}`, 1]));
      await refused(await verify({ toonId: 'TTID-GROW', stats }), 400, 'bad_request');
    }
    const extra = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`Album ${i}`, 1]));
    await refused(await verify({ toonId: 'TTID-GROW', extra }), 400, 'bad_request');
    // Every key the game reports, verified many times over: the toon stays far under the cap.
    for (let call = 1; call <= 20; call += 1) {
      const response = await verify({
        toonId: 'TTID-GROW',
        stats: { 'golf:Courses Completed': call, 'racing:Total Wins': call, 'rewards:SOS cards': call },
      });
      expect(response.status).toBe(200);
    }
    const stored = ToonSchema.parse(
      await (await api.call('GET', `/api/toons/${toon.id}`, { token: 'user:cheater' })).json(),
    );
    expect(Object.keys(stored.verified)).toHaveLength(3);
    expect(JSON.stringify(stored).length).toBeLessThan(MAX_TOON_JSON_BYTES);
  });
});

describe('fair play: a verified toon stays with its game toon', () => {
  let toon: Toon;
  beforeAll(async () => {
    toon = await api.create('user:swapper', { name: 'Swapper' });
    const verified = await api.call('POST', `/api/toons/${toon.id}/verifications`, {
      token: 'user:swapper',
      body: { toonId: 'TTID-FIRST', stats: { 'golf:Courses Completed': 50 } },
    });
    expect(verified.status).toBe(200);
  });
  const put = (body: unknown) => api.call('PUT', `/api/toons/${toon.id}`, { token: 'user:swapper', body });

  it('refuses clearing the toonId, and moving it to another game toon, with 409', async () => {
    const before = await storedRow(toon.id);
    const cleared = await refused(await put({ toonId: null }), 409, 'toon_id_locked');
    expect(cleared.message).toMatch(/TTID-FIRST/);
    await refused(await put({ toonId: 'TTID-SECOND' }), 409, 'toon_id_locked');
    expect(await storedRow(toon.id)).toEqual(before);
    // Other fields still change, and sending the same toonId is fine.
    expect((await put({ toonId: 'TTID-FIRST', name: 'Still Me' })).status).toBe(200);
  });

  it('never moves verified records to another game toon: not by verification, not by a linked save', async () => {
    await refused(
      await api.call('POST', `/api/toons/${toon.id}/verifications`, {
        token: 'user:swapper',
        body: { toonId: 'TTID-SECOND', stats: { 'golf:Courses Completed': 60 } },
      }),
      409,
      'linked_elsewhere',
    );
    const linked = await api.call('POST', '/api/toons/links', {
      token: 'user:swapper',
      body: {
        name: 'Second',
        update: null,
        report: { toonId: 'TTID-SECOND', stats: { 'golf:Courses Completed': 60 } },
      },
    });
    expect(linked.status).toBe(201);
    const { toon: second } = (await linked.json()) as { toon: Toon };
    expect(second.id).not.toBe(toon.id);
    const first = await storedRow(toon.id);
    expect(first.toon_id).toBe('TTID-FIRST');
    expect(first.verified).toEqual({ 'golf:Courses Completed': expect.objectContaining({ value: 50 }) });
  });

  it('keeps records of a toon whose link was cleared before this rule with their game toon', async () => {
    await database.db.updateTable('toons').set({ toon_id: null }).where('id', '=', toon.id).execute();
    await refused(
      await api.call('POST', `/api/toons/${toon.id}/verifications`, {
        token: 'user:swapper',
        body: { toonId: 'TTID-THIRD' },
      }),
      409,
      'linked_elsewhere',
    );
    expect((await storedRow(toon.id)).toon_id).toBeNull();
  });
});
