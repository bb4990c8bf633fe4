import * as z from 'shared-contracts/zod';
import { lazySchema } from '../domain/lazy-schema.js';

// The fields of `routes.json` (see surface-schema.ts): a route, a frame, a menu entry, a home card.

/** A remote's name, as `config.json` and Module Federation know it. */
export const remoteNamePattern = /^[a-z][a-z0-9-]{0,39}$/;

/** A path pattern of this site: `/store`, `/store/:slug`. Not `/` (the shell's) and no query. */
export const pathPattern = /^(\/(:?[a-z0-9][a-z0-9-]*))+$/;
/** A path on this site a link may point at (a route's concrete path, no parameter). */
export const linkPattern = /^(\/[a-z0-9][a-z0-9-]*)+$/;
/** A public api read under the api base, with its query: `/game/population/history?hours=24`. */
export const apiReadPattern = /^\/[a-z0-9/_-]+(\?[a-z0-9=&_-]+)?$/;
/** A caret range on shared-contracts' version: `^1.0.0`. */
export const contractRangePattern = /^\^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

export const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** The shapes a frame's placeholder can take below its heading: what the page's first view is. */
export const routeFramePlaceholders = ['cards', 'rows', 'panel'] as const;

export const RouteFrameSchema = lazySchema(() =>
  z.object({
    /** The page's `<h1>`, word for word. */
    heading: text(120),
    /** The page's first paragraph under the heading, word for word (its text only, no links). */
    lead: z.optional(text(600)),
    /** The placeholder drawn where the page's data will be; `cards` when unset. */
    placeholder: z.optional(z.enum(routeFramePlaceholders)),
    /**
     * For a page whose first view is a fixed list of links (the arcade's games): the cards
     * themselves, word for word as the page draws them with `LinkCards`, instead of a placeholder.
     * They work before any script runs.
     */
    cards: z.optional(
      z
        .array(z.object({ title: text(80), text: text(300), to: z.string().check(z.regex(linkPattern)) }))
        .check(z.minLength(1), z.maxLength(12)),
    ),
  }),
);
export type RouteFrameData = z.infer<typeof RouteFrameSchema>;
export const SurfaceRouteSchema = lazySchema(() =>
  z.object({
    /** Path pattern: static segments and `:param` ones, e.g. `/store/:slug`. */
    path: z.string().check(z.regex(pathPattern), z.maxLength(120)),
    /** Page name used in the title "The Trinket Foundation | <title>". */
    title: text(80),
    description: text(300),
    /** Another path this one forwards to (the shell sends the visitor there). */
    redirectTo: z.optional(z.string().check(z.regex(linkPattern))),
    /** For an alias served in place: the primary path, which pages name as their canonical URL. */
    canonicalPath: z.optional(z.string().check(z.regex(linkPattern))),
    /**
     * Public api reads the page makes as it first renders, for every visitor. The site's server
     * preloads them with the HTML. Only reads sent without a token belong here.
     */
    preloadData: z.optional(z.array(z.string().check(z.regex(apiReadPattern))).check(z.maxLength(6))),
    /**
     * The page's static frame: what it shows before its data, as the page itself renders it (the
     * same heading and first paragraph, in the same words). The site's server paints it in the HTML
     * and the shell and the remote show it while their code loads, so the first paint waits for no
     * script. Declared with the page in the remote's `src/surface.ts`.
     */
    frame: z.optional(RouteFrameSchema),
  }),
);
export type SurfaceRoute = z.infer<typeof SurfaceRouteSchema>;

export const SurfaceMenuEntrySchema = lazySchema(() =>
  z.object({
    label: text(60),
    to: z.string().check(z.regex(linkPattern)),
    /** `primary`: in the navigation bar itself; `menu`: under "More". */
    placement: z.enum(['primary', 'menu']),
    /** Place among every remote's entries of the same placement, smallest first. */
    order: z.number().check(z.int(), z.gte(0), z.lte(10_000)),
    isNew: z.optional(z.boolean()),
    /** Shown as the current page on its own path only, not on the paths below it. */
    exact: z.optional(z.boolean()),
  }),
);
export type SurfaceMenuEntry = z.infer<typeof SurfaceMenuEntrySchema>;

export const SurfaceHomeCardSchema = lazySchema(() =>
  z.object({
    label: text(60),
    to: z.string().check(z.regex(linkPattern)),
    description: text(300),
    /** Place among every remote's cards, smallest first. */
    order: z.number().check(z.int(), z.gte(0), z.lte(10_000)),
    isNew: z.optional(z.boolean()),
  }),
);
export type SurfaceHomeCard = z.infer<typeof SurfaceHomeCardSchema>;
