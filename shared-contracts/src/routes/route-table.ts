/**
 * Which remote owns which path. The shell composes the site from this table alone;
 * each remote declares the same paths in its own router (a unit test in each remote
 * keeps the two in step).
 */
export const remoteNames = ['auth', 'toons', 'makeship', 'arcade', 'tools'] as const;
export type RemoteName = (typeof remoteNames)[number];

export interface RouteEntry {
  /** react-router path pattern, e.g. `/store/:slug`. */
  path: string;
  remote: RemoteName;
  /** Page name used in the title "The Trinket Foundation | <title>". */
  title: string;
  description: string;
  /** Another path this one forwards to. */
  redirectTo?: string;
  /**
   * Public api reads (paths under the api base, with their query) the page makes as it first
   * renders, for every visitor. The shell's server preloads them with the HTML, so the data comes
   * down beside the page's code instead of after it. Only reads sent without a token belong here:
   * a preload carries none. The e2e suite checks that each one is used.
   */
  preloadData?: readonly string[];
}

export const routeTable: readonly RouteEntry[] = [
  {
    path: '/login',
    remote: 'auth',
    title: 'Log in',
    description: 'Log in to keep your Toons with your account.',
  },
  {
    path: '/signup',
    remote: 'auth',
    title: 'Sign up',
    description: 'Create an account to save your Toons everywhere.',
  },
  {
    path: '/auth',
    remote: 'auth',
    title: 'Account action',
    description: 'Handles links sent to your email.',
  },
  {
    path: '/forgot-password',
    remote: 'auth',
    title: 'Forgot password',
    description: 'Get a password reset email.',
  },
  { path: '/reset-password', remote: 'auth', title: 'Reset password', description: 'Choose a new password.' },

  {
    path: '/profile',
    remote: 'toons',
    title: 'Your Toons',
    description: 'Create and manage the Toons you track.',
  },
  {
    path: '/fishing',
    remote: 'toons',
    title: 'Fishing',
    description: 'Track your fish album and buckets, and where to fish next.',
  },
  {
    path: '/fishing/all',
    remote: 'toons',
    title: 'All fish',
    description: 'Every species with its weight, rarity and locations.',
  },
  {
    path: '/golfing',
    remote: 'toons',
    title: 'Golfing',
    description: 'Golf statistics and trophy progress for each Toon.',
  },
  {
    path: '/racing',
    remote: 'toons',
    title: 'Racing',
    description: 'Racing statistics and trophy progress for each Toon.',
  },
  {
    path: '/rewards',
    remote: 'toons',
    title: 'Rewards',
    description: 'SOS cards, unites, summons, pink slips and remotes.',
  },
  {
    path: '/top-toons',
    remote: 'toons',
    title: 'Top Toons',
    description: 'The leading public Toons in several categories.',
  },
  {
    path: '/toonlink',
    remote: 'toons',
    title: 'ToonLink',
    description: 'Link the Toons you are playing right now.',
  },
  {
    path: '/toon-link',
    remote: 'toons',
    title: 'ToonLink',
    description: 'Link the Toons you are playing right now.',
    redirectTo: '/toonlink',
  },

  {
    path: '/makeship',
    remote: 'makeship',
    title: 'Makeship',
    description: 'Plush campaigns, sales and stretch goals.',
    preloadData: ['/makeship'],
  },
  {
    path: '/store',
    remote: 'makeship',
    title: 'Store',
    description: 'Trinkets and items, and the current giveaway.',
    preloadData: ['/store'],
  },
  {
    path: '/store/purchases',
    remote: 'makeship',
    title: 'Your purchases',
    description: 'What you have collected or bought.',
  },
  { path: '/store/:slug', remote: 'makeship', title: 'Store item', description: 'An item from the store.' },
  { path: '/trinkets', remote: 'makeship', title: 'Trinkets', description: 'Limited-time collectibles.' },
  { path: '/stickers', remote: 'makeship', title: 'Trinkets', description: 'Limited-time collectibles.' },
  {
    path: '/promotions',
    remote: 'makeship',
    title: 'Promotions',
    description: 'Current promotions and codes.',
    preloadData: ['/promotions'],
  },

  { path: '/arcade', remote: 'arcade', title: 'Arcade', description: 'Play toons-up and cogsweeper.' },
  {
    path: '/arcade/cogsweeper',
    remote: 'arcade',
    title: 'Cogsweeper',
    description: 'Clear the board without waking a Cog: flags, chords and best times.',
  },
  {
    path: '/arcade/toons-up',
    remote: 'arcade',
    title: 'Toons Up',
    description: 'Bounce a toon up through the clouds, grab jellybeans and dodge the Cogs.',
  },

  {
    path: '/cog-radar',
    remote: 'tools',
    title: 'Cog Radar',
    description: 'Current invasions and field offices.',
    preloadData: ['/game/invasions', '/game/fieldoffices'],
  },
  {
    path: '/population',
    remote: 'tools',
    title: 'Population and Invasions',
    description: 'Players online per district, over time.',
    preloadData: ['/game/population', '/game/population/history?hours=24'],
  },
  {
    path: '/doodle-studio',
    remote: 'tools',
    title: 'Doodle Studio',
    description: 'Doodles for sale, ranked by their traits.',
    preloadData: ['/game/doodles', '/game/settings'],
  },
  {
    path: '/toon-studio',
    remote: 'tools',
    title: 'Toon Studio',
    description: 'Portraits and full-body pictures of your Toons.',
    preloadData: ['/game/settings'],
  },
  { path: '/theater', remote: 'tools', title: 'Theater', description: 'A curated list of Toontown videos.' },
  {
    path: '/events',
    remote: 'tools',
    title: 'Events',
    description: 'In-game events and the Silly Meter.',
    preloadData: ['/game/sillymeter'],
  },
  {
    path: '/cartoonival',
    remote: 'tools',
    title: 'Cartoonival + Cavalcade Tracker',
    description: 'The Cartoonival and the Cavalcade parade.',
    preloadData: ['/game/cavalcade'],
  },
  {
    path: '/cavalcade',
    remote: 'tools',
    title: 'Cartoonival + Cavalcade Tracker',
    description: 'The Cartoonival and the Cavalcade parade.',
    preloadData: ['/game/cavalcade'],
  },
  {
    path: '/privacy-policy',
    remote: 'tools',
    title: 'Privacy policy',
    description: 'What this site stores and why.',
  },
  {
    path: '/calculators/gag-damage',
    remote: 'tools',
    title: 'Gag damage calculator',
    description: 'Pick gags for up to four Toons and see whether they defeat a Cog.',
  },
  {
    path: '/calculators/cog-suits',
    remote: 'tools',
    title: 'Cog suit promotion calculator',
    description: 'How many facility runs your next Cog suit promotion takes.',
  },
];

/** Paths of one remote, in table order. */
export function routesOf(remote: RemoteName): RouteEntry[] {
  return routeTable.filter((route) => route.remote === remote);
}
