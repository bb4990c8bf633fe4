import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { contractVersion, routeChunkName, SurfaceDeclarationSchema } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { surface as arcadeSurface } from '../mfe-arcade/src/surface.ts';
import { surface as authSurface } from '../mfe-auth/src/surface.ts';
import { surface as makeshipSurface } from '../mfe-makeship/src/surface.ts';
import { surface as toolsSurface } from '../mfe-tools/src/surface.ts';
import { surface as toonsSurface } from '../mfe-toons/src/surface.ts';
import { pageLinks, remoteFilesCache, remotePageFiles, sessionRemoteFiles, siteRoutesOf } from './hints.mjs';
import { productionConfig as config } from './production-config.fixture.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * A remote's routes.json, as its build writes it.
 * @param {unknown} surface
 */
const published = (surface, contract = `^${contractVersion}`) => ({
  ...SurfaceDeclarationSchema.parse(surface),
  contract,
});
/** Each remote's routes.json, as its build derives it from its declared pages. */
/** @type {Record<string, { routes: { path: string }[] }>} */
const surfaces = {
  auth: published(authSurface),
  toons: published(toonsSurface),
  makeship: published(makeshipSurface),
  arcade: published(arcadeSurface),
  tools: published(toolsSurface),
};

const toolsFiles = {
  manifest: {
    metaData: { remoteEntry: { name: 'static/js/tools.1a.js', path: '' } },
    exposes: [
      {
        name: 'remote',
        assets: {
          js: {
            sync: ['static/js/async/3.2b.js', 'static/js/async/__federation_expose_remote.3c.js'],
            async: [],
          },
          css: { sync: ['static/css/async/3.4d.css'], async: [] },
        },
      },
      { name: 'widget', assets: { js: { sync: ['static/js/async/widget.5e.js'] } } },
    ],
  },
  routeAssets: { 'route-cog-radar': ['static/js/async/route-cog-radar.6f.js'] },
  surface: published(toolsSurface),
};

const authFiles = {
  manifest: {
    metaData: { remoteEntry: { name: 'static/js/auth.7a.js', path: '' } },
    exposes: [
      { name: 'remote', assets: { js: { sync: ['static/js/async/__federation_expose_remote.8b.js'] } } },
      { name: 'session', assets: { js: { sync: ['static/js/async/__federation_expose_session.9c.js'] } } },
      {
        name: 'consent',
        assets: {
          js: { sync: ['static/js/async/m.1d.js', 'static/js/async/__federation_expose_consent.2e.js'] },
        },
      },
    ],
  },
  routeAssets: {},
  surface: published(authSurface),
};
const shellAssets = {
  boot: ['static/js/async/boot.1a.js', 'static/css/async/boot.2b.css'],
  home: ['static/js/async/home.4d.js'],
  area: ['static/js/async/area-switch.3c.js'],
};
/** @param {string} url */
const filesOf = (url) =>
  url.startsWith('https://tools.') ? toolsFiles : url.startsWith('https://auth.') ? authFiles : undefined;

describe('remotePageFiles', () => {
  it('lists the entry, the public module and the route page, under the manifest’s folder', () => {
    const files = remotePageFiles('https://tools.cdn.example/v2/mf-manifest.json', toolsFiles, '/cog-radar');
    expect(files.map(String)).toEqual([
      'https://tools.cdn.example/v2/static/js/tools.1a.js',
      'https://tools.cdn.example/v2/static/js/async/3.2b.js',
      'https://tools.cdn.example/v2/static/js/async/__federation_expose_remote.3c.js',
      'https://tools.cdn.example/v2/static/css/async/3.4d.css',
      'https://tools.cdn.example/v2/static/js/async/route-cog-radar.6f.js',
    ]);
  });

  it('leaves out page files for a route without a page chunk, and everything without a manifest', () => {
    const url = 'https://tools.cdn.example/v2/mf-manifest.json';
    expect(remotePageFiles(url, toolsFiles, '/events').map(String)).not.toContain(
      'https://tools.cdn.example/v2/static/js/async/route-cog-radar.6f.js',
    );
    expect(remotePageFiles(url, { manifest: null, routeAssets: {} }, '/cog-radar')).toEqual([]);
  });
});

