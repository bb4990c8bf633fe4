import { lazyPage } from 'shared-contracts';
import type { RouteObject } from 'shared-contracts/area';
import { ArcadePage } from '../features/arcade/components/arcade-page';
import { arcadeGames } from '../surface';

// Each game is its own chunk: /arcade loads neither. While one loads, its route's frame shows.
const CogsweeperPage = lazyPage(() =>
  import(
    /* webpackChunkName: "route-arcade-cogsweeper" */ '../features/cogsweeper/components/cogsweeper-page'
  ).then((module) => module.default),
);
const ToonsUpPage = lazyPage(() =>
  import(
    /* webpackChunkName: "route-arcade-toons-up" */ '../features/toons-up/components/toons-up-page'
  ).then((module) => module.default),
);

/** Every path this remote serves: the pages its surface (src/surface.ts) declares. */
export const routes: RouteObject[] = [
  { path: '/arcade', element: <ArcadePage games={arcadeGames} /> },
  { path: '/arcade/cogsweeper', element: <CogsweeperPage /> },
  { path: '/arcade/toons-up', element: <ToonsUpPage /> },
];
