import type { RouteObject } from 'shared-contracts/area';
import { CogSuitsPage, GagDamagePage, PrivacyPolicyPage, TheaterPage } from './guide-pages';
import {
  CartoonivalPage,
  CogRadarPage,
  DoodleStudioPage,
  EventsPage,
  PopulationPage,
  ToonStudioPage,
} from './live-pages';

/** Every path this remote serves: the pages its surface (src/surface.ts) declares. */
export const routes: RouteObject[] = [
  { path: '/cog-radar', element: <CogRadarPage /> },
  { path: '/population', element: <PopulationPage /> },
  { path: '/doodle-studio', element: <DoodleStudioPage /> },
  { path: '/toon-studio', element: <ToonStudioPage /> },
  { path: '/theater', element: <TheaterPage /> },
  { path: '/events', element: <EventsPage /> },
  { path: '/cartoonival', element: <CartoonivalPage /> },
  { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
  { path: '/cavalcade', element: <CartoonivalPage /> },
  { path: '/calculators/gag-damage', element: <GagDamagePage /> },
  { path: '/calculators/cog-suits', element: <CogSuitsPage /> },
];
