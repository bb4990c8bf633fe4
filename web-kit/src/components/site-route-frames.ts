import type { RouteFrameData } from 'shared-contracts';
import { matchRoute } from 'shared-contracts';

/** The site's routes with their frames, from every remote's routes.json (the shell sets them). */
let framedRoutes: readonly { path: string; frame?: RouteFrameData }[] = [];

/**
 * Called by the shell once it has composed the remotes' surfaces: a remote's pages then show their
 * frame while their code loads, with no copy of it in the remote's own JavaScript.
 */
export function setSiteRouteFrames(routes: readonly { path: string; frame?: RouteFrameData }[]): void {
  framedRoutes = routes;
}

/** The frame of the page at `pathname`, if its remote publishes one. */
export function routeFrameOf(pathname: string): RouteFrameData | undefined {
  return matchRoute(pathname, framedRoutes)?.frame;
}
