import 'shared-contracts/styles.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { CogsErrorPage, loadSiteConfig, setSiteConfig } from 'shared-contracts';
import { App, HomePage } from './app/app';
import { preloadArea } from './features/composition/api/preload-area';
import { registerRemotesFromConfig } from './features/composition/api/register-remotes';
import { warmAreaCode } from './features/composition/api/warm-area-code';
import { startSessionFromAuthRemote } from './features/session/start-session';
import { layoutPainted } from './lib/layout-painted';

async function bootstrap(rootElement: HTMLElement) {
  const root = createRoot(rootElement);
  if (window.location.pathname === '/') void HomePage.preload().catch(() => {});
  try {
    const config = await loadSiteConfig('/config.json');
    setSiteConfig(config);
    registerRemotesFromConfig(config);
  } catch (error) {
    console.error(error);
    root.render(<CogsErrorPage area="config" detail={error instanceof Error ? error.message : 'config'} />);
    return;
  }
  // As a transition, React renders the page in slices and lets the browser breathe between them.
  startTransition(() => root.render(<App />));
  // The area's code and the remote's public module, side by side rather than one after another.
  void layoutPainted.then(() => {
    warmAreaCode(window.location.pathname);
    preloadArea(window.location.pathname);
  });
  startSessionFromAuthRemote();
}

const rootElement = document.getElementById('root');
if (rootElement) void bootstrap(rootElement);
