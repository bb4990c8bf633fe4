/**
 * The site's brand in one place, so an operator can rename the site, its collectible
 * and its support contact without touching any remote.
 */
export const brand = {
  siteName: 'The Trinket Foundation',
  collectible: 'Trinket',
  collectiblePlural: 'Trinkets',
  supportEmail: 'support@trinketfoundation.example',
  supportUrl: 'mailto:support@trinketfoundation.example',
  tagline: 'A fan-made companion for Toontown Rewritten players.',
  disclaimer:
    'A fan project. Not affiliated with, endorsed by or operated by Toontown Rewritten or The Walt Disney Company.',
} as const;

export type Brand = typeof brand;
