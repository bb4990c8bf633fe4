/** The least a route needs to be matched: its path pattern, and its primary for an alias. */
export interface MatchableRoute {
  /** Path pattern: static segments and `:param` ones, e.g. `/store/:slug`. */
  path: string;
  canonicalPath?: string;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/** True when `pattern` (with `:param` segments) matches `pathname` exactly. */
export function pathMatches(pattern: string, pathname: string): boolean {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  if (expected.length !== actual.length) return false;
  return expected.every((segment, index) => segment.startsWith(':') || segment === actual[index]);
}

/**
 * The route of a table for a pathname. Static paths win over parameterised ones, so
 * `/store/purchases` is never taken for `/store/:slug`; otherwise the first in table order wins.
 */
export function matchRoute<Route extends MatchableRoute>(
  pathname: string,
  table: readonly Route[],
): Route | undefined {
  const candidates = table.filter((route) => pathMatches(route.path, pathname));
  return candidates.find((route) => !route.path.includes(':')) ?? candidates[0];
}

/** The path a page names as canonical: an alias's primary, else the pathname itself. */
export function canonicalPathOf(pathname: string, table: readonly MatchableRoute[]): string {
  return matchRoute(pathname, table)?.canonicalPath ?? pathname;
}
