import { type TopToonsPage, TopToonsPageSchema } from 'shared-contracts/domain';
import { FISH_BY_KEY } from 'trinket-game/data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { type ToonClient, toonClient } from '../testing/toon-requests.js';

let database: TestDatabase;
let api: ToonClient;

/** `count` species (the first of every other genus), each `extra` ounces over its lightest catch. */
const fishOf = (count: number, extra = 0) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => {
      const species = FISH_BY_KEY.get(`${2 * i}-0`);
      if (!species) throw new Error(`no species ${2 * i}-0`);
      const min = species.minWeightLb * 16;
      return [species.key, { weight: Math.min(min + extra, species.maxWeightLb * 16) }];
    }),
  );
const weightOf = (count: number, extra: number) =>
  Object.values(fishOf(count, extra)).reduce((total, entry) => total + entry.weight, 0);

// name → [species, ounces over each species' lightest, golf courses completed, racing total wins, pink slips]
const REGISTERED: [string, number, number, number, number, number][] = [
  ['Alpha', 3, 10, 0, 0, 1],
  ['Bravo', 5, 2, 10, 50, 0],
  ['Charlie', 1, 12, 100, 0, 7],
  ['Delta', 5, 1, 1, 0, 0],
  ['Echo', 0, 0, 0, 0, 0],
];
const ids = new Map<string, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  api = toonClient(database);
  for (const [index, [name, species, ounces, courses, wins, pinkSlips]] of REGISTERED.entries()) {
    const toon = await api.create(`user:ranked-${index}`, {
      name,
      // A rod that lands every fish (issue 31: a Twig rod lands 4 lb at most).
      rod: 'Gold',
      fish: fishOf(species, ounces),
      golf: { 'Courses Completed': courses },
      racing: { 'Total Wins': wins },
      rewards: { pinkSlips },
    });
    ids.set(name, toon.id);
  }
  // An anonymous player with the best numbers of all must never show.
  await api.create('anon:cheater', {
    name: 'Sneaky Guest',
    rod: 'Gold',
    fish: fishOf(18, 1000),
    golf: { 'Courses Completed': 65_535 },
    racing: { 'Total Wins': 255 },
    rewards: { pinkSlips: 255 },
  });
});
afterAll(() => database?.destroy());

async function ranking(query: string): Promise<TopToonsPage> {
  const response = await api.call('GET', `/api/top-toons${query}`);
  expect(response.status).toBe(200);
  return TopToonsPageSchema.parse(await response.json());
}

/** Ties are broken by id: the expected order of tied names depends on their generated ids. */
const byValueThenId = (values: Record<string, number>) =>
  Object.keys(values).sort((a, b) => {
    const difference = (values[b] ?? 0) - (values[a] ?? 0);
    const idA = ids.get(a) ?? '';
    const idB = ids.get(b) ?? '';
    return difference !== 0 ? difference : idA < idB ? -1 : idA > idB ? 1 : 0;
  });

