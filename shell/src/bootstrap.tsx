import 'web-kit/styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadSiteConfig } from 'shared-contracts';
import { CogsErrorPage, setSiteConfig } from 'web-kit';
import { App, HomePage } from './app/app';
import { preloadArea } from './features/composition/api/preload-area';
import { registerRemotesFromConfig } from './features/composition/api/register-remotes';
import { warmAreaCode } from './features/composition/api/warm-area-code';
import { overridesRequested } from './features/remote-overrides/api/override-state';
import { startSessionFromAuthRemote } from './features/session/start-session';
import { isSampledView } from './features/telemetry/sampling';
import { layoutPainted } from './lib/layout-painted';
import { subscribeToLocation } from './lib/router/location';
import { snapshotPageState } from './lib/server-snapshots';
import { loadSurfaces } from './lib/surfaces/load-surfaces';
import { rememberPaintedTitle } from './lib/surfaces/painted-page-title';
import { startSurfaceRecovery } from './lib/surfaces/surface-recovery';

async function bootstrap(rootElement: HTMLElement) {
  // The site's server paints the page's first view in #root (site-server/prerender.mjs): React then
  // hydrates it, adopting the markup as it is, in slices, instead of drawing the page again.
  const painted = rootElement.hasChildNodes();
  // The server may name this page from a remote's routes.json the browser cannot read right now.
  rememberPaintedTitle(window.location.pathname, document.title);
  // On `/` the first render is the home page itself, as painted, never its loading state.
  const homeCode = window.location.pathname === '/' ? HomePage.preload().catch(() => {}) : Promise.resolve();
  try {
    // A QA browser may load one remote from a candidate build (only from the config's allowed origins).
    const deployed = await loadSiteConfig('/config.json');
    const config = overridesRequested()
      ? (await import('./features/remote-overrides/api/apply-remote-overrides')).applyRemoteOverrides(
          deployed,
        )
      : deployed;
    setSiteConfig(config);
    registerRemotesFromConfig(config);
    // A sampled page view reports how each remote version loads (a QA browser's candidates never):
    // its code comes only then, beside the surfaces, and is in place before any remote loads.
    const telemetry =
      !overridesRequested() && isSampledView(config.telemetry.sampleRate)
        ? import('./features/telemetry/remote-telemetry')
            .then((module) => module.startRemoteTelemetry(config))
            .catch(() => {})
        : undefined;
    // Each remote's routes, menu entries and home cards (its routes.json, preloaded with the page):
    // the navigation and the page's owner come from them. One that cannot be read fails alone.
    await Promise.all([loadSurfaces(config), homeCode, telemetry]);
    // A remote that was down comes back into the menu and the home cards once it answers again.
    const recovery = startSurfaceRecovery(config);
    subscribeToLocation(() => void recovery.retryNow());
  } catch (error) {
    console.error(error);
    createRoot(rootElement).render(
      <CogsErrorPage area="config" detail={error instanceof Error ? error.message : 'config'} />,
    );
    return;
  }
  if (painted) {
    snapshotPageState(window.location.pathname);
    // What this browser knows and the server could not (a dismissed notice, a QA override) differs
    // from the painted page: React then draws the page afresh, which is no error.
    // As a transition, hydration runs in slices too (outside one, React hydrates in one task).
    startTransition(() => {
      hydrateRoot(rootElement, <App />, {
        onRecoverableError: (error) => console.info('[prerender] drawn afresh:', error),
      });
    });
  } else {
    // As a transition, React renders the page in slices and lets the browser breathe between them.
    const root = createRoot(rootElement);
    startTransition(() => root.render(<App />));
  }
  // The area's code and the remote's public module, side by side rather than one after another.
  void layoutPainted.then(() => {
    warmAreaCode(window.location.pathname);
    preloadArea(window.location.pathname);
  });
  startSessionFromAuthRemote();
}

const rootElement = document.getElementById('root');
if (rootElement) void bootstrap(rootElement);
