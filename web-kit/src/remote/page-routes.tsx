import type { ComponentType } from 'react';
// By the package's own name: see define-remote.tsx.
import { lazyPage } from 'web-kit';
import { Navigate } from '../routing/router.js';
import type { RouteObject } from '../routing/routes.js';

/** What the router needs of a page declared in a remote's `src/surface.ts`. */
export interface RoutedPage {
  path: string;
  aliases?: readonly string[];
  redirects?: readonly string[];
  /** Imports the page's component, in a chunk named after its path (`routeChunkName`). */
  load?: () => Promise<ComponentType>;
}

/**
 * A remote's routes, derived from its page declarations: each page loads its own chunk on its
 * path and on its aliases, and its redirects forward to it. A page without `load` is not served,
 * and the remote's surface test says so.
 */
export function pageRoutes(pages: readonly RoutedPage[]): RouteObject[] {
  return pages.flatMap(({ path, aliases = [], redirects = [], load }) => {
    const forwards = redirects.map((from) => ({ path: from, element: <Navigate to={path} replace /> }));
    if (!load) return forwards;
    const Page = lazyPage(load);
    return [path, ...aliases].map((served) => ({ path: served, element: <Page /> })).concat(forwards);
  });
}
