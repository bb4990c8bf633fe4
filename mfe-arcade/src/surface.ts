// The surface of mfe-arcade: its pages, menu entry and home-page card, as the shell and the site's
// server learn them. The build publishes this as routes.json beside mf-manifest.json
// (shared-contracts holds only its schema). Plain data importing types only: the build reads this
// file on its own.
import type { LinkCard, RemoteSurfaceInput, RouteFramesInput } from 'shared-contracts';

export const surface = {
  remote: 'arcade',
  // Every page here waits for the session itself where the account matters.
  mountsBeforeSession: true,
  routes: [
    {
      path: '/arcade',
      title: 'Arcade',
      description: 'Play toons-up and cogsweeper.',
    },
    {
      path: '/arcade/cogsweeper',
      title: 'Cogsweeper',
      description: 'Clear the board without waking a Cog: flags, chords and best times.',
    },
    {
      path: '/arcade/toons-up',
      title: 'Toons Up',
      description: 'Bounce a toon up through the clouds, grab jellybeans and dodge the Cogs.',
    },
  ],
  menu: [{ label: 'Arcade', to: '/arcade', placement: 'menu', order: 30 }],
  homeCards: [{ label: 'Arcade', to: '/arcade', description: 'Play toons-up and cogsweeper.', order: 130 }],
} satisfies RemoteSurfaceInput;

/**
 * The games the arcade's page lists (app/routes.tsx hands them to it), the same cards its frame
 * paints before any script: one list, so the painted links are always the page's own.
 */
export const arcadeGames = [
  {
    to: '/arcade/toons-up',
    title: 'Toons Up',
    text: 'Bounce a toon up through the sky, grab jellybeans and dodge the Cogs. Arrow keys or touch.',
  },
  {
    to: '/arcade/cogsweeper',
    title: 'Cogsweeper',
    text: 'Clear the board without waking a Cog: three levels, custom boards and best times.',
  },
] satisfies LinkCard[];

/**
 * Each page's static frame (its heading and first paragraph, word for word as the page renders them,
 * and the shape of its first view), published with its route in routes.json: the site's server
 * paints it before any script runs. Kept apart from `surface` so this remote's JavaScript does not
 * carry it (the browser gets it from routes.json).
 */
export const routeFrames = {
  '/arcade': {
    heading: 'Arcade',
    lead: 'Play toons-up and cogsweeper. Signed-in players earn jellybeans for their results.',
    // The games, as the page lists them: painted, and working, before any script.
    cards: arcadeGames,
  },
  '/arcade/cogsweeper': {
    heading: 'Cogsweeper',
    lead: 'Reveal every cell that hides no Cog. A number tells how many Cogs touch that cell. Right-click, long-press or press F to flag a Cog; activate a number whose Cogs are all flagged to open the rest around it.',
    placeholder: 'panel',
  },
  '/arcade/toons-up': {
    heading: 'Toons Up',
    lead: 'Bounce from platform to platform, grab jellybeans and keep clear of the Cogs. The sky climbs faster the higher you go: fall off the bottom and the game is over.',
    placeholder: 'panel',
  },
} satisfies RouteFramesInput;
