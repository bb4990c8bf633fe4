// The surface of mfe-toons: its pages, menu entries and home-page cards, as the shell and the site's
// server learn them. The build publishes this as routes.json beside mf-manifest.json
// (shared-contracts holds only its schema). Plain data importing types only: the build reads this
// file on its own.
import type { RemoteSurfaceInput, RouteFramesInput } from 'shared-contracts';

export const surface = {
  remote: 'toons',
  // Every page here waits for the session itself where the account matters.
  mountsBeforeSession: true,
  routes: [
    {
      path: '/profile',
      title: 'Your Toons',
      description: 'Create and manage the Toons you track.',
    },
    {
      path: '/fishing',
      title: 'Fishing',
      description: 'Track your fish album and buckets, and where to fish next.',
    },
    {
      path: '/fishing/all',
      title: 'All fish',
      description: 'Every species with its weight, rarity and locations.',
    },
    {
      path: '/golfing',
      title: 'Golfing',
      description: 'Golf statistics and trophy progress for each Toon.',
    },
    {
      path: '/racing',
      title: 'Racing',
      description: 'Racing statistics and trophy progress for each Toon.',
    },
    {
      path: '/rewards',
      title: 'Rewards',
      description: 'SOS cards, unites, summons, pink slips and remotes.',
    },
    {
      path: '/top-toons',
      title: 'Top Toons',
      description: 'The leading public Toons in several categories.',
    },
    {
      path: '/top-toons/moderation',
      title: 'Moderation',
      description: 'Reports of Top Toons entries, hidden Toons and the audit log, for moderators.',
    },
    {
      path: '/toonlink',
      title: 'ToonLink',
      description: 'Link the Toons you are playing right now.',
    },
    // No frame: the page's heading is the toon's name.
    {
      path: '/toons/:id',
      title: 'Toon dashboard',
      description: 'Gags, tasks, Cog suits, garden, beans and laff of a linked Toon, live from the game.',
    },
    {
      path: '/toon-link',
      title: 'ToonLink',
      description: 'Link the Toons you are playing right now.',
      redirectTo: '/toonlink',
    },
  ],
  menu: [
    { label: 'Top Toons', to: '/top-toons', placement: 'primary', order: 30, isNew: true },
    // Not the current page on /fishing/all (All fish).
    { label: 'Fishing', to: '/fishing', placement: 'primary', order: 50, exact: true },
    { label: 'Your Toons', to: '/profile', placement: 'primary', order: 60 },
    { label: 'Rewards', to: '/rewards', placement: 'menu', order: 20 },
    { label: 'Golfing', to: '/golfing', placement: 'menu', order: 40 },
    { label: 'Racing', to: '/racing', placement: 'menu', order: 50 },
  ],
  homeCards: [
    {
      label: 'Top Toons',
      to: '/top-toons',
      description: 'The leading public Toons in several categories.',
      order: 30,
      isNew: true,
    },
    {
      label: 'Fishing',
      to: '/fishing',
      description: 'Track your fish album and buckets, and where to fish next.',
      order: 50,
    },
    { label: 'Your Toons', to: '/profile', description: 'Create and manage the Toons you track.', order: 60 },
    {
      label: 'Rewards',
      to: '/rewards',
      description: 'SOS cards, unites, summons, pink slips and remotes.',
      order: 120,
    },
    {
      label: 'Golfing',
      to: '/golfing',
      description: 'Golf statistics and trophy progress for each Toon.',
      order: 140,
    },
    {
      label: 'Racing',
      to: '/racing',
      description: 'Racing statistics and trophy progress for each Toon.',
      order: 150,
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
  '/profile': {
    heading: 'Your Toons',
    lead: 'Create, rename and manage the Toons you track, then follow their fishing, golf, racing and rewards.',
  },
  '/fishing': {
    heading: 'Fishing',
    lead: 'Your fish album, buckets and where to fish next. See every fish',
    placeholder: 'rows',
  },
  '/fishing/all': {
    heading: 'All fish',
    lead: 'Every species with its weight range, rarity (1 is the most common, 10 the rarest) and where it bites.',
    placeholder: 'rows',
  },
  '/golfing': {
    heading: 'Golfing',
    lead: "Record each golf statistic as the game shows it; the trophies follow from the game's thresholds.",
  },
  '/racing': {
    heading: 'Racing',
    lead: "Record each racing statistic as the game shows it; the trophies follow from the game's thresholds.",
  },
  '/rewards': {
    heading: 'Rewards',
    lead: 'Keep count of each Toon’s SOS cards, unites, summons, pink slips and remotes.',
  },
  '/top-toons': {
    heading: 'Top Toons',
    lead: 'The leading public Toons of players with an account. Verified Toons had their statistics read from the game.',
    placeholder: 'rows',
  },
  '/top-toons/moderation': {
    heading: 'Moderation',
    lead: 'Reports of Top Toons entries, the Toons and accounts hidden from the rankings, and the audit log of every action. For moderators only.',
    placeholder: 'panel',
  },
  '/toonlink': {
    heading: 'ToonLink',
    lead: 'Link the Toons you are playing right now: with ToonLink on, this page reads each open game window on this computer and keeps your Toons’ fish, golf, racing and rewards up to date, marking what the game confirmed as verified. ToonLink keeps running while you move between the Toon pages (Your Toons, Fishing, Golfing, Racing, Rewards, Top Toons and each Toon’s dashboard), not on the site’s other pages. The game asks you to allow the link the first time.',
    placeholder: 'rows',
  },
} satisfies RouteFramesInput;
