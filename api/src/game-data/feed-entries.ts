// One news post or release note by its id, each cached like any game endpoint. Only ids the cached
// list names are asked of the game: a visitor trying ids one after another costs the game nothing,
// and the number of cached entries stays within the list's length.
import { LRUCache } from 'lru-cache';
import type { GameSnapshot } from 'shared-contracts/domain';
import type { CachedSource } from './cached-source.js';

export interface FeedEntries<Entry> {
  /** The entry's snapshot; null when the list does not name `id`. Throws as a CachedSource does. */
  get(id: number): Promise<GameSnapshot<Entry> | null>;
}

export interface FeedEntriesOptions<Summary, Entry> {
  list: CachedSource<readonly Summary[]>;
  idOf: (summary: Summary) => number;
  /** A cached source of the entry `id` (created on its first reader). */
  sourceOf: (id: number) => CachedSource<Entry>;
  /** Entries kept at most: at least the list's served length, so none is fetched twice in a row. */
  max: number;
}

export function createFeedEntries<Summary, Entry>(
  options: FeedEntriesOptions<Summary, Entry>,
): FeedEntries<Entry> {
  const sources = new LRUCache<number, CachedSource<Entry>>({ max: options.max });
  return {
    async get(id) {
      const list = await options.list.get();
      if (!list.data.some((summary) => options.idOf(summary) === id)) return null;
      let source = sources.get(id);
      if (!source) {
        source = options.sourceOf(id);
        sources.set(id, source);
      }
      return source.get();
    },
  };
}
