import { composeSiteSurface, type RemoteSurface, type SiteSurface } from 'shared-contracts';
import { setSiteRouteFrames } from 'web-kit';
import { createStore } from 'zustand';

/** What the shell knows of one remote's surface (its `routes.json`). */
export type RemoteSurfaceState =
  | { name: string; status: 'ready'; surface: RemoteSurface }
  /** Read, but built against a contract this shell cannot run: its area shows the Cogs page. */
  | { name: string; status: 'incompatible'; surface: RemoteSurface; reason: string }
  /** Not read (unreachable, malformed, another remote's): its paths are unknown until it is read. */
  | { name: string; status: 'failed'; reason: string };

export interface SurfaceStoreState {
  /** Every remote of `config.json`, in its order. */
  remotes: RemoteSurfaceState[];
  /** The composed site: routes (incompatible remotes' included, so they show their error page), menu, cards. */
  site: SiteSurface;
}

const emptySite: SiteSurface = { routes: [], primaryNav: [], menuNav: [], homeCards: [], conflicts: [] };

export const surfaceStore = createStore<SurfaceStoreState>(() => ({ remotes: [], site: emptySite }));

/** Composes the site from the remotes' states, in config order; warns once about each contested path. */
export function setRemoteSurfaces(remotes: RemoteSurfaceState[]): void {
  const site = composeSiteSurface(
    remotes.flatMap((state) =>
      state.status === 'failed' ? [] : [{ name: state.name, surface: state.surface }],
    ),
  );
  const known = new Set(surfaceStore.getState().site.conflicts);
  for (const conflict of site.conflicts) if (!known.has(conflict)) console.warn(`[surface] ${conflict}`);
  surfaceStore.setState({ remotes, site });
  setSiteRouteFrames(site.routes);
}

export function remoteSurfaceState(name: string): RemoteSurfaceState | undefined {
  return surfaceStore.getState().remotes.find((state) => state.name === name);
}
