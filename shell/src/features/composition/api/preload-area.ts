import { matchRoute } from 'shared-contracts';
import { surfaceStore } from '../../../lib/surfaces/surface-store';
import { loadRemoteModule } from './load-remote-module';

/**
 * Starts loading the current page's remote as soon as the remotes are registered, while React
 * renders the layout, rather than once the area mounts. A failure here is left to the area, which
 * asks again and shows its error page.
 */
export function preloadArea(pathname: string): void {
  const { site, remotes } = surfaceStore.getState();
  const entry = matchRoute(pathname, site.routes);
  if (!entry || entry.redirectTo) return;
  if (remotes.find((state) => state.name === entry.remote)?.status !== 'ready') return;
  loadRemoteModule(entry.remote).catch(() => {});
}
