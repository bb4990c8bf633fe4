import type { RouteObject } from 'shared-contracts/area';
import { ArcadeGamePage } from '../features/arcade/components/arcade-game-page';
import { ArcadePage } from '../features/arcade/components/arcade-page';

/** Every path this remote serves; the route table in shared-contracts names the same ones. */
export const routes: RouteObject[] = [
  { path: '/arcade', element: <ArcadePage /> },
  { path: '/arcade/:game', element: <ArcadeGamePage /> },
];
