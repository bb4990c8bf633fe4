// The game endpoints the api mirrors, each with its own cache lifetime. The lifetimes bound how
// often the game is asked no matter how many visitors there are; pages poll every 30 s.
import {
  CavalcadeResponseSchema,
  DoodlesResponseSchema,
  FEED_LIMITS,
  FieldOfficesResponseSchema,
  GameStatusSchema,
  InvasionsSchema,
  type NewsList,
  NewsListSchema,
  type NewsPost,
  NewsPostSchema,
  PopulationSchema,
  type ReleaseNote,
  ReleaseNoteSchema,
  type ReleaseNotesList,
  ReleaseNotesListSchema,
  SillyMeterSchema,
} from 'shared-contracts/domain';
import type { z } from 'zod';
import type { Logger } from '../logger.js';
import { type CachedSource, createCachedSource } from './cached-source.js';
import { createFeedEntries, type FeedEntries } from './feed-entries.js';
import { sanitizeFeedHtml } from './feed-html.js';
import type { EntryPattern } from './skip-bad-entries.js';
import { type FetchLike, fetchUpstream } from './upstream.js';

const SECOND = 1000;

/** Invasions progress by the second and are the reason people poll: as fresh as the pages ask. */
export const INVASIONS_TTL_MS = 30 * SECOND;
/** Population and field offices move over minutes; a minute old is still useful. */
export const POPULATION_TTL_MS = 60 * SECOND;
export const FIELD_OFFICES_TTL_MS = 60 * SECOND;
/** The Silly Meter fills slowly and announces its own next update time. */
export const SILLY_METER_TTL_MS = 60 * SECOND;
/** The parade status changes a few times a day at most. */
export const CAVALCADE_TTL_MS = 60 * SECOND;
/** Doodle stock changes rarely and is the largest response: ask least often. */
export const DOODLES_TTL_MS = 5 * 60 * SECOND;
/** Whether the game is open: its banner should follow a closing within a page's next poll. */
export const STATUS_TTL_MS = 30 * SECOND;
/** Release notes come a few times a month; a new one may show a couple of minutes late. */
export const FEED_LIST_TTL_MS = 2 * 60 * SECOND;
/**
 * The game's news list is every post with its body, megabytes (api-doc pull request 31 measured
 * 3.79 MiB): asked for least often.
 */
export const NEWS_LIST_TTL_MS = 15 * 60 * SECOND;
/** A published post or note rarely changes once out. */
export const FEED_ENTRY_TTL_MS = 10 * 60 * SECOND;
/** After a failed fetch, serve the old copy this long before trying the game again. */
export const RETRY_AFTER_FAILURE_MS = 10 * SECOND;
/** A hung request to the game is given up after this long (main.ts passes GAME_API_TIMEOUT_MS). */
export const UPSTREAM_TIMEOUT_MS = 5 * SECOND;
/**
 * A visitor holding an expired copy waits this long for the game at most, then gets the old copy
 * (marked stale) while the refresh finishes in the background: the game usually answers well inside it.
 */
export const REFRESH_WAIT_MS = 300;

export const GAME_USER_AGENT =
  'TrinketFoundationCompanion/1.0 (fan-made companion site; caches responses on its own server)';

/** Newest first (ids grow with time), only as many as the api serves. */
const newest =
  <Key>(idOf: (entry: Key) => number) =>
  <Entry extends Key>(list: readonly Entry[]): Entry[] =>
    [...list].sort((a, b) => idOf(b) - idOf(a)).slice(0, FEED_LIMITS.listServed);
const cleanBody = <Entry extends { body: string }>(entry: Entry): Entry => ({
  ...entry,
  body: sanitizeFeedHtml(entry.body),
});

/**
 * Each endpoint's collections of entries (see skip-bad-entries): one district, field office or
 * doodle in a shape we do not know is dropped and logged; the others are still served.
 */
