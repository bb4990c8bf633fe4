// The remotes' own surfaces (each remote's src/surface.ts, which its build publishes as routes.json),
// composed as the shell composes them from config.json's order of remotes: the site's routes. The
// remotes and their order come from the parts manifest (shared-contracts/parts.json), as the local
// config.json's do.
import {
  composeSiteSurface,
  contractVersion,
  type SiteRoute,
  SurfaceDeclarationSchema,
} from 'shared-contracts';
import { siteParts } from '../../build-preset/site-parts.mjs';

const [, ...remoteParts] = siteParts.parts;

export const remoteSurfaces = await Promise.all(
  remoteParts.map(async (part) => {
    const { surface } = await import(`../../${part.dir}/src/surface.ts`);
    const declared = SurfaceDeclarationSchema.parse(surface);
    if (declared.remote !== part.name) {
      throw new Error(
        `${part.dir}/src/surface.ts declares remote "${declared.remote}", parts.json "${part.name}"`,
      );
    }
    return { name: part.name, surface: { ...declared, contract: `^${contractVersion}` } };
  }),
);

export const remoteNames = remoteSurfaces.map(({ name }) => name);

const siteSurface = composeSiteSurface(remoteSurfaces);

/** Every route of the site, each with its remote. */
export const siteRoutes: SiteRoute[] = siteSurface.routes;

/** The home page's cards: every remote's, as the shell lists them. */
export const siteHomeCards = siteSurface.homeCards;

/** The routes of one remote, in its own order. */
export function routesOf(remote: string): SiteRoute[] {
  return siteRoutes.filter((route) => route.remote === remote);
}

/** A concrete URL for a route pattern (`/store/:slug` → `/store/sample-item`). */
export function sampleUrl(path: string): string {
  return path.replace(':slug', 'sample-item').replace(':game', 'cogsweeper');
}
