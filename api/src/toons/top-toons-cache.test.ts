import { describe, expect, it } from 'vitest';
import { steppedClock } from '../testing/stepped-clock.js';
import type { TopToonsSlice } from './toon-repository.js';
import {
  createTopToonsCache,
  etagOf,
  matchesIfNoneMatch,
  TOP_TOONS_FRESH_MS,
  TOP_TOONS_HEAD_ROWS,
  type TopToonsQuery,
} from './top-toons-cache.js';

const SPECIES_1: TopToonsQuery = { category: 'species', page: 1, pageSize: 20 };
/** What the cache reads for any page inside a category's head. */
const headOf = (category: TopToonsQuery['category']): TopToonsQuery => ({
  category,
  page: 1,
  pageSize: TOP_TOONS_HEAD_ROWS,
});
/** A page past the head, read on its own. */
const PAST_HEAD: TopToonsQuery = { category: 'species', page: TOP_TOONS_HEAD_ROWS / 20 + 1, pageSize: 20 };

/** A read whose answers the test controls: each call is counted and waits until released. */
function controlledRead() {
  let total = 1;
  const pending: (() => void)[] = [];
  const calls: TopToonsQuery[] = [];
  return {
    calls,
    setTotal(value: number) {
      total = value;
    },
    releaseAll() {
      for (const release of pending.splice(0)) release();
    },
    read(query: TopToonsQuery): Promise<TopToonsSlice> {
      calls.push(query);
      // One entry per rank asked for, each named by the total the read saw.
      const entries = Array.from({ length: Math.min(query.pageSize, 3) }, (_, index) => ({
        rank: (query.page - 1) * query.pageSize + index + 1,
        id: `toon-${(query.page - 1) * query.pageSize + index + 1}`,
        name: `seen ${total}`,
        rod: 'Twig' as const,
        value: 10 - index,
        isVerified: false,
      }));
      const answer = { total, entries };
      return new Promise((resolve) => pending.push(() => resolve(answer)));
    },
  };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('Top Toons page cache', () => {
  it('reads a cold page once however many ask for it at the same time', async () => {
    const source = controlledRead();
    const cache = createTopToonsCache({ read: source.read, clock: steppedClock() });
    const answers = Array.from({ length: 50 }, () => cache.get(SPECIES_1));
    await settle();
    source.releaseAll();
    const pages = await Promise.all(answers);
    expect(source.calls).toEqual([headOf('species')]);
    expect(new Set(pages.map((page) => page.body)).size).toBe(1);
    const body = JSON.parse(pages[0]?.body ?? '');
    expect(body).toMatchObject({ ...SPECIES_1, total: 1 });
    expect(body.entries.map((entry: { rank: number }) => entry.rank)).toEqual([1, 2, 3]);
  });

  it('cuts every page and page size inside a category head from one read, and reads each category once', async () => {
    const source = controlledRead();
    const cache = createTopToonsCache({ read: source.read, clock: steppedClock() });
    const queries: TopToonsQuery[] = [
      SPECIES_1,
      { ...SPECIES_1, pageSize: 2 },
      { ...SPECIES_1, page: 2, pageSize: 2 },
      { ...SPECIES_1, page: 2 },
      { ...SPECIES_1, category: 'golf' },
    ];
    const answers = queries.map((query) => cache.get(query));
    await settle();
    source.releaseAll();
    const pages = (await Promise.all(answers)).map((page) => JSON.parse(page.body));
    expect(source.calls).toEqual([headOf('species'), headOf('golf')]);
    expect(pages.map(({ category, page, pageSize }) => ({ category, page, pageSize }))).toEqual(queries);
    const ranks = pages.map((page) => page.entries.map((entry: { rank: number }) => entry.rank));
    // The head read answered three toons: pages cut where they fall.
    expect(ranks).toEqual([[1, 2, 3], [1, 2], [3], [], [1, 2, 3]]);
  });

  it('reads a page past the head on its own, apart from others', async () => {
    const source = controlledRead();
    const cache = createTopToonsCache({ read: source.read, clock: steppedClock() });
    const wider = { ...PAST_HEAD, pageSize: 50, page: TOP_TOONS_HEAD_ROWS / 50 + 1 };
    const answers = [cache.get(PAST_HEAD), cache.get(PAST_HEAD), cache.get(wider)];
    await settle();
    source.releaseAll();
    const pages = await Promise.all(answers);
    expect(source.calls).toEqual([PAST_HEAD, wider]);
    expect(JSON.parse(pages[0]?.body ?? '')).toMatchObject({ ...PAST_HEAD, total: 1 });
  });

  it('serves a page from memory until it is TOP_TOONS_FRESH_MS old, then reads it again', async () => {
    const source = controlledRead();
    const clock = steppedClock();
    const cache = createTopToonsCache({ read: source.read, clock });
    const first = cache.get(SPECIES_1);
    await settle();
    source.releaseAll();
    expect(JSON.parse((await first).body).total).toBe(1);

    // Another replica's write: this one is not told.
    source.setTotal(2);
    clock.advance(TOP_TOONS_FRESH_MS);
    expect(JSON.parse((await cache.get(SPECIES_1)).body).total).toBe(1);
    expect(source.calls).toHaveLength(1);

    clock.advance(1);
    const later = cache.get(SPECIES_1);
    await settle();
    source.releaseAll();
    expect(JSON.parse((await later).body).total).toBe(2);
    expect(source.calls).toHaveLength(2);
  });

  it('reads a page again after a write on this replica, once for every request waiting', async () => {
    const source = controlledRead();
    const cache = createTopToonsCache({ read: source.read, clock: steppedClock() });
    const first = cache.get(SPECIES_1);
    await settle();
    source.releaseAll();
    const before = await first;

    source.setTotal(2);
    cache.noteWrite();
    const answers = Array.from({ length: 20 }, () => cache.get(SPECIES_1));
    await settle();
    source.releaseAll();
    const after = await Promise.all(answers);
    expect(source.calls).toHaveLength(2);
    expect(after.every((page) => JSON.parse(page.body).total === 2)).toBe(true);
    expect(after[0]?.etag).not.toBe(before.etag);
  });

  it('does not hand a request a read that began before a write the request came after', async () => {
    const source = controlledRead();
    const cache = createTopToonsCache({ read: source.read, clock: steppedClock() });
    const early = cache.get(SPECIES_1);
    await settle();
    // The write commits while that read is still under way; a request after it must not share it.
    source.setTotal(2);
    cache.noteWrite();
    const late = cache.get(SPECIES_1);
    await settle();
    source.releaseAll(); // the early read answers what it saw: the total before the write
    await settle();
    source.releaseAll();
    expect(JSON.parse((await late).body).total).toBe(2);
    expect(source.calls).toHaveLength(2);
    await early;
  });

  it('reads a page past the head again after a write on this replica too', async () => {
    const source = controlledRead();
    const cache = createTopToonsCache({ read: source.read, clock: steppedClock() });
    const first = cache.get(PAST_HEAD);
    await settle();
    source.releaseAll();
    expect(JSON.parse((await first).body).total).toBe(1);
    source.setTotal(2);
    cache.noteWrite();
    const after = cache.get(PAST_HEAD);
    await settle();
    source.releaseAll();
    expect(JSON.parse((await after).body).total).toBe(2);
    expect(source.calls).toEqual([PAST_HEAD, PAST_HEAD]);
  });

  it('keeps no failed read: the next request reads again', async () => {
    let fail = true;
    const cache = createTopToonsCache({
      clock: steppedClock(),
      read: async () => {
        if (fail) throw new Error('database gone');
        return { total: 3, entries: [] };
      },
    });
    await expect(cache.get(SPECIES_1)).rejects.toThrow('database gone');
    fail = false;
    expect(JSON.parse((await cache.get(SPECIES_1)).body).total).toBe(3);
  });
});

describe('ETags', () => {
  it('are quoted, strong and follow the body', () => {
    expect(etagOf('{"a":1}')).toMatch(/^"[\w-]+"$/);
    expect(etagOf('{"a":1}')).toBe(etagOf('{"a":1}'));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
  });

  it.each([
    ['the same tag', '"abc"', true],
    ['one tag of a list', '"x", "abc" ,"y"', true],
    ['the weak form of the tag', 'W/"abc"', true],
    ['any tag', '*', true],
    ['another tag', '"abd"', false],
    ['the tag unquoted', 'abc', false],
    ['no header', undefined, false],
  ])('If-None-Match with %s matches: %s', (_label, header, matches) => {
    expect(matchesIfNoneMatch(header, '"abc"')).toBe(matches);
  });
});
