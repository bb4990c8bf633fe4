/**
 * The router for every part, re-exported from here rather than shared as a whole package: a
 * federation-shared package cannot be tree-shaken. Coming through web-kit's area entry (a
 * singleton), it is one copy per page.
 *
 * wouter (about 2.5 kB gzip) rather than react-router (12 kB): a remote's pages are flat paths
 * with at most one `:param` segment, matched by the contract's own rule (`routes.tsx`), so the
 * remotes need links, redirects, the path's parameters and the query string, nothing more.
 * wouter follows the History API: it reports every pushState and replaceState to all its hooks,
 * so the shell's navigation and any remote's reach each other's routers.
 * A part that needs another router export adds it here.
 */
import { useCallback } from 'react';
import { Redirect, useSearch, useLocation as useWouterLocation } from 'wouter';

export { Link, useParams, useSearchParams } from 'wouter';
export { Outlet, type RouteObject, Routes } from './routes.js';

/** Where a navigation goes: a path, with its query string if any. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

/** Moves to `to` (a path on this site) once rendered; `replace` keeps the current entry out of history. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}

/** A function that moves to another path of the site, as a link would. */
export function useNavigate(): NavigateFunction {
  const [, navigate] = useWouterLocation();
  return useCallback((to, options) => navigate(to, options), [navigate]);
}

/** The current path and query string (`search` starts with `?` when there is one). */
export function useLocation(): { pathname: string; search: string } {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  return { pathname, search: search ? `?${search}` : '' };
}

/**
 * The browser's own location: every part follows `window.location`, so there is nothing to set
 * up; kept for the tests and standalone pages that wrap a page in it.
 */
export function BrowserRouter({ children }: { children: React.ReactNode }) {
  return <>{children}</>;
}
