// Top Toons pages as sent (JSON text and its ETag), kept in this process per category, page and page
// size for at most TOP_TOONS_FRESH_MS, so a busy ranking costs one database read per page every
// couple of seconds instead of one per request.
//
// Freshness:
// - A page read before a toon write *on this replica* is not reused: the next request reads it again
//   (the writer sees their own change at once, as without a cache).
// - A write on another replica shows within TOP_TOONS_FRESH_MS: nothing is shared between replicas but
//   the database, and no replica keeps a page longer than that. (A cache shared by every replica, e.g.
//   Redis, would save little here: each replica reads a page at most once per bound, and the bound is
//   what the rankings promise anyway. The CDN in front holds pages too: see TOP_TOONS_CACHE_CONTROL.)
// - One read at a time per page: concurrent requests for a page that is missing or due share one
//   database read (lru-cache's fetch), so a cold page costs one query however many ask for it.
// A flood of writes can at worst make every request read again, as an uncached Top Toons does.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { TopToonsCategory, TopToonsPage } from 'shared-contracts/domain';
import type { TopToonsSlice } from './toon-repository.js';

/** The longest a page read from the database is served by this process. */
export const TOP_TOONS_FRESH_MS = 2_000;

/**
 * For browsers and CDNs: a browser asks again each time (If-None-Match: a 304 when nothing changed),
 * a shared cache may keep a page 1 s and serve it 1 s more while it asks again in the background.
 * With TOP_TOONS_FRESH_MS that keeps a page seen anywhere at most ~4 s behind the database (goal: 5 s).
 */
export const TOP_TOONS_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1';

/** Pages kept: every category's first pages at every size the site asks for, with room to spare. */
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
  /** The number of local writes seen when the read began (see `noteWrite`). */
  writes: number;
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

export function createTopToonsCache({
  read,
  freshMs = TOP_TOONS_FRESH_MS,
  clock,
}: TopToonsCacheOptions): TopToonsCache {
  let writes = 0;
  const pages = new LRUCache<string, CachedTopToonsPage, TopToonsQuery>({
    max: MAX_PAGES,
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => page.body.length,
    ttl: freshMs,
    // Checks the clock on every look-up (cheap) so a page is never served past its bound.
    ttlResolution: 0,
    ...(clock ? { perf: clock } : {}),
    // A failed read keeps nothing: every request waiting on it fails, and the next one reads again.
    fetchMethod: async (_key, _stale, { context }) => {
      const startedAfter = writes;
      const slice = await read(context);
      const body = JSON.stringify({ ...context, ...slice } satisfies TopToonsPage);
      return { body, etag: etagOf(body), writes: startedAfter };
    },
  });

  return {
    async get(query) {
      const key = `${query.category}:${query.page}:${query.pageSize}`;
      const seen = writes;
      let page = await pages.fetch(key, { context: query });
      // Read before a write this request came after: read again. The first refresh may be one that
      // was already under way before that write (shared, not repeated); the second one is not.
      for (let tries = 0; page && page.writes < seen && tries < 2; tries += 1) {
        page = await pages.fetch(key, { context: query, forceRefresh: true });
      }
      if (!page) throw new Error(`Top Toons page ${key} could not be read`);
      return page;
    },
    noteWrite() {
      writes += 1;
    },
  };
}

/** True when an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}
