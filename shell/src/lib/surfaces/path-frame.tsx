import { matchRoute } from 'shared-contracts';
import { RouteFrame } from 'web-kit';
import { useStore } from 'zustand';
import { surfaceStore } from './surface-store';

/**
 * The frame of the page at `pathname`, as its remote publishes it (routes.json): what the site's
 * server painted in the HTML, kept on screen while the remote's code loads. A spinner for a route
 * without one.
 */
export function PathFrame({ pathname, pictureOnly }: { pathname: string; pictureOnly?: boolean }) {
  const frame = useStore(surfaceStore, (state) => matchRoute(pathname, state.site.routes)?.frame);
  return <RouteFrame frame={frame} pictureOnly={pictureOnly} />;
}
