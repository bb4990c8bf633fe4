import { useLocation } from 'react-router';
import { usePageMetadata } from '../metadata/use-page-metadata.js';
import { matchRoute } from '../routes/match-route.js';

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
