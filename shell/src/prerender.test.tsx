import { contractVersion, parseRemoteSurface, parseSiteConfig, type RemoteSurface } from 'shared-contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore, siteConfigStore } from 'web-kit';
import { setServerPathname } from './lib/router/location';
import { surfaceStore } from './lib/surfaces/surface-store';
import { type PrerenderInput, prepare, renderPage } from './prerender';

// What the site's server renders with (site-server/prerender.mjs): a config as /config.json serves
// it and each remote's routes.json, as they were read.
const config = parseSiteConfig({
  siteUrl: 'https://trinkets.example',
  apiBaseUrl: '/api',
  remotes: {
    makeship: 'https://makeship.cdn.example/mf-manifest.json',
    toons: 'https://toons.cdn.example/mf-manifest.json',
  },
  firebase: { apiKey: 'key', authDomain: 'trinkets.firebaseapp.com', projectId: 'trinkets' },
  cavalcade: { enabled: false },
  banners: [
    {
      id: 'welcome-2026',
      text: 'Welcome to The Trinket Foundation! Track your Toons.',
      href: '/trinkets',
      linkText: 'See the Trinkets',
      tone: 'celebration',
    },
  ],
});

function surface(input: object): RemoteSurface {
  const result = parseRemoteSurface({ contract: `^${contractVersion}`, ...input });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.surface;
}

const makeship = surface({
  remote: 'makeship',
  routes: [
    {
      path: '/store',
      title: 'Store',
      description: 'Plushies & pins, <limited> runs.',
      frame: { heading: 'The Store', lead: 'Plushies, pins and more from Makeship.', placeholder: 'rows' },
    },
    { path: '/store/:slug', title: 'Product', description: 'One product.' },
    { path: '/trinkets', title: 'Trinkets', description: 'Every trinket.', frame: { heading: 'Trinkets' } },
  ],
  menu: [
    { label: 'Store', to: '/store', placement: 'primary', order: 10 },
    { label: 'Trinkets', to: '/trinkets', placement: 'menu', order: 5 },
  ],
  homeCards: [{ label: 'Store', to: '/store', description: 'Buy plushies.', order: 1 }],
});
const toons = surface({
  remote: 'toons',
  routes: [{ path: '/fishing', title: 'Fishing', description: 'Every fish.' }],
  menu: [{ label: 'Fishing', to: '/fishing', placement: 'primary', order: 20 }],
  homeCards: [{ label: 'Fishing tracker', to: '/fishing', description: 'Catch them all.', order: 2 }],
});
const makeshipRemote = { name: 'makeship', surface: makeship };
const toonsRemote = { name: 'toons', surface: toons };
const remotes: PrerenderInput['remotes'] = [makeshipRemote, toonsRemote];

/** The rendered `#root`, parsed as the browser would. */
function rendered(input: Partial<PrerenderInput> & { pathname: string }) {
  const page = renderPage({ config, remotes, ...input });
  const root = document.createElement('div');
  root.innerHTML = page.root;
  const main = root.querySelector('main') as HTMLElement;
  return { page, root, main };
}

const initialStates = [siteConfigStore, surfaceStore, sessionStore].map(
  (store) => [store, store.getState()] as const,
);

beforeAll(async () => {
  await prepare();
});

afterEach(() => {
  // renderPage leaves the page's state in the shell's stores: the next test starts from none.
  for (const [store, state] of initialStates)
    (store.setState as (value: unknown, replace: true) => void)(state, true);
  setServerPathname('/');
});

