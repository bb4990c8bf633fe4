// The surface of mfe-tools: its pages, menu entries and home-page cards, as the shell and the site's
// server learn them. The build publishes this as routes.json beside mf-manifest.json
// (shared-contracts holds only its schema). Plain data importing types only: the build reads this
// file on its own.
import type { RemoteSurfaceInput } from 'shared-contracts';

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
    { path: '/theater', title: 'Theater', description: 'A curated list of Toontown videos.' },
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
    },
    {
      path: '/cavalcade',
      title: 'Cartoonival + Cavalcade Tracker',
      description: 'The Cartoonival and the Cavalcade parade.',
      preloadData: ['/game/cavalcade'],
      canonicalPath: '/cartoonival',
    },
    { path: '/privacy-policy', title: 'Privacy policy', description: 'What this site stores and why.' },
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
