// The surface of mfe-tools: its pages, menu entries and home-page cards, as the shell and the site's
// server learn them. The build publishes this as routes.json beside mf-manifest.json
// (shared-contracts holds only its schema). Plain data importing types only: the build reads this
// file on its own.
import type { RemoteSurfaceInput, RouteFramesInput } from 'shared-contracts';

export const surface = {
  remote: 'tools',
  // Every page here waits for the session itself where the account matters.
  mountsBeforeSession: true,
  routes: [
    {
      path: '/cog-radar',
      title: 'Cog Radar',
      description: 'Current invasions and field offices.',
      preloadData: ['/game/invasions', '/game/fieldoffices'],
    },
    {
      path: '/population',
      title: 'Population and Invasions',
      description: 'Players online per district, over time.',
      preloadData: ['/game/population', '/game/population/history?hours=24'],
    },
    {
      path: '/doodle-studio',
      title: 'Doodle Studio',
      description: 'Doodles for sale, ranked by their traits.',
      preloadData: ['/game/doodles', '/game/settings'],
    },
    {
      path: '/toon-studio',
      title: 'Toon Studio',
      description: 'Portraits and full-body pictures of your Toons.',
      preloadData: ['/game/settings'],
    },
    {
      path: '/theater',
      title: 'Theater',
      description: 'A curated list of Toontown videos.',
    },
    {
      path: '/events',
      title: 'Events',
      description: 'In-game events and the Silly Meter.',
      preloadData: ['/game/sillymeter'],
    },
    {
      path: '/cartoonival',
      title: 'Cartoonival + Cavalcade Tracker',
      description: 'The Cartoonival and the Cavalcade parade.',
      preloadData: ['/game/cavalcade'],
      // No lead: the page goes from its heading straight to its first section.
    },
    {
      path: '/cavalcade',
      title: 'Cartoonival + Cavalcade Tracker',
      description: 'The Cartoonival and the Cavalcade parade.',
      preloadData: ['/game/cavalcade'],
      canonicalPath: '/cartoonival',
    },
    {
      path: '/privacy-policy',
      title: 'Privacy policy',
      description: 'What this site stores and why.',
    },
    {
      path: '/calculators/gag-damage',
      title: 'Gag damage calculator',
      description: 'Pick gags for up to four Toons and see whether they defeat a Cog.',
    },
    {
      path: '/calculators/cog-suits',
      title: 'Cog suit promotion calculator',
      description: 'How many facility runs your next Cog suit promotion takes.',
    },
  ],
  menu: [
    { label: 'Cog Radar', to: '/cog-radar', placement: 'menu', order: 10 },
    { label: 'Toon Studio', to: '/toon-studio', placement: 'menu', order: 60 },
    { label: 'Doodle Studio', to: '/doodle-studio', placement: 'menu', order: 70 },
    { label: 'Events', to: '/events', placement: 'menu', order: 90 },
    { label: 'Population and Invasions', to: '/population', placement: 'menu', order: 100 },
    { label: 'Theater', to: '/theater', placement: 'menu', order: 110 },
    { label: 'Gag damage calculator', to: '/calculators/gag-damage', placement: 'menu', order: 120 },
    { label: 'Cog suit promotion calculator', to: '/calculators/cog-suits', placement: 'menu', order: 130 },
    { label: 'Cartoonival + Cavalcade Tracker', to: '/cartoonival', placement: 'menu', order: 140 },
  ],
  homeCards: [
    { label: 'Cog Radar', to: '/cog-radar', description: 'Current invasions and field offices.', order: 110 },
    {
      label: 'Toon Studio',
      to: '/toon-studio',
      description: 'Portraits and full-body pictures of your Toons.',
      order: 160,
    },
    {
      label: 'Doodle Studio',
      to: '/doodle-studio',
      description: 'Doodles for sale, ranked by their traits.',
      order: 170,
    },
    { label: 'Events', to: '/events', description: 'In-game events and the Silly Meter.', order: 190 },
    {
      label: 'Population and Invasions',
      to: '/population',
      description: 'Players online per district, over time.',
      order: 200,
    },
    { label: 'Theater', to: '/theater', description: 'A curated list of Toontown videos.', order: 210 },
    {
      label: 'Gag damage calculator',
      to: '/calculators/gag-damage',
      description: 'Pick gags for up to four Toons and see whether they defeat a Cog.',
      order: 220,
    },
    {
      label: 'Cog suit promotion calculator',
      to: '/calculators/cog-suits',
      description: 'How many facility runs your next Cog suit promotion takes.',
      order: 230,
    },
    {
      label: 'Cartoonival + Cavalcade Tracker',
      to: '/cartoonival',
      description: 'The Cartoonival and the Cavalcade parade.',
      order: 240,
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
  '/cog-radar': {
    heading: 'Cog Radar',
    lead: 'Every invasion and field office in Toontown right now, refreshed every 30 seconds while you watch.',
    placeholder: 'rows',
  },
  '/population': {
    heading: 'Population and Invasions',
    lead: 'How many Toons are playing in each district, and how that changed over the last day. For invasions and field offices, see the Cog Radar.',
    placeholder: 'rows',
  },
  '/doodle-studio': {
    heading: 'Doodle Studio',
    lead: 'Every doodle for sale in the pet shops, best traits first. Trait quality follows the Toontown Rewritten Wiki\'s doodle trait lists ("Rarely Tired" first, as the only trait that affects training); traits those lists do not name count as neutral, which is this site\'s own rule. Ties go to the cheaper doodle.',
  },
  '/toon-studio': {
    heading: 'Toon Studio',
    lead: 'Portraits and full-body pictures of your Toons in several sizes, each opening in a new tab to save.',
  },
  '/theater': {
    heading: 'Theater',
    lead: "Toontown videos picked by the site's operators. A video's player, and the video site's cookies, load only when you press its play button.",
  },
  '/events': {
    heading: 'Events',
    lead: "The game's weekly events and yearly holidays, from the community wiki and the game's news, and the Silly Meter live from the game. One-off events are announced in the game's news.",
    placeholder: 'rows',
  },
  '/cartoonival': { heading: 'Cartoonival and Cavalcade', placeholder: 'panel' },
  '/cavalcade': { heading: 'Cartoonival and Cavalcade', placeholder: 'panel' },
  '/privacy-policy': {
    heading: 'Privacy policy',
    lead: 'Last updated: 23 November 2026',
    placeholder: 'rows',
  },
  '/calculators/gag-damage': {
    heading: 'Gag damage calculator',
    lead: "Pick a gag for each toon in the battle and the Cog's level. Every gag is counted as hitting, at full track experience (the top of its damage range).",
    placeholder: 'panel',
  },
  '/calculators/cog-suits': {
    heading: 'Cog suit promotion calculator',
    lead: 'Choose your Cog suit and its level to see what its next promotion needs, then enter what you have: the calculator works out how many runs of each facility make up the difference.',
    placeholder: 'panel',
  },
} satisfies RouteFramesInput;
