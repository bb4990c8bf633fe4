import { type RouteEntry, routeTable } from './route-table.js';

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
 * The route-table entry for a pathname. Static paths win over parameterised ones,
 * so `/store/purchases` is never taken for `/store/:slug`.
 */
export function matchRoute(
  pathname: string,
  table: readonly RouteEntry[] = routeTable,
): RouteEntry | undefined {
  const candidates = table.filter((route) => pathMatches(route.path, pathname));
  return candidates.find((route) => !route.path.includes(':')) ?? candidates[0];
}
