// Issue 31: a toon the game cannot produce is refused with its reasons and never ranked, and a
// game toon id belongs to the first account that verified it.
import { type TopToonsPage, TopToonsPageSchema } from 'shared-contracts/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { type ToonClient, toonClient } from '../testing/toon-requests.js';

let database: TestDatabase;
let api: ToonClient;
beforeAll(async () => {
  database = await createTestDatabase();
  api = toonClient(database, '2026-01-01T00:00:00.000Z');
});
afterAll(() => database?.destroy());

type ApiError = { code: string; message: string; issues?: { path: string; message: string }[] };
const errorOf = async (response: Response) => ((await response.json()) as { error: ApiError }).error;

async function topNames(category: string): Promise<string[]> {
  const response = await api.call('GET', `/api/top-toons?category=${category}`);
  expect(response.status).toBe(200);
  const page: TopToonsPage = TopToonsPageSchema.parse(await response.json());
  return page.entries.map((entry) => entry.name);
}

/** The issue's toon: each number possible on its own, the whole impossible. */
const impossible = {
  name: 'Too Good',
  rod: 'Twig',
  // A Bull Dog Fish weighs 18 to 20 lb; a Twig rod lands 4 lb at most.
  fish: { '12-1': { weight: 320, caughtAt: '2099-01-01T00:00:00.000Z' } },
  golf: { 'Courses Under Par': 65_535, 'Courses Completed': 0 },
  racing: { 'Speedway Wins': 25, 'Rural Wins': 25, 'Urban Wins': 25, 'Total Wins': 50 },
  rewards: { pinkSlips: 255, remotes: { 'Damage Remote 3': 1_000_000 } },
};

describe('a toon the game cannot produce', () => {
  it('is refused with 400 naming each broken rule, and nothing is stored or ranked', async () => {
    const response = await api.call('POST', '/api/toons', { token: 'user:cheater', body: impossible });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.issues?.map((issue) => issue.path)).toEqual([
      'body.fish.12-1',
      'body.fish.12-1.caughtAt',
      'body.golf.Courses Under Par',
      'body.racing.Speedway Wins',
    ]);
    expect(error.message).toContain('A Twig rod lands fish of at most 4 lb; this Bull Dog Fish weighs 20 lb');
    expect(error.message).toContain('A date cannot be in the future (2099-01-01)');
    expect(error.message).toContain(
      'Courses Under Par (65,535) cannot be more than Courses Completed (0): a course under par is a course completed',
    );
    expect(error.message).toContain(
      'Speedway Wins + Rural Wins + Urban Wins (75) cannot be more than Total Wins (50)',
    );
    const mine = await api.call('GET', '/api/toons', { token: 'user:cheater' });
    expect(((await mine.json()) as { toons: unknown[] }).toons).toEqual([]);
    for (const category of ['species', 'weight', 'golf', 'racing', 'rewards']) {
      expect(await topNames(category)).not.toContain('Too Good');
    }
  });

  it('cannot be reached by updates either: a Twig rod under a 20 lb fish is refused', async () => {
    const toon = await api.create('user:angler', {
      name: 'Gold Angler',
      rod: 'Gold',
      fish: { '12-1': { weight: 320 } },
    });
    const response = await api.call('PUT', `/api/toons/${toon.id}`, {
      token: 'user:angler',
      body: { rod: 'Twig' },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toContain('A Twig rod lands fish of at most 4 lb');
  });

  it('nor by a ToonLink save whose verified golf contradicts itself', async () => {
    const response = await api.call('POST', '/api/toons/links', {
      token: 'user:linker',
      body: {
        name: 'Linked Golfer',
        update: null,
        report: {
          toonId: 'TTID-GOLFER',
          stats: { 'golf:Courses Under Par': 9, 'golf:Courses Completed': 2 },
        },
      },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues?.map((issue) => issue.path)).toEqual([
      'body.verified.golf.Courses Under Par',
    ]);
  });

  it('past the original game caps alone, is kept but never ranked (the game may count further)', async () => {
    const toon = await api.create('user:collector', {
      name: 'Slip Collector',
      rewards: { pinkSlips: 256 },
    });
    expect(toon.rewards.pinkSlips).toBe(256);
    expect(await topNames('rewards')).not.toContain('Slip Collector');
    await api.create('user:modest', { name: 'Slip Keeper', rewards: { pinkSlips: 255 } });
    expect(await topNames('rewards')).toContain('Slip Keeper');
  });
});

describe('a game toon id belongs to one account', () => {
  const link = (token: string, toonId: string, name = 'Linked Toon') =>
    api.call('POST', '/api/toons/links', {
      token,
      body: { name, update: null, report: { toonId, stats: { 'golf:Courses Completed': 1 } } },
    });

  it('is claimed by the first verified link; another account gets 409 saying how to dispute it', async () => {
    expect((await link('user:owner', 'TTID-OWNED')).status).toBe(201);
    expect((await link('user:owner', 'TTID-OWNED')).status).toBe(200);

    const second = await link('user:other', 'TTID-OWNED');
    expect(second.status).toBe(409);
    const error = await errorOf(second);
    expect(error.code).toBe('game_toon_claimed');
    expect(error.message).toMatch(/already linked to another account.*report that entry on Top Toons/);

    const own = await api.create('user:other', { name: 'Own Toon' });
    const verify = await api.call('POST', `/api/toons/${own.id}/verifications`, {
      token: 'user:other',
      body: { toonId: 'TTID-OWNED' },
    });
    expect(verify.status).toBe(409);
    expect((await errorOf(verify)).code).toBe('game_toon_claimed');
    const put = await api.call('PUT', `/api/toons/${own.id}`, {
      token: 'user:other',
      body: { toonId: 'TTID-OWNED' },
    });
    expect(put.status).toBe(409);
    const create = await api.call('POST', '/api/toons', {
      token: 'user:other',
      body: { name: 'Copy', toonId: 'TTID-OWNED' },
    });
    expect(create.status).toBe(409);
    const stored = await database.db
      .selectFrom('toons')
      .select('id')
      .where('toon_id', '=', 'TTID-OWNED')
      .where('user_uid', '=', 'other')
      .execute();
    expect(stored).toEqual([]);
  });

  it('lets one of two accounts claiming at once win, the other 409', async () => {
    const answers = await Promise.all([link('user:racer-a', 'TTID-RACE'), link('user:racer-b', 'TTID-RACE')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const claims = await database.db
      .selectFrom('toons')
      .select('user_uid')
      .where('toon_id', '=', 'TTID-RACE')
      .execute();
    expect(claims).toHaveLength(1);
  });

  it('is not locked by an anonymous account, which is refused a claimed one', async () => {
    expect((await link('anon:guest', 'TTID-GUESTED')).status).toBe(201);
    expect((await link('user:real-owner', 'TTID-GUESTED')).status).toBe(201);
    expect((await link('anon:guest', 'TTID-GUESTED')).status).toBe(409);
    expect((await link('anon:late-guest', 'TTID-OWNED')).status).toBe(409);
  });

  it('is free again once its owner deletes the toon verified with it', async () => {
    const first = await link('user:leaver', 'TTID-FREED');
    const { toon } = (await first.json()) as { toon: { id: string } };
    expect((await link('user:next', 'TTID-FREED')).status).toBe(409);
    expect((await api.call('DELETE', `/api/toons/${toon.id}`, { token: 'user:leaver' })).status).toBe(204);
    expect((await link('user:next', 'TTID-FREED')).status).toBe(201);
  });
});
