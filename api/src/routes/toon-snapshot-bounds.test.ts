// A snapshot's numbers bounded by the game's facts (issue 31, item 8): a forged Cog suit promotion
// target of 5,000,000 once froze its owner's Toon dashboard; the api now refuses it, naming the field.
import type { Toon } from 'shared-contracts/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseBody, responseIssues } from '../testing/json-request.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { type ToonClient, toonClient } from '../testing/toon-requests.js';

let database: TestDatabase;
let api: ToonClient;
beforeAll(async () => {
  database = await createTestDatabase();
  api = toonClient(database);
});
afterAll(() => database?.destroy());

type Json = Record<string, unknown>;

const TOON_ID = 'TTID-BOUNDS';

/** A read a real toon could send, its Mr. Hollywood at level 12 (quota 5,500 merits). */
function realData(target = 5500) {
  return {
    toon: { id: TOON_ID, name: 'Bounded Toon' },
    laff: { current: 130, max: 140 },
    gags: {
      Throw: { gag: { level: 7, name: 'Wedding Cake' }, experience: { current: 10_500, next: 10_500 } },
    },
    tasks: [{ objective: { text: 'Defeat 10 Cogs', progress: { current: 4, target: 10 } } }],
    invasion: { cog: 'Flunky', quantity: 3000, mega: false },
    flowers: { shovel: { curSkill: 639, maxSkill: 640 } },
    cogsuits: {
      s: { department: 'Sellbot', hasDisguise: true, level: 12, promotion: { current: 2000, target } },
    },
    beans: { jar: { current: 250, max: 250 }, bank: { current: 12_000, max: 30_000 } },
  };
}

const snapshotOf = (data: Json) => ({ at: api.advance(1000).toISOString(), source: 'game', data });

const link = (snapshot: unknown, token: string) =>
  api.call('POST', '/api/toons/links', {
    token,
    body: { name: 'Bounded Toon', update: null, report: { toonId: TOON_ID }, snapshot },
  });

async function ownToons(token: string): Promise<Toon[]> {
  return ((await responseBody(await api.call('GET', '/api/toons', { token }))) as { toons: Toon[] }).toons;
}

describe('a snapshot whose numbers the game cannot hold', () => {
  it('is refused with 400 for a promotion target of 5,000,000, naming the field and the quota, and nothing is saved', async () => {
    const response = await link(snapshotOf(realData(5_000_000)), 'user:forger');
    expect(response.status).toBe(400);
    const issues = await responseIssues(response);
    expect(issues).toEqual([
      {
        path: 'body.snapshot.data.cogsuits.s.promotion.target',
        message:
          'the promotion quota of a level 12 sellbot suit is a whole number from 0 to 5,500; the game sent 5,000,000',
      },
    ]);
    expect(await ownToons('user:forger')).toEqual([]);
  });

  it('is refused naming every number past its bound (laff, gag experience, suit level)', async () => {
    const data = {
      ...realData(),
      laff: { current: 130, max: 1000 },
      gags: { Throw: { experience: { current: 99_999, next: 10_500 } } },
      cogsuits: { c: { hasDisguise: true, level: 51 } },
    };
    const response = await link(snapshotOf(data), 'user:forger');
    expect(response.status).toBe(400);
    expect((await responseIssues(response)).map((issue) => issue.path)).toEqual([
      'body.snapshot.data.laff.max',
      'body.snapshot.data.gags.Throw.experience.current',
      'body.snapshot.data.cogsuits.c.level',
    ]);
  });

  it("leaves the toon's kept snapshot as it was when a later save carries a forged one", async () => {
    const first = await link(snapshotOf(realData()), 'user:owner');
    expect(first.status).toBe(201);
    const [before] = await ownToons('user:owner');
    expect(before?.snapshot?.data.cogsuits?.s?.promotion).toEqual({ current: 2000, target: 5500 });
    const forged = await link(snapshotOf(realData(5_000_000)), 'user:owner');
    expect(forged.status).toBe(400);
    const [after] = await ownToons('user:owner');
    expect(after?.snapshot).toEqual(before?.snapshot);
  });

  it('still returns a snapshot stored before the bounds to its owner', async () => {
    const [toon] = await ownToons('user:owner');
    const old = { at: '2026-01-01T00:00:00.000Z', source: 'game', data: realData(5_000_000) };
    await database.db
      .updateTable('toons')
      .set({ snapshot: JSON.stringify(old) })
      .where('id', '=', toon?.id ?? '')
      .execute();
    const [read] = await ownToons('user:owner');
    expect(read?.snapshot).toEqual(old);
  });
});