function endpoints() {
  return {
    population: {
      path: '/population',
      schema: PopulationSchema,
      ttlMs: POPULATION_TTL_MS,
      entries: [
        ['populationByDistrict', '*'],
        ['statusByDistrict', '*'],
      ],
    },
    invasions: {
      path: '/invasions',
      schema: InvasionsSchema,
      ttlMs: INVASIONS_TTL_MS,
      entries: [['invasions', '*']],
    },
    fieldOffices: {
      path: '/fieldoffices',
      schema: FieldOfficesResponseSchema,
      ttlMs: FIELD_OFFICES_TTL_MS,
      entries: [['fieldOffices', '*']],
    },
    // By district, then playground, then the doodles for sale there.
    doodles: {
      path: '/doodles',
      schema: DoodlesResponseSchema,
      ttlMs: DOODLES_TTL_MS,
      entries: [['*'], ['*', '*'], ['*', '*', '*']],
    },
    // One record each: nothing to skip.
    sillyMeter: { path: '/sillymeter', schema: SillyMeterSchema, ttlMs: SILLY_METER_TTL_MS, entries: [] },
    cavalcade: { path: '/cavalcade', schema: CavalcadeResponseSchema, ttlMs: CAVALCADE_TTL_MS, entries: [] },
    // The game website's feeds (docs/game-feeds.md). A list drops a post of an unknown shape, not all.
    status: { path: '/status', schema: GameStatusSchema, ttlMs: STATUS_TTL_MS, entries: [] },
    newsList: {
      path: '/news/list',
      schema: NewsListSchema,
      ttlMs: NEWS_LIST_TTL_MS,
      entries: [['*']],
      finish: newest((post: { postId: number }) => post.postId),
    },
    newsLatest: {
      path: '/news',
      schema: NewsPostSchema,
      ttlMs: FEED_LIST_TTL_MS,
      entries: [],
      finish: cleanBody,
    },
    releaseNotes: {
      path: '/releasenotes',
      schema: ReleaseNotesListSchema,
      ttlMs: FEED_LIST_TTL_MS,
      entries: [['*']],
      finish: newest((note: { noteId: number }) => note.noteId),
    },
  } as const;
}

type Endpoints = ReturnType<typeof endpoints>;
export type GameEndpoint = keyof Endpoints;
export const GAME_ENDPOINTS = Object.keys(endpoints()) as GameEndpoint[];

export type GameService = {
  [K in GameEndpoint]: CachedSource<z.output<Endpoints[K]['schema']>>;
} & {
  /** One news post by its `postId`, among those the news list names. */
  newsPost: FeedEntries<NewsPost>;
  /** One release note by its `noteId`, among those the release-notes list names. */
  releaseNote: FeedEntries<ReleaseNote>;
};

export interface GameServiceOptions {
  /** The game's API base, e.g. https://www.toontownrewritten.com/api (no trailing slash needed). */
  baseUrl: string;
  fetch?: FetchLike;
  /** ms since the epoch; defaults to Date.now. */
  now?: () => number;
  timeoutMs?: number;
  /** Real ms a reader with an old copy waits for a refresh; defaults to REFRESH_WAIT_MS. */
  refreshWaitMs?: number;
  /** Where skipped entries of the game's answers are reported (a warning each time). */
  logger?: Logger;
}

export function createGameService(options: GameServiceOptions): GameService {
  const base = options.baseUrl.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const source = <T>(endpoint: {
    path: string;
    schema: z.core.$ZodType<T>;
    ttlMs: number;
    entries: readonly EntryPattern[];
    /** What the api keeps of a good answer (sorted, cut, its HTML sanitized). */
    finish?: (data: T) => T;
  }) =>
    createCachedSource<T>({
      load: () =>
        fetchUpstream({
          url: `${base}${endpoint.path}`,
          schema: endpoint.schema,
          userAgent: GAME_USER_AGENT,
          timeoutMs: options.timeoutMs ?? UPSTREAM_TIMEOUT_MS,
          entries: endpoint.entries,
          onSkipped: (skipped) =>
            options.logger?.warn('game answer: entries of an unknown shape skipped', {
              endpoint: endpoint.path,
              skipped,
            }),
          ...(options.fetch ? { fetch: options.fetch } : {}),
        }).then((data) => (endpoint.finish ? endpoint.finish(data) : data)),
      ttlMs: endpoint.ttlMs,
      retryAfterFailureMs: RETRY_AFTER_FAILURE_MS,
      refreshWaitMs: options.refreshWaitMs ?? REFRESH_WAIT_MS,
      now,
    });
  const e = endpoints();
  const newsList = source<NewsList>(e.newsList);
  const releaseNotes = source<ReleaseNotesList>(e.releaseNotes);
  return {
    population: source(e.population),
    invasions: source(e.invasions),
    fieldOffices: source(e.fieldOffices),
    doodles: source(e.doodles),
    sillyMeter: source(e.sillyMeter),
    cavalcade: source(e.cavalcade),
    status: source(e.status),
    newsList,
    newsLatest: source<NewsPost>(e.newsLatest),
    releaseNotes,
    newsPost: createFeedEntries({
      list: newsList,
      idOf: (post) => post.postId,
      sourceOf: (id) =>
        source({
          path: `/news/${id}`,
          schema: NewsPostSchema,
          ttlMs: FEED_ENTRY_TTL_MS,
          entries: [],
          finish: cleanBody,
        }),
      max: FEED_LIMITS.listServed,
    }),
    releaseNote: createFeedEntries({
      list: releaseNotes,
      idOf: (note) => note.noteId,
      sourceOf: (id) =>
        source({
          path: `/releasenotes/${id}`,
          schema: ReleaseNoteSchema,
          ttlMs: FEED_ENTRY_TTL_MS,
          entries: [],
          finish: cleanBody,
        }),
      max: FEED_LIMITS.listServed,
    }),
  };
}