describe('GET /api/top-toons', () => {
  it('ranks public toons by species caught by default, ties broken by id', async () => {
    const page = await ranking('');
    expect(page).toMatchObject({ category: 'species', page: 1, pageSize: 20, total: 5 });
    const expected = byValueThenId({ Alpha: 3, Bravo: 5, Charlie: 1, Delta: 5, Echo: 0 });
    expect(page.entries.map((entry) => entry.name)).toEqual(expected);
    expect(page.entries.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(page.entries.map((entry) => entry.value)).toEqual([5, 5, 3, 1, 0]);
    expect(page.entries[0]).toMatchObject({ rod: 'Gold', isVerified: false, id: ids.get(expected[0] ?? '') });
  });

  it.each([
    [
      'weight',
      Object.fromEntries(REGISTERED.map(([name, species, extra]) => [name, weightOf(species, extra)])),
    ],
    ['golf', { Alpha: 0, Bravo: 2, Charlie: 3, Delta: 1, Echo: 0 }],
    ['racing', { Alpha: 0, Bravo: 1, Charlie: 0, Delta: 0, Echo: 0 }],
    ['rewards', { Alpha: 1, Bravo: 0, Charlie: 7, Delta: 0, Echo: 0 }],
  ])('ranks by %s', async (category, values) => {
    const page = await ranking(`?category=${category}`);
    expect(page.entries.map((entry) => entry.name)).toEqual(byValueThenId(values));
    expect(page.entries.map((entry) => entry.value)).toEqual(Object.values(values).sort((a, b) => b - a));
  });

  it('never lists an anonymous user’s toon', async () => {
    for (const category of ['species', 'weight', 'golf', 'racing', 'rewards']) {
      const page = await ranking(`?category=${category}&pageSize=100`);
      expect(page.entries.map((entry) => entry.name)).not.toContain('Sneaky Guest');
    }
  });

  it('pages stably: consecutive pages join into the whole ranking with continuous ranks', async () => {
    const whole = await ranking('?category=golf&pageSize=100');
    const pages = await Promise.all(
      [1, 2, 3].map((page) => ranking(`?category=golf&page=${page}&pageSize=2`)),
    );
    expect(pages.map((page) => page.entries.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((page) => page.entries)).toEqual(whole.entries);
    expect(pages.every((page) => page.total === 5 && page.pageSize === 2)).toBe(true);
    expect((await ranking('?category=golf&page=4&pageSize=2')).entries).toEqual([]);
  });

  it('marks verified toons', async () => {
    const id = ids.get('Echo') ?? '';
    const verified = await api.call('POST', `/api/toons/${id}/verifications`, {
      token: 'user:ranked-4',
      body: { toonId: 'TTID-ECHO', stats: { 'racing:Total Wins': 3 } },
    });
    expect(verified.status).toBe(200);
    const page = await ranking('?category=species');
    expect(page.entries.find((entry) => entry.id === id)?.isVerified).toBe(true);
    expect(page.entries.filter((entry) => entry.isVerified)).toHaveLength(1);
  });

  it('follows edits: a toon that catches more fish climbs', async () => {
    const id = ids.get('Echo') ?? '';
    await api.call('PUT', `/api/toons/${id}`, { token: 'user:ranked-4', body: { fish: fishOf(9) } });
    const page = await ranking('?category=species&pageSize=1');
    expect(page.entries).toEqual([{ rank: 1, id, name: 'Echo', rod: 'Gold', value: 9, isVerified: true }]);
  });

  it('answers without a token, with an ETag and a Cache-Control a CDN may follow', async () => {
    const response = await api.call('GET', '/api/top-toons');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=1, stale-while-revalidate=1',
    );
  });

  it.each([
    ['an unknown category', '?category=jellybeans', 'query.category'],
    ['page 0', '?page=0', 'query.page'],
    ['a negative page', '?page=-2', 'query.page'],
    ['a page that is not a number', '?page=two', 'query.page'],
    ['a fractional page size', '?pageSize=2.5', 'query.pageSize'],
    ['a page size over 100', '?pageSize=101', 'query.pageSize'],
    ['an empty page size', '?pageSize=', 'query.pageSize'],
    ['a repeated category', '?category=golf&category=racing', 'query.category'],
    ['an unknown parameter', '?sort=asc', 'query'],
  ])('answers 400 with a reason for %s', async (_label, query, path) => {
    const response = await api.call('GET', `/api/top-toons${query}`);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as {
      error: { code: string; message: string; issues: { path: string; message: string }[] };
    };
    expect(error.code).toBe('bad_request');
    expect(error.issues.map((issue) => issue.path)).toContain(path);
    // The reason is said, not just the field: "Invalid request query: query.page: Too small…".
    expect(error.message).toContain(`${path}: `);
    expect(error.issues.every((issue) => issue.message.length > 0)).toBe(true);
    expect(response.headers.get('etag')).toBeNull();
  });
});
