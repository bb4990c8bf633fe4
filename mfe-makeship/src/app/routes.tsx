import { pageRoutes, type RouteObject } from 'web-kit/area';
import { surface } from '../surface';

/** Every path this remote serves: the pages its surface (src/surface.ts) declares, each its own chunk. */
export const routes: RouteObject[] = pageRoutes(surface.pages);
