// The stand-in's game status, news and release notes (the game website's /api/status, /api/news…,
// /api/releasenotes… in the shapes docs/game-feeds.md gives). Unlike world.mjs these are state:
// tests close the game, set a banner or publish a post through the stand-in's control routes.
// Every post here is made up for development and tests; none is the game's.

/** A post body no page may run: a script, event handlers, a javascript: link, a hidden frame. */
export const HOSTILE_BODY = [
  '<p onclick="alert(1)">Hostile post <b>kept text</b>.</p>',
  '<script>window.__hostile = true;</script>',
  '<img src="https://example.invalid/x.png" onerror="window.__hostile = true" alt="picture">',
  '<a href="javascript:window.__hostile = true">a javascript link</a>',
  '<a href="https://example.invalid/page">a safe link</a>',
  '<iframe src="https://example.invalid/frame"></iframe>',
  '<style>body { display: none; }</style>',
].join('\n');

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A date as the game's feeds write one, "November 27, 2026 at 1:05 PM" (UTC here).
 * @param {number} epochSeconds
 */
export function feedDate(epochSeconds) {
  const date = new Date(epochSeconds * 1000);
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()} at ${clock}`;
}

/**
 * @typedef {{ postId: number, title: string, author: string, date: string, image: string | null, body: string }} StandinNewsPost
 * @typedef {{ noteId: number, slug: string, date: string, body: string }} StandinReleaseNote
 * @typedef {{ open: boolean, banner: string | null }} StandinGameStatus
 */

/** The feeds as they start, and after a reset: open, no banner, three posts and two notes. */
function initialFeeds() {
  // A fixed past moment, so the seeded posts read the same on every run.
  const base = 1_795_000_000;
  /** @type {StandinNewsPost[]} */
  const news = [1, 2, 3].map((n) => ({
    postId: n,
    title: `Stand-in news post ${n}`,
    author: 'The Stand-in Team',
    date: feedDate(base + n * 86_400),
    image: null,
    body: `<p>Made-up news post number ${n} of the offline game stand-in.</p><p>It has <b>bold</b> and <a href="https://example.invalid/news/${n}">a link</a>.</p>`,
  }));
  /** @type {StandinReleaseNote[]} */
  const releaseNotes = [1, 2].map((n) => ({
    noteId: n,
    slug: `standin-v1.${n}.0`,
    date: feedDate(base + n * 172_800),
    body: `<p><b>Features:</b></p><ul><li>Made-up feature ${n} of the stand-in.</li></ul><p><b>Bug fixes:</b></p><ul><li>Made-up fix ${n}.</li></ul>`,
  }));
  return { status: /** @type {StandinGameStatus} */ ({ open: true, banner: null }), news, releaseNotes };
}

/**
 * The feeds' state and its answers. `now` gives the date of what is published.
 * @param {() => number} now epoch seconds
 */
export function createFeeds(now) {
  let state = initialFeeds();
  const newestNews = () => [...state.news].sort((a, b) => b.postId - a.postId);
  const newestNotes = () => [...state.releaseNotes].sort((a, b) => b.noteId - a.noteId);
  /** @param {unknown} body */
  const ok = (body) => ({ status: 200, body });

  return {
    /**
     * The answer to a feed path of the game (`/status`, `/news`, `/news/list`, `/news/7`, …), or
     * undefined for any other path. An unknown post answers `null`, as the game's api-doc says; an
     * unknown release note (the doc is silent) answers 404 with the `{ error }` shape clients check for.
     * @param {string} path
     * @returns {{ status: number, body: unknown } | undefined}
     */
    answer(path) {
      // The game leaves `banner` out when it has none.
      if (path === '/status')
        return ok(state.status.banner === null ? { open: state.status.open } : state.status);
      if (path === '/news') return ok(newestNews()[0] ?? { error: 'No news yet.' });
      // The game's list is every post whole, bodies included (its api-doc's news.md).
      if (path === '/news/list') return ok(newestNews());
      if (path === '/releasenotes') return ok(newestNotes().map(({ body: _body, ...summary }) => summary));
      const one = /^\/(news|releasenotes)\/(\d{1,10})$/.exec(path);
      if (!one) return undefined;
      const id = Number(one[2]);
      const found =
        one[1] === 'news'
          ? state.news.find((post) => post.postId === id)
          : state.releaseNotes.find((note) => note.noteId === id);
      if (found) return ok(found);
      return one[1] === 'news'
        ? ok(null)
        : { status: 404, body: { error: `Nothing is published under ${id}.` } };
    },
    /** @param {{ open?: unknown, banner?: unknown }} change */
    setStatus(change) {
      if (change.open !== undefined && typeof change.open !== 'boolean')
        throw new TypeError('open must be true or false');
      if (change.banner !== undefined && change.banner !== null && typeof change.banner !== 'string') {
        throw new TypeError('banner must be text or null');
      }
      state.status = {
        open: change.open ?? state.status.open,
        banner: change.banner === undefined ? state.status.banner : change.banner,
      };
      return state.status;
    },
    /** @param {{ title?: unknown, author?: unknown, body?: unknown, hostile?: unknown }} post */
    addNews(post) {
      const postId = Math.max(0, ...state.news.map((entry) => entry.postId)) + 1;
      /** @type {StandinNewsPost} */
      const added = {
        postId,
        title: typeof post.title === 'string' ? post.title : `Stand-in news post ${postId}`,
        author: typeof post.author === 'string' ? post.author : 'The Stand-in Team',
        date: feedDate(now()),
        image: null,
        body:
          post.hostile === true ? HOSTILE_BODY : typeof post.body === 'string' ? post.body : '<p>News.</p>',
      };
      state.news.push(added);
      return added;
    },
    /** @param {{ slug?: unknown, body?: unknown, hostile?: unknown }} note */
    addReleaseNote(note) {
      const noteId = Math.max(0, ...state.releaseNotes.map((entry) => entry.noteId)) + 1;
      /** @type {StandinReleaseNote} */
      const added = {
        noteId,
        slug: typeof note.slug === 'string' ? note.slug : `standin-v2.${noteId}.0`,
        date: feedDate(now()),
        body:
          note.hostile === true ? HOSTILE_BODY : typeof note.body === 'string' ? note.body : '<p>Notes.</p>',
      };
      state.releaseNotes.push(added);
      return added;
    },
    reset() {
      state = initialFeeds();
    },
  };
}
