// The remotes' own surfaces (each remote's src/surface.ts, which its build publishes as routes.json),
// composed as the shell composes them from config.json's order of remotes: the site's routes.
import {
  composeSiteSurface,
  contractVersion,
  type SiteRoute,
  SurfaceDeclarationSchema,
} from 'shared-contracts';
import { surface as arcade } from '../../mfe-arcade/src/surface';
import { surface as auth } from '../../mfe-auth/src/surface';
import { surface as makeship } from '../../mfe-makeship/src/surface';
import { surface as tools } from '../../mfe-tools/src/surface';
import { surface as toons } from '../../mfe-toons/src/surface';

/** As shell/public/config.json lists them. */
const declared = [auth, toons, makeship, arcade, tools];

export const remoteSurfaces = declared.map((surface) => ({
  name: surface.remote,
  surface: { ...SurfaceDeclarationSchema.parse(surface), contract: `^${contractVersion}` },
}));

export const remoteNames = remoteSurfaces.map(({ name }) => name);

/** Every route of the site, each with its remote. */
export const siteRoutes: SiteRoute[] = composeSiteSurface(remoteSurfaces).routes;

/** The routes of one remote, in its own order. */
export function routesOf(remote: string): SiteRoute[] {
  return siteRoutes.filter((route) => route.remote === remote);
}
