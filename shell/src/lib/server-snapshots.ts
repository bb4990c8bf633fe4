import { sessionStore, siteConfigStore } from 'web-kit';
import { setServerPathname } from './router/location';
import { surfaceStore } from './surfaces/surface-store';

/**
 * A server render and a hydration read each store's "server snapshot", which zustand takes from the
 * state the store was created with (empty). For the shell it is the page's state as loaded: the
 * site's server sets the config, surfaces and path just before each render, and the browser has
 * loaded the same ones before it hydrates, so both sides draw the same page.
 */
export function snapshotPageState(pathname: string): void {
  for (const store of [siteConfigStore, surfaceStore, sessionStore]) {
    (store as { getInitialState: () => unknown }).getInitialState = store.getState;
  }
  setServerPathname(pathname);
}
