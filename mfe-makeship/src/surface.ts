// The surface of mfe-makeship: its pages, menu entries and home-page cards, as the shell and the
// site's server learn them. The build publishes this as routes.json beside mf-manifest.json
// (shared-contracts holds only its schema). Plain data importing types only: the build reads this
// file on its own.
import type { RemoteSurfaceInput } from 'shared-contracts';

export const surface = {
  remote: 'makeship',
  // Every page here waits for the session itself where the account matters.
  mountsBeforeSession: true,
  routes: [
    {
      path: '/makeship',
      title: 'Makeship',
      description: 'Plush campaigns, sales and stretch goals.',
      preloadData: ['/makeship'],
      frame: {
        heading: 'Makeship',
        lead: 'Plush campaigns made with Makeship: how many were sold, what was raised and which stretch goals fell.',
      },
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
    },
    // No frame: the page's heading is the item's title.
    { path: '/store/:slug', title: 'Store item', description: 'An item from the store.' },
    {
      path: '/trinkets',
      title: 'Trinkets',
      description: 'Limited-time collectibles.',
      frame: {
        heading: 'Trinkets',
        lead: 'Limited-time collectibles: each one can be collected only during its window, so catch them while they last.',
      },
    },
    {
      path: '/stickers',
      title: 'Trinkets',
      description: 'Limited-time collectibles.',
      canonicalPath: '/trinkets',
      frame: {
        heading: 'Trinkets',
        lead: 'Limited-time collectibles: each one can be collected only during its window, so catch them while they last.',
      },
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
    },
  ],
  menu: [
    { label: 'Makeship', to: '/makeship', placement: 'primary', order: 10, isNew: true },
    { label: 'Trinkets', to: '/trinkets', placement: 'primary', order: 20, isNew: true },
    { label: 'Promotions', to: '/promotions', placement: 'primary', order: 40 },
    { label: 'Store', to: '/store', placement: 'menu', order: 80 },
  ],
  homeCards: [
    {
      label: 'Makeship',
      to: '/makeship',
      description: 'Plush campaigns, sales and stretch goals.',
      order: 10,
      isNew: true,
    },
    { label: 'Trinkets', to: '/trinkets', description: 'Limited-time collectibles.', order: 20, isNew: true },
    { label: 'Promotions', to: '/promotions', description: 'Current promotions and codes.', order: 40 },
    {
      label: 'Store',
      to: '/store',
      description: 'Trinkets and items, and the current giveaway.',
      order: 180,
    },
  ],
} satisfies RemoteSurfaceInput;
