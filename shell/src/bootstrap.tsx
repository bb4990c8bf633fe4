import 'shared-contracts/styles.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { CogsErrorPage, loadSiteConfig, setSiteConfig } from 'shared-contracts';
import { App } from './app/app';
import { preloadArea } from './features/composition/api/preload-area';
import { registerRemotesFromConfig } from './features/composition/api/register-remotes';
import { startSessionFromAuthRemote } from './features/session/start-session';

async function bootstrap(rootElement: HTMLElement) {
  const root = createRoot(rootElement);
  try {
    const config = await loadSiteConfig('/config.json');
    setSiteConfig(config);
    registerRemotesFromConfig(config);
  } catch (error) {
    console.error(error);
    root.render(<CogsErrorPage area="config" detail={error instanceof Error ? error.message : 'config'} />);
    return;
  }
  preloadArea(window.location.pathname);
  // As a transition, React renders the page in slices and lets the browser breathe between them.
  startTransition(() => root.render(<App />));
  startSessionFromAuthRemote();
}

const rootElement = document.getElementById('root');
if (rootElement) void bootstrap(rootElement);
