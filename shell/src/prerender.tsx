// The site's server renders the first paint of a page with this module (built for Node by
// rsbuild.prerender.config.ts): the shell's own App, as the browser's first render will draw it,
// with the layout (notices, navigation, footer), the home page on `/`, or the route's frame its
// remote publishes. The browser's React then hydrates that markup (bootstrap.tsx).
import { renderToString } from 'react-dom/server';
import {
  canonicalPathOf,
  checkContract,
  matchRoute,
  type RemoteSurface,
  type SiteConfig,
} from 'shared-contracts';
import { buildPageMetadata, setSiteConfig } from 'web-kit';
import { App, HomePage } from './app/app';
import { setServerDismissedBanners } from './features/banners/api/dismissed-banners';
import { snapshotPageState } from './lib/server-snapshots';
import { type RemoteSurfaceState, setRemoteSurfaces, surfaceStore } from './lib/surfaces/surface-store';

export interface PrerenderInput {
  config: SiteConfig;
  /** Every remote of the config, in its order, with its routes.json; null when it could not be read. */
  remotes: { name: string; surface: RemoteSurface | null }[];
  pathname: string;
  /** The notices this visitor dismissed (their cookie): painted without them. */
  dismissedBanners?: string[];
}

function surfaceStateOf({ name, surface }: PrerenderInput['remotes'][number]): RemoteSurfaceState {
  if (!surface) return { name, status: 'failed', reason: 'routes.json could not be read' };
  const contract = checkContract(surface.contract);
  return contract.compatible
    ? { name, status: 'ready', surface }
    : { name, status: 'incompatible', surface, reason: contract.reason };
}

/** Loads the home page's code once, so `/` renders it rather than its loading state. */
export function prepare(): Promise<unknown> {
  return HomePage.preload();
}

export interface RenderedPage {
  /** The markup of `#root`. */
  root: string;
  /** The page's title and description, as the page sets them once it runs; none for the home page (the HTML's own). */
  title?: string;
  description?: string;
  /** The page's canonical URL (never ending in a slash), so a crawler reads it before any script. */
  canonicalUrl?: string;
}

/** One page. Synchronous: the stores hold this page's state throughout. */
export function renderPage({
  config,
  remotes,
  pathname,
  dismissedBanners = [],
}: PrerenderInput): RenderedPage {
  setSiteConfig(config);
  setServerDismissedBanners(dismissedBanners);
  setRemoteSurfaces(remotes.map(surfaceStateOf));
  snapshotPageState(pathname);
  let root: string;
  try {
    root = renderToString(<App />);
  } finally {
    // The request's cookie is this render's only: nothing after it may read it.
    setServerDismissedBanners(null);
  }
  const { routes } = surfaceStore.getState().site;
  const entry = matchRoute(pathname, routes);
  if (!entry) return { root };
  const metadata = buildPageMetadata(
    { title: entry.title, description: entry.description, path: canonicalPathOf(pathname, routes) },
    config.siteUrl,
  );
  return {
    root,
    title: metadata.title,
    description: metadata.description,
    canonicalUrl: metadata.canonicalUrl,
  };
}
