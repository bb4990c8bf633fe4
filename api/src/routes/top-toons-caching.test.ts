// Top Toons under a cache: two api replicas on one database, each with a clock the test steps.
import { type TopToonsPage, TopToonsPageSchema } from 'shared-contracts/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest } from '../testing/json-request.js';
import { steppedClock } from '../testing/stepped-clock.js';
import { createTestApp } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { TOP_TOONS_CACHE_CONTROL, TOP_TOONS_FRESH_MS } from '../toons/top-toons-cache.js';

/** The promise: a new score shows on its page within 5 s, CDN included. */
const VISIBLE_WITHIN_MS = 5_000;

let database: TestDatabase;
const clockA = steppedClock();
const clockB = steppedClock();
let replicaA: ReturnType<typeof createTestApp>['app'];
let replicaB: ReturnType<typeof createTestApp>['app'];
let toonId = '';

beforeAll(async () => {
  database = await createTestDatabase();
  replicaA = createTestApp(database, { topToons: { clock: clockA } }).app;
  replicaB = createTestApp(database, { topToons: { clock: clockB } }).app;
  const created = await jsonRequest(replicaA, 'POST', '/api/toons', {
    token: 'user:cached-1',
    body: { name: 'Cached Cat', rewards: { pinkSlips: 5 } },
  });
  expect(created.status).toBe(201);
  toonId = ((await created.json()) as { id: string }).id;
});
afterAll(() => database?.destroy());

const PATH = '/api/top-toons?category=rewards';

async function rewardsOn(app: typeof replicaA): Promise<{ page: TopToonsPage; etag: string | null }> {
  const response = await app.request(PATH);
  expect(response.status).toBe(200);
  return { page: TopToonsPageSchema.parse(await response.json()), etag: response.headers.get('etag') };
}

const pinkSlipsOf = (page: TopToonsPage) => page.entries.find((entry) => entry.id === toonId)?.value;

async function setPinkSlips(app: typeof replicaA, pinkSlips: number) {
  const response = await jsonRequest(app, 'PUT', `/api/toons/${toonId}`, {
    token: 'user:cached-1',
    body: { rewards: { pinkSlips } },
  });
  expect(response.status).toBe(200);
}

describe('Top Toons served from a short-lived cache', () => {
  it('promises a bound within the goal: the cache, then a CDN’s freshness and its stale window', () => {
    const seconds = (name: string) =>
      Number(new RegExp(`${name}=(\\d+)`).exec(TOP_TOONS_CACHE_CONTROL)?.[1] ?? Number.NaN);
    expect(TOP_TOONS_CACHE_CONTROL).toMatch(/\bmax-age=0\b/);
    expect(
      TOP_TOONS_FRESH_MS + (seconds('s-maxage') + seconds('stale-while-revalidate')) * 1000,
    ).toBeLessThan(VISIBLE_WITHIN_MS);
  });

  it('shows a write at once on the replica that took it', async () => {
    expect(pinkSlipsOf((await rewardsOn(replicaA)).page)).toBe(5);
    await setPinkSlips(replicaA, 6);
    expect(pinkSlipsOf((await rewardsOn(replicaA)).page)).toBe(6);
  });

  it('shows another replica’s write once the page is TOP_TOONS_FRESH_MS old, no later', async () => {
    const before = await rewardsOn(replicaB);
    await setPinkSlips(replicaA, 7);
    // Replica B still serves the page it read (the cache is in use) …
    clockB.advance(TOP_TOONS_FRESH_MS);
    expect(await rewardsOn(replicaB)).toEqual(before);
    // … until its bound has passed.
    clockB.advance(1);
    const after = await rewardsOn(replicaB);
    expect(pinkSlipsOf(after.page)).toBe(7);
    expect(after.etag).not.toBe(before.etag);
  });

  it('answers 304 with no body to If-None-Match naming the current ETag', async () => {
    const { etag } = await rewardsOn(replicaA);
    expect(etag).not.toBeNull();
    const revalidated = await replicaA.request(PATH, { headers: { 'if-none-match': etag ?? '' } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe(TOP_TOONS_CACHE_CONTROL);

    const weak = await replicaA.request(PATH, { headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(weak.status).toBe(304);
  });

  it('answers 200 with the new page to an ETag a write has made old', async () => {
    const { etag } = await rewardsOn(replicaA);
    await setPinkSlips(replicaA, 8);
    const response = await replicaA.request(PATH, { headers: { 'if-none-match': etag ?? '' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).not.toBe(etag);
    expect(pinkSlipsOf(TopToonsPageSchema.parse(await response.json()))).toBe(8);
  });

  it('gives every replica the same ETag for the same page', async () => {
    clockA.advance(TOP_TOONS_FRESH_MS + 1);
    clockB.advance(TOP_TOONS_FRESH_MS + 1);
    const [a, b] = await Promise.all([rewardsOn(replicaA), rewardsOn(replicaB)]);
    expect(a.etag).toBe(b.etag);
  });

  it('answers 400 with the reason for a bad query string, not a cached page', async () => {
    const response = await replicaA.request('/api/top-toons?category=rewards&page=0');
    expect(response.status).toBe(400);
    expect(response.headers.get('etag')).toBeNull();
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('bad_request');
    expect(error.message).toMatch(/^Invalid request query: query\.page: /);
  });
});
