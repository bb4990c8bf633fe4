import { useContext } from 'react';
import { useLocation } from 'react-router';
// By the package's own name: see define-remote.tsx.
import { canonicalPathOf, matchRoute, usePageMetadata } from 'shared-contracts';
import { RemoteSurfaceContext } from './surface-context.js';

/** Sets the page metadata from the remote's own surface entry for the current path. */
export function useRouteMetadata(
  overrides: { title?: string; description?: string; keywords?: string[] } = {},
): void {
  const { pathname } = useLocation();
  const routes = useContext(RemoteSurfaceContext)?.routes ?? [];
  const entry = matchRoute(pathname, routes);
  usePageMetadata({
    title: overrides.title ?? entry?.title ?? 'Page',
    description: overrides.description ?? entry?.description ?? '',
    path: canonicalPathOf(pathname, routes),
    ...(overrides.keywords ? { keywords: overrides.keywords } : {}),
  });
}
