/**
 * The router for every part, re-exported from here rather than shared as a whole package:
 * a federation-shared package cannot be tree-shaken, and react-router in full would double the
 * shell's JavaScript. Coming through shared-contracts (a singleton), it is still one copy per page.
 * A part that needs another react-router export adds it here.
 */

export type { NavigateFunction, RouteObject } from 'react-router';
export {
  createBrowserRouter,
  generatePath,
  isRouteErrorResponse,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
