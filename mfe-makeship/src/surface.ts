// The surface of mfe-makeship: its pages, menu entries and home-page cards, as the shell and the
// site's server learn them. The build publishes this as routes.json beside mf-manifest.json
// (shared-contracts holds only its schema). Plain data importing types only: the build reads this
// file on its own.
import type { RemoteSurfaceInput, RouteFramesInput } from 'shared-contracts';

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
    },
    {
      path: '/store',
      title: 'Store',
      description: 'Trinkets and items, and the current giveaway.',
      preloadData: ['/store'],
    },
    {
      path: '/store/purchases',
      title: 'Your purchases',
      description: 'What you have collected or bought.',
    },
    // No frame: the page's heading is the item's title.
    { path: '/store/:slug', title: 'Store item', description: 'An item from the store.' },
    {
      path: '/trinkets',
      title: 'Trinkets',
      description: 'Limited-time collectibles.',
    },
    {
      path: '/stickers',
      title: 'Trinkets',
      description: 'Limited-time collectibles.',
      canonicalPath: '/trinkets',
    },
    {
      path: '/promotions',
      title: 'Promotions',
      description: 'Current promotions and codes.',
      preloadData: ['/promotions'],
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

/**
 * Each page's static frame (its heading and first paragraph, word for word as the page renders them,
 * and the shape of its first view), published with its route in routes.json: the site's server
 * paints it before any script runs. Kept apart from `surface` so this remote's JavaScript does not
 * carry it (the browser gets it from routes.json).
 */
export const routeFrames = {
  '/makeship': {
    heading: 'Makeship',
    lead: 'Plush campaigns made with Makeship: how many were sold, what was raised and which stretch goals fell.',
  },
  '/store': {
    heading: 'Store',
    lead: 'Trinkets and items to collect or buy with jellybeans, and the current giveaways.',
  },
  '/store/purchases': {
    heading: 'Your purchases',
    lead: 'What you have collected or bought, newest first.',
    placeholder: 'rows',
  },
  '/trinkets': {
    heading: 'Trinkets',
    lead: 'Limited-time collectibles: each one can be collected only during its window, so catch them while they last.',
  },
  '/stickers': {
    heading: 'Trinkets',
    lead: 'Limited-time collectibles: each one can be collected only during its window, so catch them while they last.',
  },
  '/promotions': {
    heading: 'Promotions',
    lead: 'Current promotions and codes, with the dates they are valid. Expired ones are marked.',
  },
} satisfies RouteFramesInput;
