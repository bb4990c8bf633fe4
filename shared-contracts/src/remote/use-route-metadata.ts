import { useLocation } from 'react-router';
// By the package's own name: see define-remote.tsx.
import { matchRoute, usePageMetadata } from 'shared-contracts';

/** Sets the page metadata from the route table entry of the current path. */
export function useRouteMetadata(
  overrides: { title?: string; description?: string; keywords?: string[] } = {},
): void {
  const { pathname } = useLocation();
  const entry = matchRoute(pathname);
  usePageMetadata({
    title: overrides.title ?? entry?.title ?? 'Page',
    description: overrides.description ?? entry?.description ?? '',
    path: pathname,
    ...(overrides.keywords ? { keywords: overrides.keywords } : {}),
  });
}
