import * as z from 'shared-contracts/zod';
import { lazySchema } from '../domain/lazy-schema.js';
import { PageDeclarationSchema, type PageInput, publishedPage } from './page-declaration.js';
import {
  contractRangePattern,
  remoteNamePattern,
  SurfaceHomeCardSchema,
  SurfaceMenuEntrySchema,
  SurfaceRouteSchema,
} from './surface-fields.js';

/**
 * The contract between a remote and the shell: the `routes.json` a remote's build publishes beside
 * its `mf-manifest.json`, derived from the pages the remote declares in its `src/surface.ts` (see
 * `RemoteSurfaceInput`).
 * The shell and the site's server read it at run time; the data is the remote's, only this schema
 * lives here.
 */

/** The fields a remote's declaration and its `routes.json` share. */
function remoteFields() {
  return {
    /** The remote's name; must match its name in `config.json`. */
    remote: z.string().check(z.regex(remoteNamePattern)),
    /**
     * True when every page of the remote copes with a session that is still loading (it shows
     * nothing that depends on the account until the session is known), so the shell mounts it at
     * once instead of waiting for sign-in to start.
     */
    mountsBeforeSession: z._default(z.boolean(), false),
  };
}

/**
 * What a remote writes in its `src/surface.ts`: its name, whether it mounts before the session, and
 * its pages, each declared once (`PageDeclarationSchema`). Parsing yields the routes, menu entries
 * and home cards of `routes.json`, in the order of the pages.
 */
export const SurfaceDeclarationSchema = lazySchema(() =>
  z.pipe(
    z.object({
      ...remoteFields(),
      pages: z.array(PageDeclarationSchema).check(z.minLength(1), z.maxLength(100)),
    }),
    z.transform(({ remote, mountsBeforeSession, pages }) => {
      const published = pages.map(publishedPage);
      return {
        remote,
        mountsBeforeSession,
        routes: published.flatMap((page) => page.routes),
        menu: published.flatMap((page) => page.menu),
        homeCards: published.flatMap((page) => page.homeCards),
      };
    }),
  ),
);
/**
 * A remote's `surface` as its `src/surface.ts` writes it, page loaders included: a remote writes
 * `satisfies RemoteSurfaceInput<ComponentType>` so each `load` is typed as its router needs.
 */
export type RemoteSurfaceInput<Component = unknown> = Omit<
  z.input<typeof SurfaceDeclarationSchema>,
  'pages'
> & {
  pages: PageInput<Component>[];
};
export type RemoteSurfaceDeclaration = z.output<typeof SurfaceDeclarationSchema>;

/** `routes.json`, as the remote's build publishes it. */
export const RemoteSurfaceSchema = lazySchema(() =>
  z.object({
    ...remoteFields(),
    routes: z.array(SurfaceRouteSchema).check(z.minLength(1), z.maxLength(200)),
    menu: z._default(z.array(SurfaceMenuEntrySchema).check(z.maxLength(50)), []),
    homeCards: z._default(z.array(SurfaceHomeCardSchema).check(z.maxLength(50)), []),
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
 * declared; redirects may be left to the shell) and no path declared twice. Menu entries, cards,
 * aliases and redirects point at their own page by construction. Each remote's unit test expects none.
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
  return problems;
}