describe('sessionRemoteFiles', () => {
  it('lists mfe-auth’s entry, session and consent notice, but not its pages', () => {
    const files = sessionRemoteFiles('https://auth.cdn.example/mf-manifest.json', authFiles).map(String);
    expect(files).toEqual([
      'https://auth.cdn.example/static/js/auth.7a.js',
      'https://auth.cdn.example/static/js/async/__federation_expose_session.9c.js',
      'https://auth.cdn.example/static/js/async/m.1d.js',
      'https://auth.cdn.example/static/js/async/__federation_expose_consent.2e.js',
    ]);
  });
});

describe('pageLinks', () => {
  it('preloads the shell’s layout and area files, the owning remote’s files and mfe-auth’s session', () => {
    const links = pageLinks(config, '/cog-radar', filesOf, shellAssets);
    // The site config comes first: the first render waits for it.
    expect(links[0]).toBe(`<${config.siteUrl}/config.json>; rel=preload; as=fetch; crossorigin=anonymous`);
    // The layout's scripts at low priority (the first paint is in the HTML), its styles at the usual one.
    expect(links).toContain(
      `<${config.siteUrl}/static/js/async/boot.1a.js>; rel=preload; as=script; fetchpriority=low`,
    );
    expect(links).toContain(`<${config.siteUrl}/static/css/async/boot.2b.css>; rel=preload; as=style`);
    expect(links).toContain(
      `<${config.siteUrl}/static/js/async/area-switch.3c.js>; rel=preload; as=script; fetchpriority=low`,
    );
    expect(links).toContain(
      '<https://tools.cdn.example/v2/static/js/tools.1a.js>; rel=preload; as=script; fetchpriority=low',
    );
    expect(links).toContain(
      '<https://tools.cdn.example/v2/static/css/async/3.4d.css>; rel=preload; as=style; fetchpriority=low',
    );
    expect(links).toContain(
      '<https://tools.cdn.example/v2/static/js/async/route-cog-radar.6f.js>; rel=preload; as=script; fetchpriority=low',
    );
    expect(links).toContain(
      '<https://auth.cdn.example/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
    );
    expect(links).toContain(
      '<https://auth.cdn.example/static/js/async/__federation_expose_consent.2e.js>; rel=preload; as=script; fetchpriority=low',
    );
    expect(links.some((link) => link.includes('home.4d'))).toBe(false);
    // mfe-auth's pages are not this page's.
    expect(links.some((link) => link.includes('__federation_expose_remote.8b'))).toBe(false);
  });

  it('preloads the public data a page reads first, under the api base, and no data elsewhere', () => {
    const apiBase = new URL(config.apiBaseUrl.replace(/\/?$/, '/'), config.siteUrl).href;
    /** @param {string} pathname */
    const dataLinks = (pathname) =>
      pageLinks(config, pathname, filesOf, shellAssets).filter((link) => link.startsWith(`<${apiBase}`));
    expect(dataLinks('/cog-radar')).toEqual([
      `<${apiBase}game/invasions>; rel=preload; as=fetch; crossorigin=anonymous`,
      `<${apiBase}game/fieldoffices>; rel=preload; as=fetch; crossorigin=anonymous`,
    ]);
    expect(dataLinks('/population')).toContain(
      `<${apiBase}game/population/history?hours=24>; rel=preload; as=fetch; crossorigin=anonymous`,
    );
    // Pages whose first reads carry the visitor's token, or that read nothing, get none.
    expect(dataLinks('/trinkets')).toEqual([]);
    expect(dataLinks('/fishing')).toEqual([]);
    expect(dataLinks('/')).toEqual([]);
  });

  it('gives the home page the layout and session files but no area, and unknown paths nothing', () => {
    const home = pageLinks(config, '/', filesOf, shellAssets);
    expect(home).toContain(
      `<${config.siteUrl}/static/js/async/boot.1a.js>; rel=preload; as=script; fetchpriority=low`,
    );
    expect(home).toContain(
      `<${config.siteUrl}/static/js/async/home.4d.js>; rel=preload; as=script; fetchpriority=low`,
    );
    // Of the tools remote, only its routes.json (the navigation needs it).
    expect(
      home.some(
        (link) =>
          link.includes('area-switch') || (link.includes('tools.') && !link.includes('/routes.json>')),
      ),
    ).toBe(false);
    expect(home).toContain(
      '<https://auth.cdn.example/static/js/auth.7a.js>; rel=preload; as=script; fetchpriority=low',
    );
    expect(pageLinks(config, '/no-such-page', filesOf, shellAssets)).toEqual([]);
  });

  it('preloads every remote’s routes.json on every page: the first render waits for them', () => {
    for (const pathname of ['/', '/cog-radar']) {
      const links = pageLinks(config, pathname, filesOf, shellAssets);
      for (const manifest of Object.values(config.remotes)) {
        const surface = new URL('routes.json', new URL(manifest, config.siteUrl));
        expect(links).toContain(`<${surface.href}>; rel=preload; as=fetch; crossorigin=anonymous`);
      }
    }
  });

  it('learns a page a remote adds from its routes.json alone', () => {
    const withNewPage = {
      ...toolsFiles,
      surface: {
        ...toolsFiles.surface,
        routes: [
          ...toolsFiles.surface.routes,
          { path: '/fishing-derby', title: 'Derby', description: 'x', preloadData: ['/game/derby'] },
        ],
      },
    };
    const links = pageLinks(
      config,
      '/fishing-derby',
      (url) => (url.startsWith('https://tools.') ? withNewPage : filesOf(url)),
      shellAssets,
    );
    expect(links).toContain(
      '<https://tools.cdn.example/v2/static/js/tools.1a.js>; rel=preload; as=script; fetchpriority=low',
    );
    expect(links.some((link) => link.includes('/api/game/derby>'))).toBe(true);
  });

  it('gives no page hints for a remote built against another contract major', () => {
    const [major] = contractVersion.split('.');
    const incompatible = { ...toolsFiles, surface: published(toolsSurface, `^${Number(major) + 1}.0.0`) };
    const links = pageLinks(
      config,
      '/cog-radar',
      (url) => (url.startsWith('https://tools.') ? incompatible : filesOf(url)),
      shellAssets,
    );
    expect(links[0]).toContain('/config.json>');
    expect(links.some((link) => link.includes('tools.1a.js') || link.includes('game/invasions'))).toBe(false);
  });

  it('gives a path two remotes claim to the first in config order', () => {
    const claiming = {
      ...authFiles,
      surface: published({
        ...authSurface,
        pages: [...authSurface.pages, { path: '/cog-radar', title: 'Mine', description: 'x' }],
      }),
    };
    const { routes } = siteRoutesOf(config, (url) =>
      url.startsWith('https://auth.') ? claiming : filesOf(url),
    );
    expect(routes.filter((route) => route.path === '/cog-radar').map((route) => route.remote)).toEqual([
      'auth',
    ]);
  });
});

