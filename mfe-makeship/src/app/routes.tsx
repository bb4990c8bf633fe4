import { lazyPage } from 'shared-contracts';
import type { RouteObject } from 'shared-contracts/area';

// Each page is its own chunk, named after its route: a page loads no other page's code, and the
// site's server preloads the chunk with the page's HTML.
const MakeshipPage = lazyPage(() =>
  import(/* webpackChunkName: "route-makeship" */ '../features/makeship/components/makeship-page').then(
    (module) => module.MakeshipPage,
  ),
);
const StorePage = lazyPage(() =>
  import(/* webpackChunkName: "route-store" */ './pages/store-page').then((module) => module.StorePage),
);
const PurchasesPage = lazyPage(() =>
  import(/* webpackChunkName: "route-store-purchases" */ '../features/store/components/purchases-page').then(
    (module) => module.PurchasesPage,
  ),
);
const StoreItemPage = lazyPage(() =>
  import(/* webpackChunkName: "route-store-slug" */ '../features/store/components/store-item-page').then(
    (module) => module.StoreItemPage,
  ),
);
const TrinketsPage = lazyPage(() =>
  import(/* webpackChunkName: "route-trinkets" */ '../features/trinkets/components/trinkets-page').then(
    (module) => module.TrinketsPage,
  ),
);
const PromotionsPage = lazyPage(() =>
  import(/* webpackChunkName: "route-promotions" */ '../features/promotions/components/promotions-page').then(
    (module) => module.PromotionsPage,
  ),
);

/** Every path this remote serves: the pages its surface (src/surface.ts) declares. */
export const routes: RouteObject[] = [
  { path: '/makeship', element: <MakeshipPage /> },
  { path: '/store', element: <StorePage /> },
  { path: '/store/purchases', element: <PurchasesPage /> },
  { path: '/store/:slug', element: <StoreItemPage /> },
  { path: '/trinkets', element: <TrinketsPage /> },
  { path: '/promotions', element: <PromotionsPage /> },
  // The same page under its older name, from the same chunk.
  { path: '/stickers', element: <TrinketsPage /> },
];
