import { z } from 'zod/mini';
import { lazySchema } from '../domain/lazy-schema.js';

/**
 * The contract between a remote and the shell: the `routes.json` a remote's build publishes beside
 * its `mf-manifest.json`, written from the remote's own `src/surface.ts` (see `RemoteSurfaceInput`).
 * The shell and the site's server read it at run time; the data is the remote's, only this schema
 * lives here.
 */

/** A remote's name, as `config.json` and Module Federation know it. */
export const remoteNamePattern = /^[a-z][a-z0-9-]{0,39}$/;

/** A path pattern of this site: `/store`, `/store/:slug`. Not `/` (the shell's) and no query. */
const pathPattern = /^(\/(:?[a-z0-9][a-z0-9-]*))+$/;
/** A path on this site a link may point at (a route's concrete path, no parameter). */
const linkPattern = /^(\/[a-z0-9][a-z0-9-]*)+$/;
/** A public api read under the api base, with its query: `/game/population/history?hours=24`. */
const apiReadPattern = /^\/[a-z0-9/_-]+(\?[a-z0-9=&_-]+)?$/;
/** A caret range on shared-contracts' version: `^1.0.0`. */
export const contractRangePattern = /^\^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

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
/**
 * A remote's frames by route path, as its `src/surface.ts` declares them (`routeFrames`, apart from
 * `surface`, so the remote's JavaScript leaves them out); its build puts each on its route in routes.json.
 */
export type RouteFramesInput = Record<string, z.input<typeof RouteFrameSchema>>;

export const SurfaceRouteSchema = lazySchema(() =>
  z.object({
    /** react-router path pattern, e.g. `/store/:slug`. */
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
     * script. Declared in the remote's `routeFrames`; its build puts it here.
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

function declarationShape() {
  return {
    /** The remote's name; must match its name in `config.json`. */
    remote: z.string().check(z.regex(remoteNamePattern)),
    /**
     * True when every page of the remote copes with a session that is still loading (it shows
     * nothing that depends on the account until the session is known), so the shell mounts it at
     * once instead of waiting for sign-in to start.
     */
    mountsBeforeSession: z._default(z.boolean(), false),
    routes: z.array(SurfaceRouteSchema).check(z.minLength(1), z.maxLength(200)),
    menu: z._default(z.array(SurfaceMenuEntrySchema).check(z.maxLength(50)), []),
    homeCards: z._default(z.array(SurfaceHomeCardSchema).check(z.maxLength(50)), []),
  };
}

/** What a remote writes in its `src/surface.ts`: everything but the contract range its build adds. */
export const SurfaceDeclarationSchema = lazySchema(() => z.object(declarationShape()));
export type RemoteSurfaceInput = z.input<typeof SurfaceDeclarationSchema>;
export type RemoteSurfaceDeclaration = z.infer<typeof SurfaceDeclarationSchema>;

/** `routes.json`, as the remote's build publishes it. */
export const RemoteSurfaceSchema = lazySchema(() =>
  z.object({
    ...declarationShape(),
    /** The range of shared-contracts' version the remote was built against: `^<version>`. */
    contract: z.string().check(z.regex(contractRangePattern)),
  }),
);
export type RemoteSurface = z.infer<typeof RemoteSurfaceSchema>;

/** The file a remote's build writes beside `mf-manifest.json`. */
export const surfaceFileName = 'routes.json';

/** Where a remote's `routes.json` lives: beside its manifest. */
export function surfaceUrlOf(manifestUrl: string | URL): URL {
  return new URL(surfaceFileName, manifestUrl);
}

/** Problems of a `routes.json` document, one line each; empty when it is valid. */
function problemsOf(issues: readonly { path: PropertyKey[]; message: string }[]): string[] {
  return issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
}

export type SurfaceParseResult = { ok: true; surface: RemoteSurface } | { ok: false; problems: string[] };

/** Validates a parsed `routes.json`, naming every bad field. */
export function parseRemoteSurface(input: unknown): SurfaceParseResult {
  const result = RemoteSurfaceSchema.safeParse(input);
  if (result.success) return { ok: true, surface: result.data };
  return { ok: false, problems: problemsOf(result.error.issues) };
}

/**
 * What is wrong with a remote's declared surface, one line each: the schema, and the paths its
 * router serves against the paths it declares (every declared page is served, every served path is
 * declared; redirects may be left to the shell). Each remote's unit test expects none.
 */
export function surfaceProblems(
  declaration: unknown,
  servedPaths: readonly (string | undefined)[],
): string[] {
  const result = SurfaceDeclarationSchema.safeParse(declaration);
  if (!result.success) return problemsOf(result.error.issues);
  const surface = result.data;
  const problems: string[] = [];
  const declared = new Set(surface.routes.map((route) => route.path));
  const served = new Set(servedPaths.filter((path): path is string => typeof path === 'string'));
  for (const route of surface.routes) {
    if (!route.redirectTo && !served.has(route.path)) problems.push(`${route.path}: declared, not served`);
  }
  for (const path of served) if (!declared.has(path)) problems.push(`${path}: served, not declared`);
  if (declared.size !== surface.routes.length) problems.push('a path is declared twice');
  const pages = surface.routes.filter((route) => !route.redirectTo).map((route) => route.path);
  const isPage = (to: string) => pages.some((path) => path === to);
  for (const route of surface.routes) {
    for (const target of [route.redirectTo, route.canonicalPath]) {
      if (target && !isPage(target))
        problems.push(`${route.path}: ${target} is not a page of ${surface.remote}`);
    }
  }
  for (const link of [...surface.menu, ...surface.homeCards]) {
    if (!isPage(link.to)) problems.push(`${link.label}: ${link.to} is not a page of ${surface.remote}`);
  }
  return problems;
}
