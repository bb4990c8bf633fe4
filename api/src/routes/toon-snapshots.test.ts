// A toon's last game snapshot in the account (issue 23): written only by ToonLink's save from the
// game, checked like every other toon field, and read by its owner alone.
import { MAX_TOON_SNAPSHOT_CHARS, type Toon } from 'shared-contracts/domain';
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

const TOON_ID = 'TTID-SNAP';

/** The game's data of the toon as ToonLink reads it (dashboard sections, and a golf block it drops). */
function gameData(laff: number, toonId = TOON_ID) {
  return {
    toon: { id: toonId, name: 'Snap Shot' },
    laff: { current: laff, max: 100 },
    location: { zone: 'Silly Street', district: 'Toontown Central' },
    golf: [{ name: 'Courses Completed', num: 3 }],
  };
}

const snapshotOf = (laff: number, at: string, toonId = TOON_ID) => ({
  at,
  source: 'game',
  data: gameData(laff, toonId),
});

/** One ToonLink save: the game toon's name, nothing else to change, and `snapshot`. */
const link = (snapshot: unknown, token = 'user:snapper') =>
  api.call('POST', '/api/toons/links', {
    token,
    body: { name: 'Snap Shot', update: null, report: { toonId: TOON_ID }, snapshot },
  });

async function ownToons(token: string): Promise<Toon[]> {
  return ((await responseBody(await api.call('GET', '/api/toons', { token }))) as { toons: Toon[] }).toons;
}

async function storedSnapshot(id: string): Promise<unknown> {
  const row = await database.db
    .selectFrom('toons')
    .select('snapshot')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.snapshot;
}

describe('a snapshot saved from the game', () => {
  let toonId = '';
  let firstAt = '';

  it('is stored with the toon it creates, its dashboard sections only, and returned to the owner', async () => {
    firstAt = api.advance(1000).toISOString();
    const response = await link(snapshotOf(60, firstAt));
    expect(response.status).toBe(201);
    const { toon } = (await responseBody(response)) as { toon: Toon };
    toonId = toon.id;
    const kept = {
      at: firstAt,
      source: 'game',
      data: {
        toon: { id: TOON_ID, name: 'Snap Shot' },
        laff: { current: 60, max: 100 },
        location: { zone: 'Silly Street', district: 'Toontown Central' },
      },
    };
    expect(toon.snapshot).toEqual(kept);
    expect(await storedSnapshot(toonId)).toEqual(kept);
    expect((await ownToons('user:snapper'))[0]?.snapshot).toEqual(kept);
    const own = await api.call('GET', `/api/toons/${toonId}`, { token: 'user:snapper' });
    expect((await responseBody(own)).snapshot).toEqual(kept);
  });

  it('is replaced by a later read, even when nothing else about the toon changed', async () => {
    const before = (await ownToons('user:snapper'))[0];
    const laterAt = api.advance(30_000).toISOString();
    const response = await link(snapshotOf(55, laterAt));
    expect(response.status).toBe(200);
    const [after] = await ownToons('user:snapper');
    expect(after?.snapshot).toMatchObject({ at: laterAt, data: { laff: { current: 55 } } });
    expect(after?.lastEditedAt).toBe(before?.lastEditedAt);
  });

  it('never replaces a later read with an earlier one (two browsers, out of order)', async () => {
    const [current] = await ownToons('user:snapper');
    const response = await link(snapshotOf(99, firstAt));
    expect(response.status).toBe(200);
    expect((await ownToons('user:snapper'))[0]?.snapshot).toEqual(current?.snapshot);
  });

  it('is read no later than the server received it (a fast browser clock)', async () => {
    const now = api.advance(1000).toISOString();
    const future = new Date(Date.parse(now) + 3_600_000).toISOString();
    expect((await link(snapshotOf(50, future))).status).toBe(200);
    expect((await ownToons('user:snapper'))[0]?.snapshot?.at).toBe(now);
  });

  it('is shown to nobody but the owner: not another user, a signed-out visitor or Top Toons', async () => {
    expect(toonId).not.toBe('');
    for (const token of ['user:intruder', 'anon:intruder', null]) {
      const response = await api.call('GET', `/api/toons/${toonId}`, { token });
      expect(response.status).toBe(200);
      const read = await responseBody(response);
      expect(read.name).toBe('Snap Shot');
      expect(read).not.toHaveProperty('snapshot');
    }
    expect(await ownToons('user:intruder')).toEqual([]);
    const ranking = await api.call('GET', '/api/top-toons?category=golf');
    expect(ranking.status).toBe(200);
    expect(await ranking.text()).not.toMatch(/snapshot|Silly Street/);
  });

  it('cannot be typed: PUT, POST /api/toons and verifications refuse it, and it stays', async () => {
    const [before] = await ownToons('user:snapper');
    const typed = snapshotOf(1, api.advance(1000).toISOString());
    const put = await api.call('PUT', `/api/toons/${toonId}`, {
      token: 'user:snapper',
      body: { name: 'Typed', snapshot: typed },
    });
    const create = await api.call('POST', '/api/toons', {
      token: 'user:snapper',
      body: { name: 'Typed', snapshot: typed },
    });
    const verify = await api.call('POST', `/api/toons/${toonId}/verifications`, {
      token: 'user:snapper',
      body: { toonId: TOON_ID, snapshot: typed },
    });
    expect([put.status, create.status, verify.status]).toEqual([400, 400, 400]);
    for (const refused of [put, create, verify]) {
      expect(JSON.stringify(await responseIssues(refused))).toMatch(/snapshot/);
    }
    const after = await ownToons('user:snapper');
    expect(after).toHaveLength(1);
    expect(after[0]?.name).toBe('Snap Shot');
    expect(after[0]?.snapshot).toEqual(before?.snapshot);
  });

  it('keeps its snapshot in the owner’s answer to a change of the toon', async () => {
    const [before] = await ownToons('user:snapper');
    const put = await api.call('PUT', `/api/toons/${toonId}`, {
      token: 'user:snapper',
      body: { rod: 'Steel' },
    });
    expect(put.status).toBe(200);
    expect((await responseBody(put)).snapshot).toEqual(before?.snapshot);
  });
});

