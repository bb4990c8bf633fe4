import type { ComponentType } from 'react';
import { deferredComponent } from './deferred-component.js';
import { RouteFrame } from './route-frame.js';
import { routeFrameOf } from './site-route-frames.js';

/** Shown in a page's place while its own code loads: the route's frame, or the spinner without one. */
export function PageLoading() {
  return <RouteFrame frame={routeFrameOf(window.location.pathname)} />;
}

/**
 * A page whose code loads only when its route is visited, so a remote's page carries no other
 * page's code. Name the chunk after the route (`routeChunkName`) so the site's server preloads it
 * with the page's HTML and the split costs no extra round trip.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  return deferredComponent(load, <PageLoading />);
}
