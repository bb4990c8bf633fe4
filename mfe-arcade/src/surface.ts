// The surface of mfe-arcade: its pages, menu entry and home-page card, as the shell and the site's
// server learn them. The build publishes this as routes.json beside mf-manifest.json
// (shared-contracts holds only its schema). Plain data importing types only: the build reads this
// file on its own.
import type { RemoteSurfaceInput } from 'shared-contracts';

export const surface = {
  remote: 'arcade',
  // Every page here waits for the session itself where the account matters.
  mountsBeforeSession: true,
  routes: [
    { path: '/arcade', title: 'Arcade', description: 'Play toons-up and cogsweeper.' },
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
