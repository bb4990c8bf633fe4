import { matchRoute } from 'shared-contracts';
import { loadRemoteModule } from './load-remote-module';

/**
 * Starts loading the current page's remote as soon as the remotes are registered, while React
 * renders the layout, rather than once the area mounts. A failure here is left to the area, which
 * asks again and shows its error page.
 */
export function preloadArea(pathname: string): void {
  const entry = matchRoute(pathname);
  if (!entry) return;
  loadRemoteModule(entry.remote).catch(() => {});
}
