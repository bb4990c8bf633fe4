// The pages of mfe-toons, each declared once: its route, frame, menu entry, home card and code. The
// build publishes them as routes.json beside mf-manifest.json and the router serves them
// (app/routes.tsx). Plain data importing types only: the build reads this file on its own, and never
// calls a page's `load`.
//
// A page's `frame` is its `<h1>` and the paragraph right after it, word for word as the page renders
// them (no `lead` where that text depends on data), and the shape of its first view: the site's
// server paints it before any script runs.
import type { ComponentType } from 'react';
import type { RemoteSurfaceInput } from 'shared-contracts';

export const surface = {
  remote: 'toons',
  // Every page here waits for the session itself where the account matters.
  mountsBeforeSession: true,
  pages: [
    {
      path: '/profile',
      title: 'Your Toons',
      description: 'Create and manage the Toons you track.',
      frame: {
        heading: 'Your Toons',
        lead: 'Create, rename and manage the Toons you track, then follow their fishing, golf, racing and rewards.',
      },
      menu: { placement: 'primary', order: 60 },
      card: { order: 60 },
      load: () =>
        import(/* webpackChunkName: "route-profile" */ './features/profile/components/profile-page').then(
          (module) => module.ProfilePage,
        ),
    },
    {
      path: '/fishing',
      title: 'Fishing',
      description: 'Track your fish album and buckets, and where to fish next.',
      frame: {
        heading: 'Fishing',
        lead: 'Your fish album, buckets and where to fish next. See every fish',
        placeholder: 'rows',
      },
      // Not the current page on /fishing/all (All fish).
      menu: { placement: 'primary', order: 50, exact: true },
      card: { order: 50 },
      load: () =>
        import(/* webpackChunkName: "route-fishing" */ './features/fishing/components/fishing-page').then(
          (module) => module.FishingPage,
        ),
    },
    {
      path: '/fishing/all',
      title: 'All fish',
      description: 'Every species with its weight, rarity and locations.',
      frame: {
        heading: 'All fish',
        lead: 'Every species with its weight range, rarity (1 is the most common, 10 the rarest) and where it bites.',
        placeholder: 'rows',
      },
      load: () =>
        import(
          /* webpackChunkName: "route-fishing-all" */ './features/fishing/components/all-fish-page'
        ).then((module) => module.AllFishPage),
    },
    {
      path: '/golfing',
      title: 'Golfing',
      description: 'Golf statistics and trophy progress for each Toon.',
      frame: {
        heading: 'Golfing',
        lead: "Record each golf statistic as the game shows it; the trophies follow from the game's thresholds.",
      },
      menu: { placement: 'menu', order: 40 },
      card: { order: 140 },
      load: () =>
        import(/* webpackChunkName: "route-golfing" */ './features/golf/components/golfing-page').then(
          (module) => module.GolfingPage,
        ),
    },
    {
      path: '/racing',
      title: 'Racing',
      description: 'Racing statistics and trophy progress for each Toon.',
      frame: {
        heading: 'Racing',
        lead: "Record each racing statistic as the game shows it; the trophies follow from the game's thresholds.",
      },
      menu: { placement: 'menu', order: 50 },
      card: { order: 150 },
      load: () =>
        import(/* webpackChunkName: "route-racing" */ './features/racing/components/racing-page').then(
          (module) => module.RacingPage,
        ),
    },
    {
      path: '/rewards',
      title: 'Rewards',
      description: 'SOS cards, unites, summons, pink slips and remotes.',
      frame: {
        heading: 'Rewards',
        lead: 'Keep count of each Toon’s SOS cards, unites, summons, pink slips and remotes.',
      },
      menu: { placement: 'menu', order: 20 },
      card: { order: 120 },
      load: () =>
        import(/* webpackChunkName: "route-rewards" */ './features/rewards/components/rewards-page').then(
          (module) => module.RewardsPage,
        ),
    },
    {
      path: '/top-toons',
      title: 'Top Toons',
      description: 'The leading public Toons in several categories.',
      frame: {
        heading: 'Top Toons',
        lead: 'The leading public Toons of players with an account. Verified Toons had their statistics read from the game.',
        placeholder: 'rows',
      },
      menu: { placement: 'primary', order: 30, isNew: true },
      card: { order: 30, isNew: true },
      load: () =>
        import(
          /* webpackChunkName: "route-top-toons" */ './features/top-toons/components/top-toons-page'
        ).then((module) => module.TopToonsPage),
    },
    {
      path: '/top-toons/moderation',
      title: 'Moderation',
      description: 'Reports of Top Toons entries, hidden Toons and the audit log, for moderators.',
      frame: {
        heading: 'Moderation',
        lead: 'Reports of Top Toons entries, the Toons and accounts hidden from the rankings, and the audit log of every action. For moderators only.',
        placeholder: 'panel',
      },
      load: () =>
        import(
          /* webpackChunkName: "route-top-toons-moderation" */ './features/moderation/components/moderation-page'
        ).then((module) => module.ModerationPage),
    },
    {
      path: '/toonlink',
      title: 'ToonLink',
      description: 'Link the Toons you are playing right now.',
      frame: {
        heading: 'ToonLink',
        lead: 'Link the Toons you are playing right now: with ToonLink on, this page reads each open game window on this computer and keeps your Toons’ fish, golf, racing and rewards up to date, marking what the game confirmed as verified. ToonLink keeps running while you move between the Toon pages (Your Toons, Fishing, Golfing, Racing, Rewards, Top Toons and each Toon’s dashboard), not on the site’s other pages. The game asks you to allow the link the first time.',
        placeholder: 'rows',
      },
      redirects: ['/toon-link'],
      // ToonLink's sockets and live views load only when a visitor opens it.
      load: () =>
        import(/* webpackChunkName: "route-toonlink" */ './features/toonlink/components/toon-link-page').then(
          (module) => module.ToonLinkPage,
        ),
    },
    // No frame: the page's heading is the toon's name.
    {
      path: '/toons/:id',
      title: 'Toon dashboard',
      description: 'Gags, tasks, Cog suits, garden, beans and laff of a linked Toon, live from the game.',
      load: () =>
        import(
          /* webpackChunkName: "route-toons-id" */ './features/toonlink/components/toon-dashboard-page'
        ).then((module) => module.ToonDashboardPage),
    },
  ],
} satisfies RemoteSurfaceInput<ComponentType>;
