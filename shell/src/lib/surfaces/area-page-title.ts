import { brand } from 'web-kit';

/** The page's name as the site's server painted it in the document's title, for the first page only. */
export interface PaintedTitle {
  pathname: string;
  title: string;
}

/**
 * Reads the page's own name from a title the site's server wrote ("<site> | <page>"): the server
 * may know a remote's routes.json from an earlier visit when the browser cannot read it now.
 */
export function paintedTitleOf(pathname: string, documentTitle: string): PaintedTitle | undefined {
  const prefix = `${brand.siteName} | `;
  if (!documentTitle.startsWith(prefix)) return undefined;
  const title = documentTitle.slice(prefix.length).trim();
  return title ? { pathname, title } : undefined;
}

/**
 * The title of a page of an area: its route's title when a routes.json names it; for a path no
 * readable routes.json names while a remote is unread, what the page is and that it is unavailable
 * (never "Home", which the visitor is not on).
 */
export function areaPageTitle(input: {
  pathname: string;
  routeTitle: string | undefined;
  painted: PaintedTitle | undefined;
}): string {
  if (input.routeTitle) return input.routeTitle;
  if (input.painted && input.painted.pathname === input.pathname) return `${input.painted.title} unavailable`;
  return 'Page unavailable';
}
