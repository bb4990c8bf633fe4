import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkContract, contractVersion } from './contract-version.js';
import { composeSiteSurface } from './site-surface.js';
import {
  parseRemoteSurface,
  type RemoteSurface,
  SurfaceDeclarationSchema,
  surfaceProblems,
} from './surface-schema.js';

const page = (path: string, extra: object = {}) => ({
  path,
  title: path,
  description: `The ${path} page.`,
  ...extra,
});

function surfaceOf(remote: string, overrides: Partial<RemoteSurface> = {}): RemoteSurface {
  return {
    remote,
    contract: `^${contractVersion}`,
    mountsBeforeSession: true,
    routes: [page(`/${remote}`)],
    menu: [],
    homeCards: [],
    ...overrides,
  };
}

describe('contract version', () => {
  it('is shared-contracts’ package version', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(contractVersion).toBe(pkg.version);
  });

  it('accepts the same major, warns when the site is older, refuses another major', () => {
    expect(checkContract('^1.0.0', '1.4.2')).toEqual({ compatible: true });
    expect(checkContract('^1.5.0', '1.4.2')).toMatchObject({
      compatible: true,
      warning: expect.stringContaining('older'),
    });
    expect(checkContract('^2.0.0', '1.4.2')).toMatchObject({
      compatible: false,
      reason: expect.stringContaining('^2.0.0'),
    });
    expect(checkContract('^1.0.0', '2.0.0').compatible).toBe(false);
    expect(checkContract('^0.3.0', '0.4.0').compatible).toBe(false);
    expect(checkContract('latest', '1.0.0').compatible).toBe(false);
  });
});

describe('routes.json schema', () => {
  it('accepts a remote’s surface and fills in the defaults', () => {
    const result = parseRemoteSurface({ remote: 'tools', contract: '^1.0.0', routes: [page('/cog-radar')] });
    expect(result).toMatchObject({
      ok: true,
      surface: { mountsBeforeSession: false, menu: [], homeCards: [] },
    });
  });

  it('names every bad field', () => {
    const result = parseRemoteSurface({
      remote: 'Tools!',
      contract: '1.0.0',
      routes: [page('/'), page('javascript:alert(1)'), { path: '/x', title: '' }],
      menu: [{ label: 'x', to: '//evil.example', placement: 'side', order: -1 }],
    });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems.join('\n');
    for (const field of [
      'remote',
      'contract',
      'routes.0.path',
      'routes.1.path',
      'routes.2.title',
      'menu.0.to',
      'menu.0.placement',
      'menu.0.order',
    ]) {
      expect(problems).toContain(`${field}:`);
    }
    expect(parseRemoteSurface('not json at all').ok).toBe(false);
  });
});

describe('a remote’s declared pages', () => {
  const declared = {
    remote: 'makeship',
    pages: [
      page('/trinkets', {
        preloadData: ['/trinkets'],
        frame: { heading: 'Trinkets' },
        aliases: ['/stickers'],
        redirects: ['/old'],
        menu: { placement: 'primary', order: 1, isNew: true },
        card: { order: 20 },
        load: () => Promise.resolve('the page'),
      }),
      page('/store', { menu: { label: 'Shop', placement: 'menu', order: 80 } }),
    ],
  };

  it('publish each page’s routes, menu entry and card, the title and description standing in for labels', () => {
    const result = SurfaceDeclarationSchema.safeParse(declared);
    expect(result.success && result.data).toEqual({
      remote: 'makeship',
      mountsBeforeSession: false,
      routes: [
        { ...page('/trinkets'), preloadData: ['/trinkets'], frame: { heading: 'Trinkets' } },
        {
          ...page('/trinkets'),
          path: '/stickers',
          preloadData: ['/trinkets'],
          frame: { heading: 'Trinkets' },
          canonicalPath: '/trinkets',
        },
        { ...page('/trinkets'), path: '/old', redirectTo: '/trinkets' },
        page('/store'),
      ],
      menu: [
        { label: '/trinkets', to: '/trinkets', placement: 'primary', order: 1, isNew: true },
        { label: 'Shop', to: '/store', placement: 'menu', order: 80 },
      ],
      homeCards: [{ label: '/trinkets', to: '/trinkets', description: 'The /trinkets page.', order: 20 }],
    });
  });

  it('find no problem when the router serves exactly the declared pages', () => {
    expect(surfaceProblems(declared, ['/trinkets', '/stickers', '/old', '/store'])).toEqual([]);
  });

  it('name pages served but not declared, declared but not served, and a path declared twice', () => {
    const twice = { ...declared, pages: [...declared.pages, page('/stickers')] };
    expect(surfaceProblems(twice, ['/trinkets', '/secret', '/store'])).toEqual([
      '/stickers: declared, not served',
      '/stickers: declared, not served',
      '/secret: served, not declared',
      'a path is declared twice',
    ]);
  });

  it('name a bad field of a page, its menu entry or card', () => {
    const problems = surfaceProblems(
      {
        remote: 'makeship',
        pages: [page('/x', { menu: { placement: 'side', order: -1 }, aliases: ['/:id'] })],
      },
      ['/x'],
    ).join('\n');
    for (const field of ['pages.0.menu.placement', 'pages.0.menu.order', 'pages.0.aliases.0']) {
      expect(problems).toContain(`${field}:`);
    }
  });
});

