/** The navigation bar's content: primary links, then the menu. */
export interface NavEntry {
  label: string;
  to: string;
  isNew?: boolean;
}

export const primaryNav: readonly NavEntry[] = [
  { label: 'Makeship', to: '/makeship', isNew: true },
  { label: 'Trinkets', to: '/trinkets', isNew: true },
  { label: 'Top Toons', to: '/top-toons', isNew: true },
  { label: 'Promotions', to: '/promotions' },
  { label: 'Fishing', to: '/fishing' },
  { label: 'Your Toons', to: '/profile' },
];

export const menuNav: readonly NavEntry[] = [
  { label: 'Cog Radar', to: '/cog-radar' },
  { label: 'Rewards', to: '/rewards' },
  { label: 'Arcade', to: '/arcade' },
  { label: 'Golfing', to: '/golfing' },
  { label: 'Racing', to: '/racing' },
  { label: 'Toon Studio', to: '/toon-studio' },
  { label: 'Doodle Studio', to: '/doodle-studio' },
  { label: 'Store', to: '/store' },
  { label: 'Events', to: '/events' },
  { label: 'Population and Invasions', to: '/population' },
  { label: 'Theater', to: '/theater' },
  { label: 'Gag damage calculator', to: '/calculators/gag-damage' },
  { label: 'Cog suit promotion calculator', to: '/calculators/cog-suits' },
  { label: 'Cartoonival + Cavalcade Tracker', to: '/cartoonival' },
];
