import { lazyPage } from 'shared-contracts';
import { Navigate, type RouteObject } from 'shared-contracts/area';
import { ToonsLayout } from './toons-layout';

// Each page is its own chunk, named after its route: a page loads no other page's code, and the
// site's server preloads the chunk with the page's HTML.
const ProfilePage = lazyPage(() =>
  import(/* webpackChunkName: "route-profile" */ '../features/profile/components/profile-page').then(
    (module) => module.ProfilePage,
  ),
);
const FishingPage = lazyPage(() =>
  import(/* webpackChunkName: "route-fishing" */ '../features/fishing/components/fishing-page').then(
    (module) => module.FishingPage,
  ),
);
const AllFishPage = lazyPage(() =>
  import(/* webpackChunkName: "route-fishing-all" */ '../features/fishing/components/all-fish-page').then(
    (module) => module.AllFishPage,
  ),
);
const GolfingPage = lazyPage(() =>
  import(/* webpackChunkName: "route-golfing" */ '../features/golf/components/golfing-page').then(
    (module) => module.GolfingPage,
  ),
);
const RacingPage = lazyPage(() =>
  import(/* webpackChunkName: "route-racing" */ '../features/racing/components/racing-page').then(
    (module) => module.RacingPage,
  ),
);
const RewardsPage = lazyPage(() =>
  import(/* webpackChunkName: "route-rewards" */ '../features/rewards/components/rewards-page').then(
    (module) => module.RewardsPage,
  ),
);
const TopToonsPage = lazyPage(() =>
  import(/* webpackChunkName: "route-top-toons" */ '../features/top-toons/components/top-toons-page').then(
    (module) => module.TopToonsPage,
  ),
);
const ModerationPage = lazyPage(() =>
  import(
    /* webpackChunkName: "route-top-toons-moderation" */ '../features/moderation/components/moderation-page'
  ).then((module) => module.ModerationPage),
);
// ToonLink's sockets and live views load only when a visitor opens it.
const ToonLinkPage = lazyPage(() =>
  import(/* webpackChunkName: "route-toonlink" */ '../features/toonlink/components/toon-link-page').then(
    (module) => module.ToonLinkPage,
  ),
);
const ToonDashboardPage = lazyPage(() =>
  import(/* webpackChunkName: "route-toons-id" */ '../features/toonlink/components/toon-dashboard-page').then(
    (module) => module.ToonDashboardPage,
  ),
);

/** Every path this remote serves: the pages its surface (src/surface.ts) declares. */
export const pages: RouteObject[] = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/fishing', element: <FishingPage /> },
  { path: '/fishing/all', element: <AllFishPage /> },
  { path: '/golfing', element: <GolfingPage /> },
  { path: '/racing', element: <RacingPage /> },
  { path: '/rewards', element: <RewardsPage /> },
  { path: '/top-toons', element: <TopToonsPage /> },
  { path: '/top-toons/moderation', element: <ModerationPage /> },
  { path: '/toonlink', element: <ToonLinkPage /> },
  { path: '/toons/:id', element: <ToonDashboardPage /> },
  { path: '/toon-link', element: <Navigate to="/toonlink" replace /> },
];

/** The pages inside the area's layout, which keeps ToonLink running from page to page while it is on. */
export const routes: RouteObject[] = [{ element: <ToonsLayout />, children: pages }];
