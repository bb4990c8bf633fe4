import { checkContract, parseRemoteSurface, type SiteConfig, surfaceUrlOf } from 'shared-contracts';
import { type RemoteSurfaceState, setRemoteSurfaces, surfaceStore } from './surface-store';

/**
 * How long the first paint waits for a remote's routes.json (the site's server preloads each one
 * with the page, so it is usually there already); a slower remote is treated as down.
 */
const SURFACE_TIMEOUT_MS = 4_000;

/**
 * Reads one remote's routes.json and checks it: the schema (a bad file fails only that remote), the
 * remote's name, and the contract range it was built against. Every refusal is one console line.
 */
export async function fetchRemoteSurface(
  name: string,
  manifestUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RemoteSurfaceState> {
  const url = surfaceUrlOf(new URL(manifestUrl, window.location.href));
  const failed = (reason: string): RemoteSurfaceState => {
    console.error(`[surface] remote "${name}": ${reason}; its pages show the error page`);
    return { name, status: 'failed', reason };
  };
  let document: unknown;
  try {
    // The same request as the page's preload of it (CORS, the site's own credentials only).
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(SURFACE_TIMEOUT_MS) });
    if (!response.ok) return failed(`${url.href} answered HTTP ${response.status}`);
    document = await response.json();
  } catch (error) {
    return failed(
      `${url.href} could not be read (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const parsed = parseRemoteSurface(document);
  if (!parsed.ok) return failed(`${url.href} does not fit the contract: ${parsed.problems.join('; ')}`);
  const { surface } = parsed;
  if (surface.remote !== name) return failed(`${url.href} describes the remote "${surface.remote}"`);
  const contract = checkContract(surface.contract);
  if (!contract.compatible) {
    console.error(
      `[contract] remote "${name}" is incompatible: ${contract.reason}; its area shows the error page`,
    );
    return { name, status: 'incompatible', surface, reason: contract.reason };
  }
  if (contract.warning) console.warn(`[contract] remote "${name}": ${contract.warning}`);
  return { name, status: 'ready', surface };
}

/** Reads every remote's routes.json at once (in parallel, beside their manifests) into the store. */
export async function loadSurfaces(config: SiteConfig): Promise<void> {
  const remotes = await Promise.all(
    Object.entries(config.remotes).map(([name, manifest]) => fetchRemoteSurface(name, manifest)),
  );
  setRemoteSurfaces(remotes);
}

/** Reads again the routes.json of every remote that could not be read ("Refresh" on the Cogs page). */
export async function retryFailedSurfaces(config: SiteConfig): Promise<void> {
  const current = surfaceStore.getState().remotes;
  if (!current.some((state) => state.status === 'failed')) return;
  const remotes = await Promise.all(
    current.map((state) => {
      const manifest = config.remotes[state.name];
      return state.status === 'failed' && manifest ? fetchRemoteSurface(state.name, manifest) : state;
    }),
  );
  setRemoteSurfaces(remotes);
}
