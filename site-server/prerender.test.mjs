import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { contractVersion, parseRemoteSurface, parseSiteConfig } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteStateFrom } from './hints.mjs';
import { pageBodiesFrom } from './prerender.mjs';

/** The shell's built index.html (shell/dist/index.html), its entry script added by the build. */
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>The Trinket Foundation</title>
    <meta name="description" content="A fan-made companion for Toontown Rewritten players." />
  <link rel="icon" href="/favicon.svg" type="image/svg+xml"><script defer src="/static/js/index.e66ae85bcd.js"></script></head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const bootCss = 'static/css/async/boot.a053414cc1.css';
const homeCss = 'static/css/async/home.67a4151ac7.css';
/** The layout's styles, with what a minifier may leave in: `$` (a price sign, an attribute selector) and `</`. */
const bootStyles = `.nav{display:flex}.price::before{content:'$'}a[href$=".pdf"]::after{content:"</style><script>alert(1)</script>"}\n`;
const homeStyles = '.home__title{font-size:2rem}\n';
const pageAssets = {
  boot: [bootCss, 'static/js/async/boot.0682de820c.js'],
  home: [homeCss, 'static/js/async/home.293491f949.js'],
  area: ['static/js/async/lib-area.8c51c74721.js'],
};

/**
 * The calls the fake server build saw (it runs in this process, loaded by prerender.mjs).
 * @typedef {{ prepared: number, rendered: string[] }} PrerenderCalls
 */
const calls = /** @type {{ fakePrerenderCalls: PrerenderCalls }} */ (/** @type {unknown} */ (globalThis));

/**
 * A stand-in for shell/dist-server/prerender.mjs: the root names the path, the banners and the
 * route's frame; the title and description are the route's, as the real one sets them.
 * @param {string} [version] shown in the root, to tell two builds apart
 */
const fakePrerenderModule = (version = 'v1') => `
const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
export async function prepare() {
  globalThis.fakePrerenderCalls.prepared += 1;
}
export function renderPage({ config, remotes, pathname, dismissedBanners }) {
  globalThis.fakePrerenderCalls.rendered.push(pathname);
  const routes = remotes.flatMap((remote) => remote.surface?.routes ?? []);
  const route = routes.find((candidate) => candidate.path === pathname);
  const banners = config.banners
    .filter((banner) => !dismissedBanners.includes(banner.id))
    .map((banner) => '<p class="banner">' + escape(banner.text) + '</p>')
    .join('');
  const heading = route ? route.frame?.heading ?? '' : 'The Trinket Foundation';
  const root = '<div class="layout" data-build="${version}">' + banners + '<main><h1>' + escape(heading) + '</h1></main></div>';
  return route
    ? { root, title: 'The Trinket Foundation | ' + route.title, description: route.description, canonicalUrl: 'https://trinkets.example' + pathname + '?a="b"&c' }
    : { root };
}
`;

/** @param {string} text */
function decodeEntities(text) {
  return text
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code) => String.fromCharCode(Number.parseInt(code, 16)))
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

/**
 * The inline stylesheets of a page, as the browser reads them: the text up to the first `</style`.
 * @param {string} html
 */
function inlineStyles(html) {
  return [...html.matchAll(/<style data-href="([^"]*)">([\s\S]*?)<\/style/g)].map(([, href, text]) => ({
    href,
    text,
  }));
}