describe('a snapshot that cannot be kept', () => {
  const at = () => api.advance(1000).toISOString();

  it.each([
    ['not from the game', () => ({ ...snapshotOf(1, at()), source: 'typed' }), 'body.snapshot.source'],
    ['without a time', () => ({ ...snapshotOf(1, at()), at: 'yesterday' }), 'body.snapshot.at'],
    [
      'with game data of the wrong type',
      () => ({ ...snapshotOf(1, at()), data: { toon: { id: TOON_ID }, laff: { current: 'lots' } } }),
      'body.snapshot.data.laff.current',
    ],
    ['of another game toon', () => snapshotOf(1, at(), 'TTID-OTHER'), 'body.snapshot.data.toon.id'],
    [
      'naming no game toon',
      () => ({ at: at(), source: 'game', data: { laff: { current: 1 } } }),
      'body.snapshot.data.toon.id',
    ],
  ])('is refused with 400 when %s, naming the field', async (_label, snapshot, path) => {
    const response = await link(snapshot(), 'user:refused');
    expect(response.status).toBe(400);
    expect((await responseIssues(response)).map((issue) => issue.path)).toContain(path);
    expect(await ownToons('user:refused')).toEqual([]);
  });

  it(`is refused with 400 over ${MAX_TOON_SNAPSHOT_CHARS} characters, naming the limit`, async () => {
    const snapshot = snapshotOf(1, at());
    const oversized = {
      ...snapshot,
      data: { ...snapshot.data, tasks: [{ objective: { text: 'x'.repeat(MAX_TOON_SNAPSHOT_CHARS) } }] },
    };
    const response = await link(oversized, 'user:refused');
    expect(response.status).toBe(400);
    const [issue] = await responseIssues(response);
    expect(issue?.path).toBe('body.snapshot');
    expect(issue?.message).toMatch(/at most 32,000 characters/);
    expect(await ownToons('user:refused')).toEqual([]);
  });
});
