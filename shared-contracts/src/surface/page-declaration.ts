import * as z from 'shared-contracts/zod';
import { lazySchema } from '../domain/lazy-schema.js';
import {
  apiReadPattern,
  linkPattern,
  pathPattern,
  RouteFrameSchema,
  type SurfaceHomeCard,
  type SurfaceMenuEntry,
  type SurfaceRoute,
  text,
} from './surface-fields.js';

/**
 * One page of a remote, declared once in its `src/surface.ts`: everything the site learns about the
 * page (its route, frame, menu entry and home card) and the code that draws it. The build derives
 * `routes.json` from these declarations and the remote's router derives its routes from them, so a
 * page's path is written in one place.
 */
export const PageDeclarationSchema = lazySchema(() =>
  z.object({
    /** Path pattern: static segments and `:param` ones, e.g. `/store/:slug`. */
    path: z.string().check(z.regex(pathPattern), z.maxLength(120)),
    /** Page name used in the title "The Trinket Foundation | <title>". */
    title: text(80),
    description: text(300),
    /**
     * Public api reads the page makes as it first renders, for every visitor. The site's server
     * preloads them with the HTML. Only reads sent without a token belong here.
     */
    preloadData: z.optional(z.array(z.string().check(z.regex(apiReadPattern))).check(z.maxLength(6))),
    /**
     * The page's static frame: its `<h1>` and first paragraph word for word as the page renders
     * them, and the shape of its first view. Leave it out when the heading depends on data.
     */
    frame: z.optional(RouteFrameSchema),
    /** Older paths that show this page in place, naming this path as their canonical URL. */
    aliases: z.optional(z.array(z.string().check(z.regex(linkPattern))).check(z.maxLength(5))),
    /** Older paths that forward the visitor here (the shell redirects them). */
    redirects: z.optional(z.array(z.string().check(z.regex(linkPattern))).check(z.maxLength(5))),
    /** Its link in the navigation; the label is the title unless given. */
    menu: z.optional(
      z.object({
        label: z.optional(text(60)),
        /** `primary`: in the navigation bar itself; `menu`: under "More". */
        placement: z.enum(['primary', 'menu']),
        /** Place among every remote's entries of the same placement, smallest first. */
        order: z.number().check(z.int(), z.gte(0), z.lte(10_000)),
        isNew: z.optional(z.boolean()),
        /** Shown as the current page on its own path only, not on the paths below it. */
        exact: z.optional(z.boolean()),
      }),
    ),
    /** Its card on the home page; the label is the title and the text the description unless given. */
    card: z.optional(
      z.object({
        label: z.optional(text(60)),
        description: z.optional(text(300)),
        /** Place among every remote's cards, smallest first. */
        order: z.number().check(z.int(), z.gte(0), z.lte(10_000)),
        isNew: z.optional(z.boolean()),
      }),
    ),
  }),
);
export type PageDeclaration = z.infer<typeof PageDeclarationSchema>;

/**
 * A page as a remote writes it: the declaration and, for every page but a pure redirect, `load`,
 * which imports the page's component as a chunk named after its path
 * (`() => import(/* webpackChunkName: "route-store" *\/ './features/store/…').then((m) => m.StorePage)`,
 * see `routeChunkName`). The build never calls it; the remote's router does. `Component` is the
 * browser's component type (React's `ComponentType` in a remote); the contract stays React-free.
 */
export type PageInput<Component = unknown> = z.input<typeof PageDeclarationSchema> & {
  load?: () => Promise<Component>;
};

/** The routes, menu entry and home card a page declaration publishes in `routes.json`. */
export function publishedPage(page: PageDeclaration): {
  routes: SurfaceRoute[];
  menu: SurfaceMenuEntry[];
  homeCards: SurfaceHomeCard[];
} {
  const { path, title, description, preloadData, frame, aliases = [], redirects = [], menu, card } = page;
  const shown = { title, description, ...(preloadData ? { preloadData } : {}), ...(frame ? { frame } : {}) };
  return {
    routes: [
      { path, ...shown },
      ...aliases.map((alias) => ({ path: alias, ...shown, canonicalPath: path })),
      ...redirects.map((from) => ({ path: from, title, description, redirectTo: path })),
    ],
    menu: menu ? [{ ...menu, label: menu.label ?? title, to: path }] : [],
    homeCards: card
      ? [{ ...card, label: card.label ?? title, description: card.description ?? description, to: path }]
      : [],
  };
}