describe('remoteFilesCache', () => {
  // Each file may take this long where slowness is not what a test is about: a busy machine's local
  // answer can pass the site's 1 s (REMOTE_FILES_TIMEOUT_MS). The slow tests give the remote a delay
  // far beyond a shorter timeout of theirs.
  const PATIENT_MS = 10_000;
  const SLOW = { timeoutMs: 2_000, answerAfterMs: 4_000, checkAfterMs: 2_500 };
  /** @type {import('node:http').Server | undefined} */
  let server;
  afterEach(
    () =>
      new Promise((done) => {
        if (!server) return done(undefined);
        server.close(done);
        // A slow answer still on its way is not waited for.
        server.closeAllConnections();
      }),
  );

  /** @param {Record<string, string>} files */
  async function serve(files) {
    let requests = 0;
    server = createServer((request, response) => {
      requests += 1;
      const body = files[request.url ?? ''];
      if (body === undefined) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise((done) => server?.listen(0, '127.0.0.1', () => done(undefined)));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { manifestUrl: `http://127.0.0.1:${port}/mf-manifest.json`, requests: () => requests };
  }

  /**
   * Serves mfe-tools' manifest, route assets and routes.json, each answered by `answer` (which may
   * delay or cut it); resolves with the manifest's URL.
   * @param {(url: string, body: string, response: import('node:http').ServerResponse) => void} answer
   */
  async function serveToolsRemote(answer) {
    /** @type {Record<string, unknown>} */
    const files = {
      '/mf-manifest.json': toolsFiles.manifest,
      '/route-assets.json': toolsFiles.routeAssets,
      '/routes.json': toolsFiles.surface,
    };
    server = createServer((request, response) => {
      const url = request.url ?? '';
      answer(url, JSON.stringify(files[url]), response);
    });
    await new Promise((done) => server?.listen(0, '127.0.0.1', () => done(undefined)));
    const address = server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/mf-manifest.json`;
  }

  it('reads a remote’s manifest, routes.json and route assets once, then from memory while fresh', async () => {
    const remote = await serve({
      '/mf-manifest.json': JSON.stringify(toolsFiles.manifest),
      '/route-assets.json': JSON.stringify(toolsFiles.routeAssets),
      '/routes.json': JSON.stringify(toolsFiles.surface),
    });
    const cache = remoteFilesCache({ ttlMs: 60_000, timeoutMs: PATIENT_MS });
    await cache.warm(remote.manifestUrl);
    expect(cache.filesOf(remote.manifestUrl)?.routeAssets['route-cog-radar']).toEqual([
      'static/js/async/route-cog-radar.6f.js',
    ]);
    expect(cache.filesOf(remote.manifestUrl)?.manifest?.metaData.remoteEntry.name).toBe(
      'static/js/tools.1a.js',
    );
    expect(cache.filesOf(remote.manifestUrl)?.surface?.routes[0]?.path).toBe('/cog-radar');
    await cache.warm(remote.manifestUrl);
    expect(remote.requests()).toBe(3);
  });

  it('keeps no files from a malformed manifest and no page chunks when route-assets.json is missing', async () => {
    const remote = await serve({ '/mf-manifest.json': JSON.stringify({ metaData: { remoteEntry: 7 } }) });
    const cache = remoteFilesCache({ timeoutMs: PATIENT_MS });
    await cache.warm(remote.manifestUrl);
    expect(cache.filesOf(remote.manifestUrl)).toEqual({ manifest: null, routeAssets: {}, surface: null });
  });

  it('keeps a remote’s last lists while it does not answer, and takes what it serves once it is back', async () => {
    const remote = await serve({
      '/mf-manifest.json': JSON.stringify(toolsFiles.manifest),
      '/routes.json': JSON.stringify(toolsFiles.surface),
    });
    const cache = remoteFilesCache({ ttlMs: 0, timeoutMs: PATIENT_MS });
    await cache.warm(remote.manifestUrl);
    await new Promise((done) => server?.close(done));
    server = undefined;
    await cache.warm(remote.manifestUrl);
    // The refresh finds nobody on the port (refused at once); the lists of the visit before stay.
    await new Promise((done) => setTimeout(done, 300));
    expect(cache.filesOf(remote.manifestUrl)?.surface?.routes[0]?.path).toBe('/cog-radar');

    // Back on its port, now without routes.json: the next refresh takes that.
    server = createServer((request, response) => {
      if (request.url === '/mf-manifest.json') {
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(toolsFiles.manifest));
      } else {
        response.writeHead(404).end();
      }
    });
    const port = Number(new URL(remote.manifestUrl).port);
    await new Promise((done) => server?.listen(port, '127.0.0.1', () => done(undefined)));
    await cache.warm(remote.manifestUrl);
    await vi.waitFor(() => expect(cache.filesOf(remote.manifestUrl)?.surface).toBeNull());
    expect(cache.filesOf(remote.manifestUrl)?.manifest).not.toBeNull();
  });

  it('keeps the last routes.json when only that file is too slow, and asks again on the next page', async () => {
    let slowSurface = false;
    let surfaceRequests = 0;
    const manifestUrl = await serveToolsRemote((url, body, response) => {
      if (url === '/routes.json') {
        surfaceRequests += 1;
        // Slower than the cache's timeout: the answer comes after the fetch gave up.
        if (slowSurface) {
          setTimeout(() => response.writeHead(200).end(body), SLOW.answerAfterMs);
          return;
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
    const cache = remoteFilesCache({ ttlMs: 0, timeoutMs: SLOW.timeoutMs });
    await cache.warm(manifestUrl);
    slowSurface = true;
    await new Promise((done) => setTimeout(done, 5));
    await cache.warm(manifestUrl);
    await vi.waitFor(() => expect(surfaceRequests).toBe(2));
    await new Promise((done) => setTimeout(done, SLOW.checkAfterMs));
    expect(cache.filesOf(manifestUrl)?.surface?.routes[0]?.path).toBe('/cog-radar');
    expect(cache.filesOf(manifestUrl)?.manifest).not.toBeNull();
    // Asked again at once, even with a long TTL.
    const patient = remoteFilesCache({ ttlMs: 60_000, timeoutMs: SLOW.timeoutMs });
    await patient.warm(manifestUrl);
    await patient.warm(manifestUrl);
    await vi.waitFor(() => expect(surfaceRequests).toBe(4));
  }, 10_000);

  it('keeps the last routes.json when its body arrives after the timeout, as when the remote is slow', async () => {
    let slowBody = false;
    const manifestUrl = await serveToolsRemote((url, body, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      // The headers at once, the body after the fetch gave up (a busy machine's remote server).
      if (slowBody && url === '/routes.json') {
        response.write(body.slice(0, 10));
        setTimeout(() => response.end(body.slice(10)), SLOW.answerAfterMs);
        return;
      }
      response.end(body);
    });
    const cache = remoteFilesCache({ ttlMs: 0, timeoutMs: SLOW.timeoutMs });
    await cache.warm(manifestUrl);
    slowBody = true;
    await new Promise((done) => setTimeout(done, 5));
    await cache.warm(manifestUrl);
    await new Promise((done) => setTimeout(done, SLOW.checkAfterMs));
    expect(cache.filesOf(manifestUrl)?.surface?.routes[0]?.path).toBe('/cog-radar');
  }, 10_000);

  it('gives no files for a remote that does not answer', async () => {
    const cache = remoteFilesCache();
    await cache.warm('http://127.0.0.1:9/mf-manifest.json');
    expect(cache.filesOf('http://127.0.0.1:9/mf-manifest.json')?.manifest).toBeNull();
  });
});

describe('route page chunks', () => {
  /** @param {string} dir */
  async function sourceFiles(dir) {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    return entries
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
      .map((entry) => path.join(entry.parentPath, entry.name));
  }

  it('are named after a route their remote owns, so the server can find them', async () => {
    const named = [];
    for (const remote of ['auth', 'toons', 'makeship', 'arcade', 'tools']) {
      const allowed = new Set(surfaces[remote].routes.map((route) => routeChunkName(route.path)));
      for (const file of await sourceFiles(path.join(repoRoot, `mfe-${remote}`, 'src'))) {
        const source = await readFile(file, 'utf8');
        for (const match of source.matchAll(/webpackChunkName:\s*"([^"]+)"/g)) {
          named.push(match[1]);
          expect(allowed, `${match[1]} in ${path.relative(repoRoot, file)}`).toContain(match[1]);
        }
      }
    }
    expect(named).toContain('route-cog-radar');
  });

  it('take the route path’s words', () => {
    expect(routeChunkName('/cog-radar')).toBe('route-cog-radar');
    expect(routeChunkName('/store/:slug')).toBe('route-store-slug');
    expect(routeChunkName('/calculators/gag-damage')).toBe('route-calculators-gag-damage');
  });
});
