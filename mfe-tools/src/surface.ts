// The pages of mfe-tools, each declared once: its route, frame, menu entry, home card and code. The
// build publishes them as routes.json beside mf-manifest.json and the router serves them
// (app/routes.tsx). Plain data importing types only: the build reads this file on its own, and never
// calls a page's `load`.
//
// A page's `frame` is its `<h1>` and the paragraph right after it, word for word as the page renders
// them, and the shape of its first view: the site's server paints it before any script runs.
import type { ComponentType } from 'react';
import type { RemoteSurfaceInput } from 'shared-contracts';

export const surface = {
  remote: 'tools',
  // Every page here waits for the session itself where the account matters.
  mountsBeforeSession: true,
  pages: [
    {
      path: '/cog-radar',
      title: 'Cog Radar',
      description: 'Current invasions and field offices.',
      preloadData: ['/game/invasions', '/game/fieldoffices'],
      frame: {
        heading: 'Cog Radar',
        lead: 'Every invasion and field office in Toontown right now, refreshed every 30 seconds while you watch.',
        placeholder: 'rows',
      },
      menu: { placement: 'menu', order: 10 },
      card: { order: 110 },
      load: () =>
        import(
          /* webpackChunkName: "route-cog-radar" */ './features/cog-radar/components/cog-radar-page'
        ).then((module) => module.CogRadarPage),
    },
    {
      path: '/population',
      title: 'Population and Invasions',
      description: 'Players online per district, over time.',
      preloadData: ['/game/population', '/game/population/history?hours=24'],
      frame: {
        heading: 'Population and Invasions',
        lead: 'How many Toons are playing in each district, and how that changed over the last day. For invasions and field offices, see the Cog Radar.',
        placeholder: 'rows',
      },
      menu: { placement: 'menu', order: 100 },
      card: { order: 200 },
      load: () =>
        import(
          /* webpackChunkName: "route-population" */ './features/population/components/population-page'
        ).then((module) => module.PopulationPage),
    },
    {
      path: '/doodle-studio',
      title: 'Doodle Studio',
      description: 'Doodles for sale, ranked by their traits.',
      preloadData: ['/game/doodles', '/game/settings'],
      frame: {
        heading: 'Doodle Studio',
        lead: 'Every doodle for sale in the pet shops, best traits first. Trait quality follows the Toontown Rewritten Wiki\'s doodle trait lists ("Rarely Tired" first, as the only trait that affects training); traits those lists do not name count as neutral, which is this site\'s own rule. Ties go to the cheaper doodle.',
      },
      menu: { placement: 'menu', order: 70 },
      card: { order: 170 },
      load: () =>
        import(
          /* webpackChunkName: "route-doodle-studio" */ './features/doodle-studio/components/doodle-studio-page'
        ).then((module) => module.DoodleStudioPage),
    },
    {
      path: '/toon-studio',
      title: 'Toon Studio',
      description: 'Portraits and full-body pictures of your Toons.',
      preloadData: ['/game/settings'],
      frame: {
        heading: 'Toon Studio',
        lead: 'Portraits and full-body pictures of your Toons in several sizes, each opening in a new tab to save.',
      },
      menu: { placement: 'menu', order: 60 },
      card: { order: 160 },
      load: () =>
        import(
          /* webpackChunkName: "route-toon-studio" */ './features/toon-studio/components/toon-studio-page'
        ).then((module) => module.ToonStudioPage),
    },
    {
      path: '/theater',
      title: 'Theater',
      description: 'A curated list of Toontown videos.',
      frame: {
        heading: 'Theater',
        lead: "Toontown videos picked by the site's operators. A video's player, and the video site's cookies, load only when you press its play button.",
      },
      menu: { placement: 'menu', order: 110 },
      card: { order: 210 },
      load: () =>
        import(/* webpackChunkName: "route-theater" */ './features/theater/components/theater-page').then(
          (module) => module.TheaterPage,
        ),
    },
    {
      path: '/events',
      title: 'Events',
      description: 'In-game events and the Silly Meter.',
      preloadData: ['/game/sillymeter'],
      frame: {
        heading: 'Events',
        lead: "The game's weekly events and yearly holidays, from the community wiki and the game's news, and the Silly Meter live from the game. One-off events are announced in the game's news.",
        placeholder: 'rows',
      },
      menu: { placement: 'menu', order: 90 },
      card: { order: 190 },
      load: () =>
        import(/* webpackChunkName: "route-events" */ './features/events/components/events-page').then(
          (module) => module.EventsPage,
        ),
    },
    {
      path: '/cartoonival',
      title: 'Cartoonival + Cavalcade Tracker',
      description: 'The Cartoonival and the Cavalcade parade.',
      preloadData: ['/game/cavalcade'],
      // No lead: the page goes from its heading straight to its first section.
      frame: { heading: 'Cartoonival and Cavalcade', placeholder: 'panel' },
      aliases: ['/cavalcade'],
      menu: { placement: 'menu', order: 140 },
      card: { order: 240 },
      load: () =>
        import(
          /* webpackChunkName: "route-cartoonival" */ './features/cartoonival/components/cartoonival-page'
        ).then((module) => module.CartoonivalPage),
    },
    {
      path: '/news',
      title: 'News',
      description: 'The news posts of Toontown Rewritten, newest first.',
      preloadData: ['/game/news'],
      frame: {
        heading: 'News',
        lead: "The news posts of Toontown Rewritten, newest first, as the game's website publishes them.",
        placeholder: 'rows',
      },
      menu: { placement: 'menu', order: 145 },
      card: { order: 245 },
      load: () =>
        import(/* webpackChunkName: "route-news" */ './features/game-news/components/news-page').then(
          (module) => module.NewsPage,
        ),
    },
    // No frame: the page's heading is the post's title.
    {
      path: '/news/:id',
      title: 'News post',
      description: 'A news post of Toontown Rewritten.',
      load: () =>
        import(/* webpackChunkName: "route-news-id" */ './features/game-news/components/news-post-page').then(
          (module) => module.NewsPostPage,
        ),
    },
    {
      path: '/release-notes',
      title: 'Release notes',
      description: 'What changed in each update of Toontown Rewritten, newest first.',
      preloadData: ['/game/release-notes'],
      frame: {
        heading: 'Release notes',
        lead: "What changed in each update of Toontown Rewritten, newest first, as the game's website publishes it.",
        placeholder: 'rows',
      },
      menu: { placement: 'menu', order: 146 },
      card: { order: 246 },
      load: () =>
        import(
          /* webpackChunkName: "route-release-notes" */ './features/game-news/components/release-notes-page'
        ).then((module) => module.ReleaseNotesPage),
    },
    // No frame: the page's heading is the note's version.
    {
      path: '/release-notes/:id',
      title: 'Release note',
      description: 'The notes of one update of Toontown Rewritten.',
      load: () =>
        import(
          /* webpackChunkName: "route-release-notes-id" */ './features/game-news/components/release-note-page'
        ).then((module) => module.ReleaseNotePage),
    },
    {
      path: '/privacy-policy',
      title: 'Privacy policy',
      description: 'What this site stores and why.',
      frame: { heading: 'Privacy policy', lead: 'Last updated: 27 November 2026', placeholder: 'rows' },
      load: () =>
        import(
          /* webpackChunkName: "route-privacy-policy" */ './features/privacy-policy/components/privacy-policy-page'
        ).then((module) => module.PrivacyPolicyPage),
    },
    {
      path: '/calculators/gag-damage',
      title: 'Gag damage calculator',
      description: 'Pick gags for up to four Toons and see whether they defeat a Cog.',
      frame: {
        heading: 'Gag damage calculator',
        lead: "Pick a gag for each toon in the battle and the Cog's level. Every gag is counted as hitting, at full track experience (the top of its damage range).",
        placeholder: 'panel',
      },
      menu: { placement: 'menu', order: 120 },
      card: { order: 220 },
      load: () =>
        import(
          /* webpackChunkName: "route-calculators-gag-damage" */ './features/calculators/components/gag-damage-page'
        ).then((module) => module.GagDamagePage),
    },
    {
      path: '/calculators/cog-suits',
      title: 'Cog suit promotion calculator',
      description: 'How many facility runs your next Cog suit promotion takes.',
      frame: {
        heading: 'Cog suit promotion calculator',
        lead: 'Choose your Cog suit and its level to see what its next promotion needs, then enter what you have: the calculator works out how many runs of each facility make up the difference.',
        placeholder: 'panel',
      },
      menu: { placement: 'menu', order: 130 },
      card: { order: 230 },
      load: () =>
        import(
          /* webpackChunkName: "route-calculators-cog-suits" */ './features/calculators/components/cog-suits-page'
        ).then((module) => module.CogSuitsPage),
    },
  ],
} satisfies RemoteSurfaceInput<ComponentType>;
