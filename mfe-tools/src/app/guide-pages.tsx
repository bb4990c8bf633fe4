import { lazyPage } from 'shared-contracts';

// Calculators and guides, each loaded on its first visit.
export const GagDamagePage = lazyPage(() =>
  import(
    /* webpackChunkName: "route-calculators-gag-damage" */ '../features/calculators/components/gag-damage-page'
  ).then((module) => module.GagDamagePage),
);
export const CogSuitsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "route-calculators-cog-suits" */ '../features/calculators/components/cog-suits-page'
  ).then((module) => module.CogSuitsPage),
);
export const TheaterPage = lazyPage(() =>
  import(/* webpackChunkName: "route-theater" */ '../features/theater/components/theater-page').then(
    (module) => module.TheaterPage,
  ),
);
export const PrivacyPolicyPage = lazyPage(() =>
  import(
    /* webpackChunkName: "route-privacy-policy" */ '../features/privacy-policy/components/privacy-policy-page'
  ).then((module) => module.PrivacyPolicyPage),
);
