import type { RouteObject } from 'shared-contracts/area';
import { MakeshipPage } from '../features/makeship/components/makeship-page';
import { PromotionsPage } from '../features/promotions/components/promotions-page';
import { PurchasesPage } from '../features/store/components/purchases-page';
import { StoreItemPage } from '../features/store/components/store-item-page';
import { TrinketsPage } from '../features/trinkets/components/trinkets-page';
import { StorePage } from './pages/store-page';

/** Every path this remote serves; the route table in shared-contracts names the same ones. */
export const routes: RouteObject[] = [
  { path: '/makeship', element: <MakeshipPage /> },
  { path: '/store', element: <StorePage /> },
  { path: '/store/purchases', element: <PurchasesPage /> },
  { path: '/store/:slug', element: <StoreItemPage /> },
  { path: '/trinkets', element: <TrinketsPage /> },
  { path: '/promotions', element: <PromotionsPage /> },
  { path: '/stickers', element: <TrinketsPage /> },
];
