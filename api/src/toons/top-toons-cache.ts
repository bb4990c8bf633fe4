// Top Toons pages as sent (JSON text and its ETag), kept in this process for at most
// TOP_TOONS_FRESH_MS, so a busy ranking costs a few database reads every couple of seconds instead of
// one per request.
//
// What is read:
// - The head of each category, its first TOP_TOONS_HEAD_ROWS toons, in one read: every page that
//   falls inside it (any page size) is cut from that one read, so the pages most visitors see cost one
//   query per category, not one per page and page size.
// - A page beyond the head, on its own.
//
// Freshness:
// - A read begun before a toon write *on this replica* is not reused: the next request reads again
//   (the writer sees their own change at once, as without a cache).
// - A write on another replica shows within TOP_TOONS_FRESH_MS: nothing is shared between replicas but
//   the database, and no replica keeps a read longer than that. (A cache shared by every replica, e.g.
//   Redis, would save little here: each replica reads at most once per bound, and the bound is what
//   the rankings promise anyway. The CDN in front holds pages too: see TOP_TOONS_CACHE_CONTROL.)
// - One read at a time per head or page: concurrent requests for one that is missing or due share
//   one database read (lru-cache's fetch), so a cold ranking costs one query however many ask for it.
// A flood of writes can at worst make every request read again, as an uncached Top Toons does.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { TopToonsCategory, TopToonsPage } from 'shared-contracts/domain';
import type { TopToonsSlice } from './toon-repository.js';

/** The longest a page read from the database is served by this process. */
export const TOP_TOONS_FRESH_MS = 2_000;

/**
 * How many of a category's first toons are read together: 50 pages of the default 20, the pages a
 * visitor pages through. (About 100 kB of entries per category; reading them takes a few ms.)
 */
export const TOP_TOONS_HEAD_ROWS = 1_000;

/**
 * For browsers and CDNs: a browser asks again each time (If-None-Match: a 304 when nothing changed),
 * a shared cache may keep a page 1 s and serve it 1 s more while it asks again in the background.
 * With TOP_TOONS_FRESH_MS that keeps a page seen anywhere at most ~4 s behind the database (goal: 5 s).
 */
export const TOP_TOONS_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1';

/** Pages beyond the heads kept: far more than anyone pages through, with room to spare. */
const MAX_PAGES = 2_000;
/** And at most this much JSON (a 100-toon page is ~10 kB), however the pages are sized. */
const MAX_BYTES = 16 * 1024 * 1024;

export interface TopToonsQuery {
  category: TopToonsCategory;
  page: number;
  pageSize: number;
}

export interface CachedTopToonsPage {
  /** The TopToonsPage as JSON text. */
  body: string;
  /** A strong validator of `body` (quoted), the same on every replica for the same page. */
  etag: string;
}

export interface TopToonsCache {
  get(query: TopToonsQuery): Promise<CachedTopToonsPage>;
  /** A toon write on this replica committed: pages read before it are read again when next asked for. */
  noteWrite(): void;
}

export interface TopToonsCacheOptions {
  read: (query: TopToonsQuery) => Promise<TopToonsSlice>;
  freshMs?: number;
  /** ms on a monotonic clock; defaults to performance.now (tests step a clock of their own). */
  clock?: { now(): number };
}

export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

interface Read<T> {
  value: T;
  /** The number of local writes seen when the read began (see `noteWrite`). */
  writes: number;
}

/**
 * Pages cut from one head kept as sent, however many page sizes are asked for (each is cut again
 * past that, not kept): 20 kB of JSON per page at most.
 */
const MAX_PAGES_PER_HEAD = 200;

/** A category's first {@link TOP_TOONS_HEAD_ROWS} toons, and the pages already cut from them. */
interface Head {
  slice: TopToonsSlice;
  pages: Map<string, CachedTopToonsPage>;
}

export function createTopToonsCache({
  read,
  freshMs = TOP_TOONS_FRESH_MS,
  clock,
}: TopToonsCacheOptions): TopToonsCache {
  let writes = 0;
  const settings = {
    ttl: freshMs,
    // Checks the clock on every look-up (cheap) so nothing is served past its bound.
    ttlResolution: 0,
    ...(clock ? { perf: clock } : {}),
  };
  // A failed read keeps nothing: every request waiting on it fails, and the next one reads again.
  const heads = new LRUCache<string, Read<Head>, TopToonsQuery>({
    ...settings,
    max: 64,
    fetchMethod: async (_key, _stale, { context }) => {
      const startedAfter = writes;
      return { value: { slice: await read(context), pages: new Map() }, writes: startedAfter };
    },
  });
  const pages = new LRUCache<string, Read<CachedTopToonsPage>, TopToonsQuery>({
    ...settings,
    max: MAX_PAGES,
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => page.value.body.length,
    fetchMethod: async (_key, _stale, { context }) => {
      const startedAfter = writes;
      return { value: sentPage(context, await read(context)), writes: startedAfter };
    },
  });

  /** The entry for `key`, read again when it was read before a write this request came after. */
  async function fresh<T>(
    cache: LRUCache<string, Read<T>, TopToonsQuery>,
    key: string,
    context: TopToonsQuery,
  ): Promise<T> {
    const seen = writes;
    let entry = await cache.fetch(key, { context });
    // The first refresh may be one that was already under way before that write (shared, not
    // repeated); the second one is not.
    for (let tries = 0; entry && entry.writes < seen && tries < 2; tries += 1) {
      entry = await cache.fetch(key, { context, forceRefresh: true });
    }
    if (!entry) throw new Error(`Top Toons ${key} could not be read`);
    return entry.value;
  }

  return {
    async get(query) {
      const key = `${query.category}:${query.page}:${query.pageSize}`;
      const end = query.page * query.pageSize;
      if (end > TOP_TOONS_HEAD_ROWS) return fresh(pages, key, query);
      const head = await fresh(heads, query.category, {
        category: query.category,
        page: 1,
        pageSize: TOP_TOONS_HEAD_ROWS,
      });
      let page = head.pages.get(key);
      if (!page) {
        const start = end - query.pageSize;
        page = sentPage(query, { total: head.slice.total, entries: head.slice.entries.slice(start, end) });
        if (head.pages.size < MAX_PAGES_PER_HEAD) head.pages.set(key, page);
      }
      return page;
    },
    noteWrite() {
      writes += 1;
    },
  };
}

/** A page as it is sent: its JSON and ETag. */
function sentPage(query: TopToonsQuery, slice: TopToonsSlice): CachedTopToonsPage {
  const body = JSON.stringify({ ...query, ...slice } satisfies TopToonsPage);
  return { body, etag: etagOf(body) };
}

/** True when an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}
