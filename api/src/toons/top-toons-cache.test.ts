import { describe, expect, it } from 'vitest';
import { steppedClock } from '../testing/stepped-clock.js';
import type { TopToonsSlice } from './toon-repository.js';
import {
  createTopToonsCache,
  etagOf,
  matchesIfNoneMatch,
  TOP_TOONS_FRESH_MS,
  type TopToonsQuery,
} from './top-toons-cache.js';

const SPECIES_1: TopToonsQuery = { category: 'species', page: 1, pageSize: 20 };

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
      const answer = { total, entries: [] };
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
    expect(source.calls).toHaveLength(1);
    expect(new Set(pages.map((page) => page.body)).size).toBe(1);
    expect(JSON.parse(pages[0]?.body ?? '')).toEqual({ ...SPECIES_1, total: 1, entries: [] });
  });

  it('keeps each category, page and page size apart', async () => {
    const source = controlledRead();
    const cache = createTopToonsCache({ read: source.read, clock: steppedClock() });
    const queries: TopToonsQuery[] = [
      SPECIES_1,
      { ...SPECIES_1, page: 2 },
      { ...SPECIES_1, pageSize: 50 },
      { ...SPECIES_1, category: 'golf' },
    ];
    const answers = queries.map((query) => cache.get(query));
    await settle();
    source.releaseAll();
    const pages = await Promise.all(answers);
    expect(source.calls).toEqual(queries);
    expect(pages.map((page) => JSON.parse(page.body))).toEqual(
      queries.map((query) => ({ ...query, total: 1, entries: [] })),
    );
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
