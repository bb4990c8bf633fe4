import { lazy, Suspense } from 'react';
import type { RouteObject } from 'shared-contracts/area';
import { GameLoading } from '../components/game-loading';
import { ArcadePage } from '../features/arcade/components/arcade-page';

// Each game is its own chunk: /arcade loads neither.
const CogsweeperPage = lazy(() => import('../features/cogsweeper/components/cogsweeper-page'));
const ToonsUpPage = lazy(() => import('../features/toons-up/components/toons-up-page'));

/** Every path this remote serves; the route table in shared-contracts names the same ones. */
export const routes: RouteObject[] = [
  { path: '/arcade', element: <ArcadePage /> },
  {
    path: '/arcade/cogsweeper',
    element: (
      <Suspense fallback={<GameLoading />}>
        <CogsweeperPage />
      </Suspense>
    ),
  },
  {
    path: '/arcade/toons-up',
    element: (
      <Suspense fallback={<GameLoading />}>
        <ToonsUpPage />
      </Suspense>
    ),
  },
];
