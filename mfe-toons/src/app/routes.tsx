import { pageRoutes, type RouteObject } from 'web-kit/area';
import { surface } from '../surface';
import { ToonsLayout } from './toons-layout';

/** Every path this remote serves: the pages its surface (src/surface.ts) declares, each its own chunk. */
export const pages: RouteObject[] = pageRoutes(surface.pages);

/** The pages inside the area's layout, which keeps ToonLink running from page to page while it is on. */
export const routes: RouteObject[] = [{ element: <ToonsLayout />, children: pages }];
