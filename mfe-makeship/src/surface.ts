// The pages of mfe-makeship, each declared once: its route, frame, menu entry, home card and code.
// The build publishes them as routes.json beside mf-manifest.json and the router serves them
// (app/routes.tsx). Plain data importing types only: the build reads this file on its own, and never
// calls a page's `load`.
//
// A page's `frame` is its `<h1>` and the paragraph right after it, word for word as the page renders
// them, and the shape of its first view: the site's server paints it before any script runs.
import type { ComponentType } from 'react';
import type { RemoteSurfaceInput } from 'shared-contracts';

export const surface = {
  remote: 'makeship',
  // Every page here waits for the session itself where the account matters.
  mountsBeforeSession: true,
  pages: [
    {
      path: '/makeship',
      title: 'Makeship',
      description: 'Plush campaigns, sales and stretch goals.',
      preloadData: ['/makeship'],
      frame: {
        heading: 'Makeship',
        lead: 'Plush campaigns made with Makeship: how many were sold, what was raised and which stretch goals fell.',
      },
      menu: { placement: 'primary', order: 10, isNew: true },
      card: { order: 10, isNew: true },
      load: () =>
        import(/* webpackChunkName: "route-makeship" */ './features/makeship/components/makeship-page').then(
          (module) => module.MakeshipPage,
        ),
    },
    {
      path: '/store',
      title: 'Store',
      description: 'Trinkets and items, and the current giveaway.',
      preloadData: ['/store'],
      frame: {
        heading: 'Store',
        lead: 'Trinkets and items to collect or buy with jellybeans, and the current giveaways.',
      },
      menu: { placement: 'menu', order: 80 },
      card: { order: 180 },
      load: () =>
        import(/* webpackChunkName: "route-store" */ './app/pages/store-page').then(
          (module) => module.StorePage,
        ),
    },
    {
      path: '/store/purchases',
      title: 'Your purchases',
      description: 'What you have collected or bought.',
      frame: {
        heading: 'Your purchases',
        lead: 'What you have collected or bought, newest first.',
        placeholder: 'rows',
      },
      load: () =>
        import(
          /* webpackChunkName: "route-store-purchases" */ './features/store/components/purchases-page'
        ).then((module) => module.PurchasesPage),
    },
    // No frame: the page's heading is the item's title.
    {
      path: '/store/:slug',
      title: 'Store item',
      description: 'An item from the store.',
      load: () =>
        import(/* webpackChunkName: "route-store-slug" */ './features/store/components/store-item-page').then(
          (module) => module.StoreItemPage,
        ),
    },
    {
      path: '/trinkets',
      title: 'Trinkets',
      description: 'Limited-time collectibles.',
      frame: {
        heading: 'Trinkets',
        lead: 'Limited-time collectibles: each one can be collected only during its window, so catch them while they last.',
      },
      // The same page under its older name, from the same chunk.
      aliases: ['/stickers'],
      menu: { placement: 'primary', order: 20, isNew: true },
      card: { order: 20, isNew: true },
      load: () =>
        import(/* webpackChunkName: "route-trinkets" */ './features/trinkets/components/trinkets-page').then(
          (module) => module.TrinketsPage,
        ),
    },
    {
      path: '/promotions',
      title: 'Promotions',
      description: 'Current promotions and codes.',
      preloadData: ['/promotions'],
      frame: {
        heading: 'Promotions',
        lead: 'Current promotions and codes, with the dates they are valid. Expired ones are marked.',
      },
      menu: { placement: 'primary', order: 40 },
      card: { order: 40 },
      load: () =>
        import(
          /* webpackChunkName: "route-promotions" */ './features/promotions/components/promotions-page'
        ).then((module) => module.PromotionsPage),
    },
  ],
} satisfies RemoteSurfaceInput<ComponentType>;