describe('composeSiteSurface', () => {
  it('orders menu entries and cards across remotes, and gives a contested path to the first remote', () => {
    const site = composeSiteSurface([
      {
        name: 'toons',
        surface: surfaceOf('toons', {
          routes: [page('/fishing'), page('/shared')],
          menu: [
            { label: 'Fishing', to: '/fishing', placement: 'primary', order: 20 },
            { label: 'Shared', to: '/shared', placement: 'menu', order: 1 },
          ],
        }),
      },
      {
        name: 'makeship',
        surface: surfaceOf('makeship', {
          routes: [page('/makeship'), page('/shared')],
          menu: [
            { label: 'Makeship', to: '/makeship', placement: 'primary', order: 10, isNew: true },
            { label: 'Also shared', to: '/shared', placement: 'menu', order: 2 },
          ],
          homeCards: [{ label: 'Makeship', to: '/makeship', description: 'x', order: 5 }],
        }),
      },
    ]);
    expect(site.routes.map((route) => `${route.remote}${route.path}`)).toEqual([
      'toons/fishing',
      'toons/shared',
      'makeship/makeship',
    ]);
    expect(site.conflicts).toEqual(['/shared is claimed by "toons" and "makeship": "toons" keeps it']);
    expect(site.primaryNav.map((entry) => entry.label)).toEqual(['Makeship', 'Fishing']);
    expect(site.menuNav.map((entry) => entry.label)).toEqual(['Shared']);
    expect(site.homeCards.map((card) => card.remote)).toEqual(['makeship']);
  });
});

describe('a route’s frame in routes.json', () => {
  const withFrame = (frame: unknown) =>
    parseRemoteSurface({
      remote: 'makeship',
      contract: '^1.0.0',
      routes: [page('/store'), page('/trinkets', { frame })],
    });
  /** The problems of a frame that must be refused, one per line. */
  const problemsOf = (frame: unknown) => {
    const result = withFrame(frame);
    expect(result.ok).toBe(false);
    return result.ok ? '' : result.problems.join('\n');
  };

  it('is kept as published: heading, lead and placeholder', () => {
    const frame = { heading: 'Store', lead: 'Plushies, pins and more.', placeholder: 'rows' };
    const result = withFrame(frame);
    expect(result.ok).toBe(true);
    const routes = result.ok ? result.surface.routes : [];
    expect(routes[1]?.frame).toEqual(frame);
    // Optional, on the route and in the frame.
    expect(routes[0]?.frame).toBeUndefined();
    expect(withFrame({ heading: 'Only a heading' })).toMatchObject({
      ok: true,
      surface: { routes: [{}, { frame: { heading: 'Only a heading' } }] },
    });
    // 600 characters of lead is the limit, not past it.
    expect(withFrame({ heading: 'Store', lead: 'x'.repeat(600) }).ok).toBe(true);
  });

  it('refuses a lead over 600 characters, an unknown placeholder and an empty or long heading, naming each field', () => {
    expect(problemsOf({ heading: 'Store', lead: 'x'.repeat(601) })).toMatch(/^routes\.1\.frame\.lead: /m);
    expect(problemsOf({ heading: 'Store', placeholder: 'grid' })).toMatch(
      /^routes\.1\.frame\.placeholder: /m,
    );
    expect(problemsOf({ heading: '' })).toMatch(/^routes\.1\.frame\.heading: /m);
    expect(problemsOf({ heading: 'x'.repeat(121) })).toMatch(/^routes\.1\.frame\.heading: /m);
    expect(problemsOf({ lead: 'No heading' })).toMatch(/^routes\.1\.frame\.heading: /m);
    // One problem, one line: the valid parts of the surface are not reported.
    expect(problemsOf({ heading: 'Store', lead: 'x'.repeat(601) }).split('\n')).toHaveLength(1);
  });

  it('keeps a fixed list of link cards, and refuses one that is empty, too long or links off the site', () => {
    const cards = [{ title: 'Cogsweeper', text: 'Clear the board.', to: '/arcade/cogsweeper' }];
    expect(withFrame({ heading: 'Arcade', cards })).toMatchObject({
      ok: true,
      surface: { routes: [{}, { frame: { heading: 'Arcade', cards } }] },
    });
    expect(problemsOf({ heading: 'Arcade', cards: [] })).toMatch(/^routes\.1\.frame\.cards: /m);
    expect(problemsOf({ heading: 'Arcade', cards: Array(13).fill(cards[0]) })).toMatch(
      /^routes\.1\.frame\.cards: /m,
    );
    for (const to of [
      'https://elsewhere.example/arcade',
      '//elsewhere.example',
      'javascript:alert(1)',
      '/Arcade',
    ]) {
      expect(problemsOf({ heading: 'Arcade', cards: [{ ...cards[0], to }] })).toMatch(
        /^routes\.1\.frame\.cards\.0\.to: /m,
      );
    }
    expect(problemsOf({ heading: 'Arcade', cards: [{ ...cards[0], title: '' }] })).toMatch(
      /^routes\.1\.frame\.cards\.0\.title: /m,
    );
    expect(problemsOf({ heading: 'Arcade', cards: [{ ...cards[0], text: 'x'.repeat(301) }] })).toMatch(
      /^routes\.1\.frame\.cards\.0\.text: /m,
    );
  });
});
