import { deferredComponent } from 'shared-contracts';
import { Navigate, type RouteObject } from 'shared-contracts/area';
import { AllFishPage } from '../features/fishing/components/all-fish-page';
import { FishingPage } from '../features/fishing/components/fishing-page';
import { GolfingPage } from '../features/golf/components/golfing-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { RacingPage } from '../features/racing/components/racing-page';
import { RewardsPage } from '../features/rewards/components/rewards-page';
import { TopToonsPage } from '../features/top-toons/components/top-toons-page';

// ToonLink's sockets and live views load only when a visitor opens it.
const ToonLinkPage = deferredComponent(
  () =>
    import(/* webpackChunkName: "route-toonlink" */ '../features/toonlink/components/toon-link-page').then(
      (module) => module.ToonLinkPage,
    ),
  <div className="spinner" role="status" aria-label="Loading the page">
    <span className="spinner__wheel" />
  </div>,
);

/** Every path this remote serves; the route table in shared-contracts names the same ones. */
export const routes: RouteObject[] = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/fishing', element: <FishingPage /> },
  { path: '/fishing/all', element: <AllFishPage /> },
  { path: '/golfing', element: <GolfingPage /> },
  { path: '/racing', element: <RacingPage /> },
  { path: '/rewards', element: <RewardsPage /> },
  { path: '/top-toons', element: <TopToonsPage /> },
  {
    path: '/toonlink',
    element: <ToonLinkPage />,
  },
  { path: '/toon-link', element: <Navigate to="/toonlink" replace /> },
];