/** @param {string} text the CSP hash source a browser computes for an inline style's text */
const sha256 = (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** @param {string} file @param {number} secondsLater a modification time after the last write */
const touch = (file, secondsLater) => utimes(file, new Date(), new Date(Date.now() + secondsLater * 1000));

/** A remote's routes.json, as its build publishes it. */
const makeshipSurface = {
  remote: 'makeship',
  contract: `^${contractVersion}`,
  routes: [
    {
      path: '/store',
      title: 'Store & <More>',
      description: 'Plushies "and" pins, <limited> runs & more.',
      frame: { heading: 'The Store', lead: 'Plushies and pins.' },
    },
    { path: '/store/:slug', title: 'Product', description: 'One product.' },
  ],
  menu: [{ label: 'Store', to: '/store', placement: 'primary', order: 1 }],
};
const toonsSurface = {
  remote: 'toons',
  contract: `^${contractVersion}`,
  routes: [{ path: '/fishing', title: 'Fishing', description: 'Every fish.' }],
};

/**
 * The remotes' published files, on a real server: what `siteStateFrom` fetches.
 * @param {Record<string, unknown>} files by URL path
 */
async function remoteServer(files) {
  let requests = 0;
  const server = createServer((request, response) => {
    requests += 1;
    const body = files[request.url ?? ''];
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests: () => requests,
    close: () =>
      new Promise((done) => {
        server.close(() => done(undefined));
        server.closeAllConnections();
      }),
  };
}

const manifest = (name = 'remote') => ({
  metaData: { remoteEntry: { name: `static/js/${name}.1a2b3c4d.js`, path: '' } },
  exposes: [],
});

/**
 * A site config as the shell serves it (shell/public/config.json's shape), its remotes on `origin`.
 * @param {string} origin
 * @param {string} bannerText
 */
const siteConfig = (origin, bannerText) => ({
  siteUrl: 'http://localhost:3000',
  apiBaseUrl: '/api',
  remotes: {
    makeship: `${origin}/makeship/mf-manifest.json`,
    toons: `${origin}/toons/mf-manifest.json`,
  },
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-trinket.firebaseapp.com',
    projectId: 'demo-trinket',
    emulatorUrl: 'http://127.0.0.1:9099',
  },
  cavalcade: { enabled: false },
  banners: [{ id: 'welcome', text: bannerText, tone: 'celebration' }],
});

describe('pageBodiesFrom', () => {
  /** @type {string} */
  let folder;
  /** @type {string} */
  let dist;
  /** @type {Awaited<ReturnType<typeof remoteServer>>} */
  let remotes;
  /** @type {{ configFile: string, prerenderFile: string, indexFile: string }} */
  let files;
  /** @type {import('vitest').Mock<(line: string) => void>} */
  let log;

  beforeEach(async () => {
    calls.fakePrerenderCalls = { prepared: 0, rendered: [] };
    folder = await mkdtemp(path.join(os.tmpdir(), 'prerender-'));
    dist = path.join(folder, 'dist');
    await mkdir(path.join(dist, 'static', 'css', 'async'), { recursive: true });
    await mkdir(path.join(folder, 'dist-server'));
    files = {
      configFile: path.join(dist, 'config.json'),
      prerenderFile: path.join(folder, 'dist-server', 'prerender.mjs'),
      indexFile: path.join(dist, 'index.html'),
    };
    remotes = await remoteServer({
      '/makeship/mf-manifest.json': manifest('makeship'),
      '/makeship/routes.json': makeshipSurface,
      '/toons/mf-manifest.json': manifest('toons'),
      '/toons/routes.json': toonsSurface,
    });
    await writeFile(files.indexFile, template);
    await writeFile(path.join(dist, bootCss), bootStyles);
    await writeFile(path.join(dist, homeCss), homeStyles);
    await writeFile(path.join(dist, 'page-assets.json'), JSON.stringify(pageAssets));
    await writeFile(files.configFile, JSON.stringify(siteConfig(remotes.origin, 'Welcome, Toons!')));
    await writeFile(files.prerenderFile, fakePrerenderModule());
    log = vi.fn();
  });

  afterEach(async () => {
    await remotes.close();
    await rm(folder, { recursive: true, force: true });
  });

  const pageBodies = () =>
    pageBodiesFrom({
      siteState: siteStateFrom({
        configFile: files.configFile,
        pageAssetsFile: path.join(dist, 'page-assets.json'),
      }),
      indexFile: files.indexFile,
      prerenderFile: files.prerenderFile,
      root: dist,
      log,
    });

  /** @param {import('./prerender.mjs').PageBody | null} body */
  const htmlOf = (body) => {
    expect(body).not.toBeNull();
    return body ? body.identity.toString('utf8') : '';
  };

  it('puts the rendered page inside #root, with the route’s title and description, escaped', async () => {
    const html = htmlOf(await pageBodies()('/store'));
    expect(html).toContain(
      '<div id="root"><div class="layout" data-build="v1"><p class="banner">Welcome, Toons!</p><main><h1>The Store</h1></main></div></div>',
    );
    // The rest of the built page is kept: its entry script, its icon, its body.
    expect(html).toContain('<script defer src="/static/js/index.e66ae85bcd.js"></script>');
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);

    const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map(([, text]) => text);
    expect(titles).toHaveLength(1);
    expect(decodeEntities(titles[0])).toBe('The Trinket Foundation | Store & <More>');
    const descriptions = [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map(
      ([, text]) => text,
    );
    expect(descriptions).toHaveLength(1);
    expect(decodeEntities(descriptions[0])).toBe('Plushies "and" pins, <limited> runs & more.');
    // Nothing of them is markup: no tag and no quote ends the element or the attribute early.
    expect(titles[0]).not.toMatch(/[<>"]/);
    expect(descriptions[0]).not.toMatch(/[<>"]/);
    expect(html).not.toContain('A fan-made companion');
  });

  it('names the page’s canonical URL in the head, escaped, and none on the home page', async () => {
    const html = htmlOf(await pageBodies()('/store'));
    const links = [...html.matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)].map(([, href]) => href);
    expect(links).toHaveLength(1);
    expect(decodeEntities(links[0] ?? '')).toBe('https://trinkets.example/store?a="b"&c');
    expect(html.indexOf('<link rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
    expect(htmlOf(await pageBodies()('/'))).not.toContain('rel="canonical"');
  });

  it('keeps the home page’s own title and description on /, and renders it', async () => {
    const html = htmlOf(await pageBodies()('/'));
    expect(html).toContain('<main><h1>The Trinket Foundation</h1></main>');
    expect(html).toContain('<title>The Trinket Foundation</title>');
    expect(html).toContain(
      '<meta name="description" content="A fan-made companion for Toontown Rewritten players." />',
    );
    expect(calls.fakePrerenderCalls.rendered).toEqual(['/']);
  });

  it('inlines the first paint’s styles with their file, and hashes each exactly as the page carries it', async () => {
    const render = pageBodies();
    /** @type {[string, [string, string][]][]} the page, and the files inlined with their text */
    const pages = [
      ['/store', [[`/${bootCss}`, bootStyles]]],
      [
        '/',
        [
          [`/${bootCss}`, bootStyles],
          [`/${homeCss}`, homeStyles],
        ],
      ],
    ];
    for (const [pathname, expected] of pages) {
      const body = await render(pathname);
      const html = htmlOf(body);
      const styles = inlineStyles(html);
      expect(styles.map((style) => style.href)).toEqual(expected.map(([href]) => href));
      expect(body?.inlinedFiles).toEqual(expected.map(([href]) => href));
      // In the head, before the page's markup.
      expect(html.indexOf('<style')).toBeLessThan(html.indexOf('</head>'));
      for (const [index, style] of styles.entries()) {
        // The browser reads the same rules (`<\/` is `</` in CSS), and the style is not ended early.
        expect(style.text.replaceAll('<\\/', '</')).toBe(expected[index]?.[1]);
        expect(style.text).not.toContain('</');
      }
      // The policy admits exactly these styles: each hash is that of the text in the page.
      expect(body?.styleHashes).toEqual(styles.map((style) => sha256(style.text)));
    }
  });

  it('serves the page as built (null) without the server build, and renders once it is there', async () => {
    await rm(files.prerenderFile);
    const render = pageBodies();
    expect(await render('/store')).toBeNull();
    expect(await render('/')).toBeNull();
    await writeFile(files.prerenderFile, fakePrerenderModule());
    expect(htmlOf(await render('/store'))).toContain('<h1>The Store</h1>');
    expect(log).not.toHaveBeenCalled();
  });

  it('serves a path no remote owns as built, without rendering it', async () => {
    const render = pageBodies();
    expect(await render('/no-such-page')).toBeNull();
    expect(await render('/store/blue/extra')).toBeNull();
    expect(calls.fakePrerenderCalls.rendered).toEqual([]);
    // A parameter route and another remote's page are owned.
    expect(htmlOf(await render('/store/blue-plush'))).toContain('<div id="root"><div class="layout"');
    expect(htmlOf(await render('/fishing'))).toContain('<title>The Trinket Foundation | Fishing</title>');
  });

  it('serves the page as built when the config is not valid', async () => {
    await writeFile(files.configFile, JSON.stringify({ siteUrl: 'not a url' }));
    expect(await pageBodies()('/store')).toBeNull();
    expect(calls.fakePrerenderCalls.rendered).toEqual([]);
  });

  it('serves pages as built when the server build lacks renderPage, and says so once', async () => {
    await writeFile(files.prerenderFile, 'export async function prepare() {}\n');
    const render = pageBodies();
    expect(await render('/store')).toBeNull();
    expect(await render('/')).toBeNull();
    expect(await render('/fishing')).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain(files.prerenderFile);
    expect(log.mock.calls[0]?.[0]).toContain('renderPage');
    // A fixed build is picked up.
    await writeFile(files.prerenderFile, fakePrerenderModule('v2'));
    await touch(files.prerenderFile, 5);
    expect(htmlOf(await render('/store'))).toContain('data-build="v2"');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('serves pages as built when the server build’s prepare fails, and says so once', async () => {
    await writeFile(
      files.prerenderFile,
      'export async function prepare() { throw new Error("home chunk missing"); }\nexport function renderPage() { return { root: "x" }; }\n',
    );
    const render = pageBodies();
    expect(await render('/store')).toBeNull();
    expect(await render('/store')).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain('home chunk missing');
  });

  it('paints the page without the notices the visitor’s cookie says they dismissed, one render per variant', async () => {
    const render = pageBodies();
    expect(htmlOf(await render('/store'))).toContain('Welcome, Toons!');
    const dismissed = htmlOf(await render('/store', 'theme=dark; trinket_dismissed_banners=welcome'));
    expect(dismissed).not.toContain('Welcome, Toons!');
    expect(dismissed).toContain('<h1>The Store</h1>');
    // Ids of notices the site no longer shows, and a cookie that does not parse, change nothing.
    expect(htmlOf(await render('/store', 'trinket_dismissed_banners=gone|%E0%A4%A'))).toContain(
      'Welcome, Toons!',
    );
    expect(htmlOf(await render('/store', 'trinket_dismissed_banners=welcome|gone'))).not.toContain(
      'Welcome, Toons!',
    );
    expect(calls.fakePrerenderCalls.rendered).toEqual(['/store', '/store']);
  });

  it('renders a path once, then serves it from memory until its config changes', async () => {
    const render = pageBodies();
    const first = await render('/store');
    const again = await render('/store');
    expect(again).toBe(first);
    expect(calls.fakePrerenderCalls.rendered).toEqual(['/store']);
    expect(calls.fakePrerenderCalls.prepared).toBe(1);

    // A redeployed config (a new banner) is in the next page.
    await writeFile(
      files.configFile,
      JSON.stringify(siteConfig(remotes.origin, 'The parade starts at noon')),
    );
    await touch(files.configFile, 5);
    const changed = await render('/store');
    expect(htmlOf(changed)).toContain('<p class="banner">The parade starts at noon</p>');
    expect(htmlOf(changed)).not.toContain('Welcome, Toons!');
    expect(changed?.etag).not.toBe(first?.etag);
    expect(calls.fakePrerenderCalls.rendered).toEqual(['/store', '/store']);
    expect(await render('/store')).toBe(changed);
    expect(calls.fakePrerenderCalls.rendered).toHaveLength(2);
    // The remotes' files were read once for all of it.
    expect(remotes.requests()).toBe(6);
  });

  it('renders again when the server build or the built page changes', async () => {
    const render = pageBodies();
    await render('/store');
    await writeFile(files.prerenderFile, fakePrerenderModule('v2'));
    await touch(files.prerenderFile, 5);
    expect(htmlOf(await render('/store'))).toContain('data-build="v2"');
    expect(calls.fakePrerenderCalls.prepared).toBe(2);

    await writeFile(files.indexFile, template.replace('index.e66ae85bcd.js', 'index.0000aaaa11.js'));
    await touch(files.indexFile, 5);
    const html = htmlOf(await render('/store'));
    expect(html).toContain('/static/js/index.0000aaaa11.js');
    expect(html).toContain('<h1>The Store</h1>');
    expect(calls.fakePrerenderCalls.rendered).toHaveLength(3);
  });

  it('sends the same page in brotli and gzip, with a validator that follows its content', async () => {
    const render = pageBodies();
    const body = await render('/store');
    const html = htmlOf(body);
    expect(brotliDecompressSync(body?.br ?? Buffer.alloc(0)).toString('utf8')).toBe(html);
    expect(gunzipSync(body?.gzip ?? Buffer.alloc(0)).toString('utf8')).toBe(html);
    expect(body?.br.length).toBeLessThan(body?.identity.length ?? 0);
    expect(body?.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const home = await render('/');
    expect(home?.etag).not.toBe(body?.etag);
  });
});

describe('pageBodiesFrom with the site’s state given', () => {
  /** @type {string} */
  let folder;

  beforeEach(async () => {
    calls.fakePrerenderCalls = { prepared: 0, rendered: [] };
    folder = await mkdtemp(path.join(os.tmpdir(), 'prerender-'));
    await mkdir(path.join(folder, 'static', 'css', 'async'), { recursive: true });
    await writeFile(path.join(folder, 'index.html'), template);
    await writeFile(path.join(folder, bootCss), bootStyles);
    await writeFile(path.join(folder, 'prerender.mjs'), fakePrerenderModule());
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  /** @param {unknown} input */
  const surfaceOf = (input) => {
    const result = parseRemoteSurface(input);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    return result.surface;
  };

  it('renders again when a remote publishes a new routes.json, and only then', async () => {
    const { productionConfig: config } = await import('./production-config.fixture.mjs');
    let surface = surfaceOf({ ...makeshipSurface, remote: 'tools' });
    const shellAssets = { boot: [bootCss], home: [], area: [] };
    /** @param {string} url */
    const filesOf = (url) =>
      url.startsWith('https://tools.') ? { manifest: null, routeAssets: {}, surface } : undefined;
    const render = pageBodiesFrom({
      siteState: async () => ({ config, shellAssets, filesOf }),
      indexFile: path.join(folder, 'index.html'),
      prerenderFile: path.join(folder, 'prerender.mjs'),
      root: folder,
      log: () => {},
    });
    expect(htmlOf(await render('/store'))).toContain('<h1>The Store</h1>');
    await render('/store');
    expect(calls.fakePrerenderCalls.rendered).toEqual(['/store']);

    const store = /** @type {(typeof surface.routes)[number]} */ (surface.routes[0]);
    surface = { ...surface, routes: [{ ...store, frame: { heading: 'The New Store' } }] };
    expect(htmlOf(await render('/store'))).toContain('<h1>The New Store</h1>');
    expect(calls.fakePrerenderCalls.rendered).toEqual(['/store', '/store']);
  });

  it('hands the server build every remote in config order, without another remote’s routes.json', async () => {
    const { productionConfig: config } = await import('./production-config.fixture.mjs');
    const tools = surfaceOf({ ...makeshipSurface, remote: 'tools' });
    /** @type {unknown[]} */
    const inputs = [];
    await writeFile(
      path.join(folder, 'prerender.mjs'),
      'export async function prepare() {}\nexport function renderPage(input) { globalThis.fakePrerenderCalls.rendered.push(input); return { root: "" }; }\n',
    );
    const render = pageBodiesFrom({
      siteState: async () => ({
        config,
        shellAssets: { boot: [], home: [], area: [] },
        // The auth remote's folder serves the tools remote's routes.json: not auth's.
        filesOf: (url) =>
          url.startsWith('https://tools.') || url.startsWith('https://auth.')
            ? { manifest: null, routeAssets: {}, surface: tools }
            : undefined,
      }),
      indexFile: path.join(folder, 'index.html'),
      prerenderFile: path.join(folder, 'prerender.mjs'),
      root: folder,
      log: () => {},
    });
    const body = await render('/store');
    expect(body?.styleHashes).toEqual([]);
    inputs.push(...calls.fakePrerenderCalls.rendered);
    expect(inputs).toEqual([
      {
        config,
        pathname: '/store',
        dismissedBanners: [],
        remotes: [
          { name: 'auth', surface: null },
          { name: 'toons', surface: null },
          { name: 'makeship', surface: null },
          { name: 'arcade', surface: null },
          { name: 'tools', surface: tools },
        ],
      },
    ]);
  });

  it('keeps every text of the page as rendered, `$` signs included', async () => {
    const { productionConfig } = await import('./production-config.fixture.mjs');
    const banner = "Tickets $$5, $& $' $` $1 off";
    const config = parseSiteConfig({
      ...productionConfig,
      banners: [{ id: 'sale', text: banner, tone: 'celebration' }],
    });
    const surface = surfaceOf({
      ...makeshipSurface,
      remote: 'tools',
      routes: [{ path: '/store', title: 'Plushies $$ & $&', description: "From $5, $' and $` off" }],
    });
    const render = pageBodiesFrom({
      siteState: async () => ({
        config,
        shellAssets: { boot: [bootCss], home: [], area: [] },
        filesOf: (url) =>
          url.startsWith('https://tools.') ? { manifest: null, routeAssets: {}, surface } : undefined,
      }),
      indexFile: path.join(folder, 'index.html'),
      prerenderFile: path.join(folder, 'prerender.mjs'),
      root: folder,
      log: () => {},
    });
    const body = await render('/store');
    const html = htmlOf(body);
    expect(html).toContain(
      `<div id="root"><div class="layout" data-build="v1"><p class="banner">Tickets $$5, $&amp; $' $\` $1 off</p><main><h1></h1></main></div></div>`,
    );
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/<!doctype html>/g)).toHaveLength(1);
    const [, title] = /<title>([^<]*)<\/title>/.exec(html) ?? [];
    expect(decodeEntities(title ?? '')).toBe('The Trinket Foundation | Plushies $$ & $&');
    const [, description] = /<meta name="description" content="([^"]*)"/.exec(html) ?? [];
    expect(decodeEntities(description ?? '')).toBe("From $5, $' and $` off");
    const [style] = inlineStyles(html);
    expect(style?.text.replaceAll('<\\/', '</')).toBe(bootStyles);
    expect(body?.styleHashes).toEqual([sha256(style?.text ?? '')]);
  });

  /** @param {import('./prerender.mjs').PageBody | null} body */
  function htmlOf(body) {
    expect(body).not.toBeNull();
    return body ? body.identity.toString('utf8') : '';
  }
});
