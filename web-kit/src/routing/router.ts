/**
 * The router for every part, re-exported from here rather than shared as a whole package:
 * a federation-shared package cannot be tree-shaken, and react-router in full would double the
 * shell's JavaScript. Coming through shared-contracts (a singleton), it is still one copy per page.
 * Only the declarative router is here: the data router (createBrowserRouter, loaders, actions)
 * would add about 16 kB gzip to every page, and no remote needs it.
 * A part that needs another react-router export adds it here.
 */

export type { NavigateFunction, RouteObject } from 'react-router';
export {
  BrowserRouter,
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