describe('renderPage', () => {
  it('paints a remote’s page as its frame in the layout: banner, navigation, heading and lead', () => {
    const { page, root, main } = rendered({ pathname: '/store' });
    expect(main.querySelector('h1')?.textContent).toBe('The Store');
    expect(main.querySelector('h1 + p')?.textContent).toBe('Plushies, pins and more from Makeship.');
    expect(main.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(main.querySelectorAll('.route-frame__placeholder--rows .route-frame__block')).toHaveLength(6);
    // The layout around it, as every page has it.
    expect(root.querySelector('[aria-label="Notices"]')?.textContent).toContain(
      'Welcome to The Trinket Foundation! Track your Toons.',
    );
    expect(root.querySelector('[aria-label="Notices"] a')?.getAttribute('href')).toBe('/trinkets');
    const nav = root.querySelector('nav[aria-label="Main"]') as HTMLElement;
    const links = [...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Store', '/store'],
      ['Fishing', '/fishing'],
      ['Trinkets', '/trinkets'],
    ]);
    expect(root.querySelector('footer')?.textContent).toContain('Privacy policy');
    // One h1 on the page: the layout has none of its own.
    expect(root.querySelectorAll('h1')).toHaveLength(1);
    expect(page.title).toBe('The Trinket Foundation | Store');
    expect(page.description).toBe('Plushies & pins, <limited> runs.');
  });

  it('paints without the notices the visitor dismissed (their cookie, read by the site’s server)', () => {
    const ids = config.banners.map((banner) => banner.id);
    const { root } = rendered({ pathname: '/store', dismissedBanners: ids });
    expect(root.querySelector('[aria-label="Notices"]')).toBeNull();
    expect(root.querySelector('main h1')?.textContent).toBe('The Store');
    // The next visitor, who dismissed nothing, sees them.
    expect(rendered({ pathname: '/store' }).root.querySelector('[aria-label="Notices"]')).not.toBeNull();
  });

  it('marks the current page in the navigation, and only it', () => {
    const current = (pathname: string) =>
      [...rendered({ pathname }).root.querySelectorAll('nav[aria-label="Main"] a[aria-current="page"]')].map(
        (link) => link.getAttribute('href'),
      );
    expect(current('/store')).toEqual(['/store']);
    // A page below a menu entry's path is that entry's.
    expect(current('/store/blue-plush')).toEqual(['/store']);
    expect(current('/fishing')).toEqual(['/fishing']);
    expect(current('/trinkets')).toEqual(['/trinkets']);
  });

  it('paints the More button disabled: a press before the page is live would be lost', () => {
    const more = rendered({ pathname: '/store' }).root.querySelector(
      'nav[aria-label="Main"] .more-menu__button',
    );
    expect(more?.textContent).toContain('More');
    expect(more?.hasAttribute('disabled')).toBe(true);
  });

  it('paints the home page on /, its heading the site’s name, with the remotes’ cards', () => {
    const { page, root, main } = rendered({ pathname: '/' });
    expect(main.querySelector('h1')?.textContent).toBe('The Trinket Foundation');
    // The remotes' cards, in their order.
    const cards = [...main.querySelectorAll('.tools__item')].map((card) => [
      card.querySelector('a')?.textContent,
      card.querySelector('a')?.getAttribute('href'),
      card.querySelector('p')?.textContent,
    ]);
    expect(cards).toEqual([
      ['Store', '/store', 'Buy plushies.'],
      ['Fishing tracker', '/fishing', 'Catch them all.'],
    ]);
    // Not a loading state: the home page's code was prepared.
    expect(main.querySelector('[role="status"]')).toBeNull();
    expect(root.querySelector('nav[aria-label="Main"] a[aria-current="page"]')).toBeNull();
    // The HTML's own title and description stay.
    expect(page.title).toBeUndefined();
    expect(page.description).toBeUndefined();
  });

  it('gives a route without a frame the spinner, with the page’s title', () => {
    const { page, main } = rendered({ pathname: '/fishing' });
    expect(main.querySelector('h1')).toBeNull();
    const status = main.querySelector('[role="status"]') as HTMLElement;
    expect(status.className).toBe('spinner');
    expect(status.textContent).toBe('Loading the page…');
    expect(page.title).toBe('The Trinket Foundation | Fishing');
    expect(page.description).toBe('Every fish.');
    // A parameter route of a remote with frames elsewhere has none of theirs.
    expect(rendered({ pathname: '/store/blue-plush' }).main.querySelector('h1')).toBeNull();
  });

  it('paints a remote built against another contract major as the browser’s first render does', () => {
    const incompatible = { ...makeship, contract: '^2.0.0' };
    const { page, main, root } = rendered({
      pathname: '/store',
      remotes: [{ name: 'makeship', surface: incompatible }, toonsRemote],
    });
    // Its routes stay in the site (the shell shows the Cogs page there once its area code runs), so
    // the page is painted as the shell's first render in the browser draws it (PathFrame), which
    // takes the route's frame from the composed routes whatever the remote's contract.
    expect(main.querySelector('h1')?.textContent).toBe('The Store');
    expect(main.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(page.title).toBe('The Trinket Foundation | Store');
    expect(root.querySelector('nav[aria-label="Main"] a[href="/fishing"]')).not.toBeNull();
    // Without a frame, its page is the spinner.
    const fishing = rendered({
      pathname: '/fishing',
      remotes: [makeshipRemote, { name: 'toons', surface: { ...toons, contract: '^2.0.0' } }],
    });
    expect(fishing.main.querySelector('h1')).toBeNull();
    expect(fishing.main.querySelector('.spinner[role="status"]')).not.toBeNull();
  });

  it('paints the layout without a remote whose routes.json could not be read', () => {
    const { page, root, main } = rendered({
      pathname: '/fishing',
      remotes: [{ name: 'makeship', surface: null }, toonsRemote],
    });
    const hrefs = [...root.querySelectorAll('nav[aria-label="Main"] a')].map((link) =>
      link.getAttribute('href'),
    );
    expect(hrefs).toEqual(['/fishing']);
    expect(main.querySelector('.spinner')).not.toBeNull();
    expect(page.title).toBe('The Trinket Foundation | Fishing');
  });

  it('renders each page from its own input, nothing left from the one before', () => {
    rendered({ pathname: '/store' });
    const { root, page } = rendered({
      pathname: '/fishing',
      config: parseSiteConfig({ ...config, banners: [] }),
      remotes: [{ name: 'toons', surface: toons }],
    });
    expect(root.querySelector('[aria-label="Notices"]')).toBeNull();
    expect(root.textContent).not.toContain('The Store');
    expect(root.querySelector('nav[aria-label="Main"] a[href="/store"]')).toBeNull();
    expect(page.title).toBe('The Trinket Foundation | Fishing');
  });
});
