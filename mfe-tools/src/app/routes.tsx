import type { RouteObject } from 'shared-contracts/area';
import { CartoonivalPage } from '../features/cartoonival/components/cartoonival-page';
import { CogRadarPage } from '../features/cog-radar/components/cog-radar-page';
import { DoodleStudioPage } from '../features/doodle-studio/components/doodle-studio-page';
import { EventsPage } from '../features/events/components/events-page';
import { PopulationPage } from '../features/population/components/population-page';
import { ToonStudioPage } from '../features/toon-studio/components/toon-studio-page';
import { CogSuitsPage, GagDamagePage, PrivacyPolicyPage, TheaterPage } from './guide-pages';

/** Every path this remote serves; the route table in shared-contracts names the same ones. */
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
