import { createContext, type ReactNode, useContext } from 'react';
// The contract's matching rule, the one routes.json and the shell's ownership of a path follow.
import { matchRoute } from 'shared-contracts';
import { Route, useLocation } from 'wouter';

/**
 * A remote's route: a page's `path` and `element`, or a layout (an `element` without a path) whose
 * `<Outlet />` shows whichever of its `children` matches.
 */
export interface RouteObject {
  path?: string;
  element?: ReactNode;
  children?: RouteObject[];
}

/** A page's route with the layouts around it, outermost first. */
interface RoutedLeaf {
  path: string;
  element: ReactNode;
  layouts: ReactNode[];
}

function leavesOf(routes: readonly RouteObject[], layouts: ReactNode[] = []): RoutedLeaf[] {
  return routes.flatMap((route) => {
    if (route.children) {
      return leavesOf(route.children, route.element === undefined ? layouts : [...layouts, route.element]);
    }
    return route.path === undefined ? [] : [{ path: route.path, element: route.element ?? null, layouts }];
  });
}

const OutletContext = createContext<ReactNode>(null);

/** Where a layout route shows the page of the current path. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

/**
 * The page of the current path among `routes`, inside its layouts; nothing on a path none of them
 * serves (another area's: the shell swaps the area as soon as it sees the new URL).
 * Static paths win over parameterised ones (`/store/purchases` over `/store/:slug`), as everywhere.
 */
export function Routes({ routes }: { routes: readonly RouteObject[] }) {
  const [pathname] = useLocation();
  const leaf = matchRoute(pathname, leavesOf(routes));
  if (!leaf) return null;
  // wouter's Route gives the page its `:param` values (useParams).
  let shown: ReactNode = <Route path={leaf.path}>{leaf.element}</Route>;
  // Innermost layout first; the same tree from one page of a layout to the next keeps it mounted.
  for (const layout of [...leaf.layouts].reverse()) {
    shown = <OutletContext.Provider value={shown}>{layout}</OutletContext.Provider>;
  }
  return shown;
}
