import * as z from 'shared-contracts/zod';
import { gameSnapshotSchema } from './game.js';
import { lazySchema } from './lazy-schema.js';

/**
 * The game website's three feeds besides its documented APIs: whether the game is open, the news,
 * and the release notes (`/api/status`, `/api/news…`, `/api/releasenotes…` under
 * https://www.toontownrewritten.com). Their shapes come from the api-doc's news.md and
 * release-notes.md and from open-source clients: each field with its source in docs/game-feeds.md. Field names are the
 * game's. Objects are strict about what they keep: a field not named here is dropped, not refused.
 */

/** Longest strings kept from the game (far above what its posts use; a bound, not a fact). */
export const FEED_LIMITS = {
  banner: 1_000,
  title: 300,
  author: 120,
  date: 100,
  slug: 200,
  url: 2_000,
  /** A post's HTML body. */
  body: 200_000,
  /** Entries read from one list answer. */
  listEntries: 5_000,
  /** Newest entries the api serves from a list. */
  listServed: 100,
} as const;

const bounded = (max: number) => z.string().check(z.maxLength(max));
const nonEmpty = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
/** Post and note ids: positive whole numbers that grow with time (clients compare them to spot new ones). */
export const FeedIdSchema = lazySchema(() => z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)));

// ---------------------------------------------------------------------------------------------
// /api/status
// ---------------------------------------------------------------------------------------------

export const GameStatusSchema = lazySchema(() =>
  z.object({
    /** False while the game is closed (for maintenance or an update). */
    open: z.boolean(),
    /** A message the game's website shows over its pages, when it has one. */
    banner: z.optional(z.nullable(bounded(FEED_LIMITS.banner))),
  }),
);
export type GameStatus = z.infer<typeof GameStatusSchema>;

// ---------------------------------------------------------------------------------------------
// /api/news, /api/news/list, /api/news/{id}
// ---------------------------------------------------------------------------------------------

/** A news post as the api keeps it from the game's list (which sends every post whole): no body. */
export const NewsPostSummarySchema = lazySchema(() =>
  z.object({
    postId: FeedIdSchema,
    title: nonEmpty(FEED_LIMITS.title),
    author: bounded(FEED_LIMITS.author),
    /** As the game writes it, e.g. "November 27, 2026 at 1:05 PM" (not a machine date). */
    date: bounded(FEED_LIMITS.date),
    /** The URL of the post's first picture. */
    image: z.optional(z.nullable(bounded(FEED_LIMITS.url))),
  }),
);
export type NewsPostSummary = z.infer<typeof NewsPostSummarySchema>;

/** One news post (`/api/news` is the latest, `/api/news/{id}` any): its body is HTML. */
export const NewsPostSchema = lazySchema(() =>
  z.object({
    postId: FeedIdSchema,
    title: nonEmpty(FEED_LIMITS.title),
    author: bounded(FEED_LIMITS.author),
    date: bounded(FEED_LIMITS.date),
    image: z.optional(z.nullable(bounded(FEED_LIMITS.url))),
    body: bounded(FEED_LIMITS.body),
  }),
);
export type NewsPost = z.infer<typeof NewsPostSchema>;

export const NewsListSchema = lazySchema(() =>
  z.array(NewsPostSummarySchema).check(z.maxLength(FEED_LIMITS.listEntries)),
);
export type NewsList = z.infer<typeof NewsListSchema>;

// ---------------------------------------------------------------------------------------------
// /api/releasenotes, /api/releasenotes/{id}
// ---------------------------------------------------------------------------------------------

export const ReleaseNoteSummarySchema = lazySchema(() =>
  z.object({
    noteId: FeedIdSchema,
    /** The release's name (clients show it as the version). */
    slug: nonEmpty(FEED_LIMITS.slug),
    date: bounded(FEED_LIMITS.date),
  }),
);
export type ReleaseNoteSummary = z.infer<typeof ReleaseNoteSummarySchema>;

export const ReleaseNoteSchema = lazySchema(() =>
  z.object({
    noteId: FeedIdSchema,
    slug: nonEmpty(FEED_LIMITS.slug),
    date: bounded(FEED_LIMITS.date),
    /** HTML. */
    body: bounded(FEED_LIMITS.body),
  }),
);
export type ReleaseNote = z.infer<typeof ReleaseNoteSchema>;

export const ReleaseNotesListSchema = lazySchema(() =>
  z.array(ReleaseNoteSummarySchema).check(z.maxLength(FEED_LIMITS.listEntries)),
);
export type ReleaseNotesList = z.infer<typeof ReleaseNotesListSchema>;

// ---------------------------------------------------------------------------------------------
// This site's api: GET /api/game/status, /news, /news/latest, /news/:id, /release-notes, /release-notes/:id
// ---------------------------------------------------------------------------------------------

export const GameStatusSnapshotSchema = lazySchema(() => gameSnapshotSchema(GameStatusSchema));
export const NewsListSnapshotSchema = lazySchema(() => gameSnapshotSchema(NewsListSchema));
export const NewsPostSnapshotSchema = lazySchema(() => gameSnapshotSchema(NewsPostSchema));
export const ReleaseNotesListSnapshotSchema = lazySchema(() => gameSnapshotSchema(ReleaseNotesListSchema));
export const ReleaseNoteSnapshotSchema = lazySchema(() => gameSnapshotSchema(ReleaseNoteSchema));

/** The `:id` of `/api/game/news/:id` and `/api/game/release-notes/:id`: digits only, no sign or leading zero. */
export const FeedIdParamSchema = lazySchema(() =>
  z.object({
    id: z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'The id must be a positive whole number, e.g. 42.')),
      z.transform(Number),
    ),
  }),
);

/**
 * What a post's HTML may keep, for every sanitizer of it (the api's, and a page's again): text
 * formatting, lists, headings, tables, pictures and links. No script, style, form or frame; no
 * event handler or style attribute; links and pictures only over http(s) (links also mailto).
 * Links open in a new tab with rel="noopener noreferrer" (the sanitizer sets both).
 */
export const FEED_HTML_ALLOWED = {
  tags: [
    'p',
    'br',
    'hr',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'span',
    'div',
    'font',
    'blockquote',
    'code',
    'pre',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'img',
  ],
  attributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  linkSchemes: ['http', 'https', 'mailto'],
  imageSchemes: ['http', 'https'],
} as const;
