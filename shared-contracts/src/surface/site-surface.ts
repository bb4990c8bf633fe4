import type { SurfaceHomeCard, SurfaceMenuEntry, SurfaceRoute } from './surface-fields.js';
import type { RemoteSurface } from './surface-schema.js';

/** One route of the composed site: a remote's route, with its owner. */
export interface SiteRoute extends SurfaceRoute {
  remote: string;
}

/** A menu entry or home card of the composed site, with the remote that declared it. */
export type SiteMenuEntry = SurfaceMenuEntry & { remote: string };
export type SiteHomeCard = SurfaceHomeCard & { remote: string };

/** What the shell composes from every remote's `routes.json`. */
export interface SiteSurface {
  /** Every route, in `config.json`'s order of remotes, then each remote's own order. */
  routes: SiteRoute[];
  primaryNav: SiteMenuEntry[];
  menuNav: SiteMenuEntry[];
  homeCards: SiteHomeCard[];
  /** One line per path two remotes claim: the first remote in config order keeps it. */
  conflicts: string[];
}

function byOrder<Entry extends { order: number }>(entries: Entry[]): Entry[] {
  // A stable sort: equal orders keep config order, then each remote's own order.
  return [...entries].sort((a, b) => a.order - b.order);
}

/**
 * Composes the site from the remotes' surfaces, given in `config.json`'s order. A path claimed by
 * two remotes goes to the first (a deterministic choice, reported in `conflicts`); menu entries and
 * cards pointing at a path another remote won are dropped with it.
 */
export function composeSiteSurface(
  surfaces: readonly { name: string; surface: RemoteSurface }[],
): SiteSurface {
  const owners = new Map<string, string>();
  const conflicts: string[] = [];
  const routes: SiteRoute[] = [];
  for (const { name, surface } of surfaces) {
    for (const route of surface.routes) {
      const owner = owners.get(route.path);
      if (owner !== undefined) {
        if (owner !== name)
          conflicts.push(`${route.path} is claimed by "${owner}" and "${name}": "${owner}" keeps it`);
        continue;
      }
      owners.set(route.path, name);
      routes.push({ ...route, remote: name });
    }
  }
  const ownsLink = (name: string, to: string) => owners.get(to) === name;
  const menu = surfaces.flatMap(({ name, surface }) =>
    surface.menu.filter((entry) => ownsLink(name, entry.to)).map((entry) => ({ ...entry, remote: name })),
  );
  const homeCards = surfaces.flatMap(({ name, surface }) =>
    surface.homeCards.filter((card) => ownsLink(name, card.to)).map((card) => ({ ...card, remote: name })),
  );
  return {
    routes,
    primaryNav: byOrder(menu.filter((entry) => entry.placement === 'primary')),
    menuNav: byOrder(menu.filter((entry) => entry.placement === 'menu')),
    homeCards: byOrder(homeCards),
    conflicts,
  };
}
