import type { ComponentType } from 'react';
import { deferredComponent } from './deferred-component.js';

/** Shown in a page's place while its own code loads. */
export function PageLoading() {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">Loading the page…</span>
    </div>
  );
}

/**
 * A page whose code loads only when its route is visited, so a remote's page carries no other
 * page's code. Name the chunk after the route (`routeChunkName`) so the site's server preloads it
 * with the page's HTML and the split costs no extra round trip.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  return deferredComponent(load, <PageLoading />);
}
