import { createRoot } from 'react-dom/client';
import type { RemoteModule } from 'shared-contracts';
import { parseSiteConfig } from 'shared-contracts';
import { localSiteConfig } from 'shared-contracts/local-config';
import { setSiteConfig } from '../config/config-store.js';
import { markSessionUnavailable } from '../session/session-store.js';
import { mountParcel } from './mount-parcel.js';

// The local defaults are only the standalone frame's (the shell reads its config.json): kept out of
// the main entry, which every page of the site loads.
export { localSiteConfig };

export interface StandaloneOptions {
  /** Starts the session (only mfe-auth has one of its own); others run signed out. */
  startSession?: () => void;
}

/**
 * A remote's team runs its area alone: a minimal frame with links to its own paths, the
 * remote mounted exactly as the shell mounts it.
 */
export function startStandalone(remote: RemoteModule, options: StandaloneOptions = {}): void {
  setSiteConfig(parseSiteConfig({ ...localSiteConfig, siteUrl: window.location.origin }));
  if (options.startSession) options.startSession();
  else markSessionUnavailable(`Sign-in is not part of the standalone ${remote.name} frame.`);

  const host = document.getElementById('root') ?? document.body;
  const frame = document.createElement('div');
  const area = document.createElement('div');
  host.append(frame, area);
  createRoot(frame).render(
    <header className="standalone standalone__bar">
      <strong>mfe-{remote.name} (standalone)</strong>
      {remote.paths
        .filter((path) => !path.includes(':'))
        .map((path) => (
          <a key={path} href={path}>
            {path}
          </a>
        ))}
    </header>,
  );
  area.className = 'standalone';
  mountParcel(remote.lifecycles, area, {}).mounted.catch((error: unknown) => console.error(error));
}
