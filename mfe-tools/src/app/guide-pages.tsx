import { lazyPage } from '../components/lazy-page';

// Calculators and guides, each loaded on its first visit.
export const GagDamagePage = lazyPage(() =>
  import('../features/calculators/components/gag-damage-page').then((module) => module.GagDamagePage),
);
export const CogSuitsPage = lazyPage(() =>
  import('../features/calculators/components/cog-suits-page').then((module) => module.CogSuitsPage),
);
export const TheaterPage = lazyPage(() =>
  import('../features/theater/components/theater-page').then((module) => module.TheaterPage),
);
export const PrivacyPolicyPage = lazyPage(() =>
  import('../features/privacy-policy/components/privacy-policy-page').then(
    (module) => module.PrivacyPolicyPage,
  ),
);
