import { lazyPage } from 'shared-contracts';

// Live game pages, each loaded on its first visit.
export const CogRadarPage = lazyPage(() =>
  import(/* webpackChunkName: "route-cog-radar" */ '../features/cog-radar/components/cog-radar-page').then(
    (module) => module.CogRadarPage,
  ),
);
export const PopulationPage = lazyPage(() =>
  import(/* webpackChunkName: "route-population" */ '../features/population/components/population-page').then(
    (module) => module.PopulationPage,
  ),
);
export const DoodleStudioPage = lazyPage(() =>
  import(
    /* webpackChunkName: "route-doodle-studio" */ '../features/doodle-studio/components/doodle-studio-page'
  ).then((module) => module.DoodleStudioPage),
);
export const ToonStudioPage = lazyPage(() =>
  import(
    /* webpackChunkName: "route-toon-studio" */ '../features/toon-studio/components/toon-studio-page'
  ).then((module) => module.ToonStudioPage),
);
export const EventsPage = lazyPage(() =>
  import(/* webpackChunkName: "route-events" */ '../features/events/components/events-page').then(
    (module) => module.EventsPage,
  ),
);
export const CartoonivalPage = lazyPage(() =>
  import(
    /* webpackChunkName: "route-cartoonival" */ '../features/cartoonival/components/cartoonival-page'
  ).then((module) => module.CartoonivalPage),
);
