import { matchRoute } from 'shared-contracts';
import { loadRemoteModule } from './load-remote-module';

/**
 * Starts fetching the current page's remote and the composition code at once, while React renders
 * the layout, rather than one after the other once the area mounts. A failure here is left to the
 * area, which asks again and shows its error page.
 */
export function preloadArea(pathname: string): void {
  const entry = matchRoute(pathname);
  if (!entry) return;
  void import('../components/area-switch').catch(() => {});
  loadRemoteModule(entry.remote).catch(() => {});
}
