import { useContext } from 'react';
// The contract's rules: route matching, and a page's routes as routes.json publishes them.
import { canonicalPathOf, matchRoute, publishedPage } from 'shared-contracts';
// By the package's own name: see define-remote.tsx.
import { usePageMetadata } from 'web-kit';
import { useLocation } from '../routing/router.js';
import { RemoteSurfaceContext } from './surface-context.js';

/** Sets the page metadata from the remote's own page declaration (aliases included) for the current path. */
export function useRouteMetadata(
  overrides: { title?: string; description?: string; keywords?: string[] } = {},
): void {
  const { pathname } = useLocation();
  const pages = useContext(RemoteSurfaceContext)?.pages ?? [];
  const routes = pages.flatMap((page) => publishedPage(page).routes);
  const entry = matchRoute(pathname, routes);
  usePageMetadata({
    title: overrides.title ?? entry?.title ?? 'Page',
    description: overrides.description ?? entry?.description ?? '',
    path: canonicalPathOf(pathname, routes),
    ...(overrides.keywords ? { keywords: overrides.keywords } : {}),
  });
}
