// The pages of mfe-arcade, each declared once: its route, frame, menu entry, home card and code. The
// build publishes them as routes.json beside mf-manifest.json and the router serves them
// (app/routes.tsx). Plain data importing types only: the build reads this file on its own, and never
// calls a page's `load`.
//
// A page's `frame` is its `<h1>` and the paragraph right after it, word for word as the page renders
// them, and the shape of its first view: the site's server paints it before any script runs.
import type { ComponentType } from 'react';
import type { RemoteSurfaceInput } from 'shared-contracts';
import type { LinkCard } from 'web-kit';

/**
 * The games the arcade's page lists, the same cards its frame paints before any script: one list,
 * so the painted links are always the page's own.
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

export const surface = {
  remote: 'arcade',
  // Every page here waits for the session itself where the account matters.
  mountsBeforeSession: true,
  pages: [
    {
      path: '/arcade',
      title: 'Arcade',
      description: 'Play toons-up and cogsweeper.',
      frame: {
        heading: 'Arcade',
        lead: 'Play toons-up and cogsweeper. Signed-in players earn jellybeans for their results.',
        // The games, as the page lists them: painted, and working, before any script.
        cards: arcadeGames,
      },
      menu: { placement: 'menu', order: 30 },
      card: { order: 130 },
      load: () =>
        import(/* webpackChunkName: "route-arcade" */ './features/arcade/components/arcade-page').then(
          (module) => module.arcadePageListing(arcadeGames),
        ),
    },
    // Each game is its own chunk: /arcade loads neither. While one loads, its route's frame shows.
    {
      path: '/arcade/cogsweeper',
      title: 'Cogsweeper',
      description: 'Clear the board without waking a Cog: flags, chords and best times.',
      frame: {
        heading: 'Cogsweeper',
        lead: 'Reveal every cell that hides no Cog. A number tells how many Cogs touch that cell. Right-click, long-press or press F to flag a Cog; activate a number whose Cogs are all flagged to open the rest around it.',
        placeholder: 'panel',
      },
      load: () =>
        import(
          /* webpackChunkName: "route-arcade-cogsweeper" */ './features/cogsweeper/components/cogsweeper-page'
        ).then((module) => module.default),
    },
    {
      path: '/arcade/toons-up',
      title: 'Toons Up',
      description: 'Bounce a toon up through the clouds, grab jellybeans and dodge the Cogs.',
      frame: {
        heading: 'Toons Up',
        lead: 'Bounce from platform to platform, grab jellybeans and keep clear of the Cogs. The sky climbs faster the higher you go: fall off the bottom and the game is over.',
        placeholder: 'panel',
      },
      load: () =>
        import(
          /* webpackChunkName: "route-arcade-toons-up" */ './features/toons-up/components/toons-up-page'
        ).then((module) => module.default),
    },
  ],
} satisfies RemoteSurfaceInput<ComponentType>;
