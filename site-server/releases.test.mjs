// Remote releases on the site's server (issue 34), over a small built site in a temporary folder and a
// real HTTP server in the api's place: a remote's origin serves its published versions at
// /v/<version>/ as it serves its dist/; each visitor gets a bucket cookie on their first page, and
// their first paint, the page's preload hints and /config.json all name the version that bucket gets;
// the api's answer is kept when the api goes down, and before any answer config.json is served as built.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { siteParts } from 'build-preset/parts';
import { contractVersion, parseSiteConfig } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../stand-ins/free-port.mjs';
import { liveReleasesReader } from './live-releases.mjs';
import { productionConfig } from './production-config.fixture.mjs';
import { startSiteServer } from './site-server.mjs';
import { bucketFromCookies, servedReleases, visitorBucket, visitorConfigs } from './visitor-config.mjs';
import { visitorSite } from './visitor-site.mjs';

const indexHtml =
  '<!doctype html><html><head><title>T</title></head><body><div id="root"></div></body></html>';

/** The shell's server build stand-in: paints which version of each remote it was given. */
const prerenderModule = `
export async function prepare() {}
export function renderPage({ config, pathname }) {
  return { root: '<main data-versions="' + encodeURIComponent(JSON.stringify(config.remoteVersions)) + '">' + pathname + '</main>' };
}
`;

/** @type {string} */
let siteRoot;
/** @type {Record<string, number>} */
let ports;
/** @type {(() => Promise<void>)[]} */
let cleanups;
/** @type {{ origin: string, set: (live: unknown, status?: number) => void }} */
let api;

const toonsDir = siteParts.parts.find((part) => part.name === 'toons')?.dir ?? 'mfe-toons';
/** @param {string | null} version */
const toonsManifest = (version) =>
  `http://localhost:${ports.toons}/${version ? `v/${version}/` : ''}mf-manifest.json`;

/** The hash-like label of a released version's script: toons.<label>.js. @param {string} version */
const releaseLabel = (version) => `a${version.replaceAll('.', '')}000000`;

/** A remote build: manifest, routes.json with /fishing, one hashed script. */
async function writeRemoteBuild(/** @type {string} */ folder, /** @type {string} */ label) {
  await mkdir(path.join(folder, 'static', 'js'), { recursive: true });
  await writeFile(
    path.join(folder, 'mf-manifest.json'),
    JSON.stringify({
      name: 'toons',
      metaData: { remoteEntry: { name: `static/js/toons.${label}.js`, path: '' } },
    }),
  );
  await writeFile(
    path.join(folder, 'routes.json'),
    JSON.stringify({
      remote: 'toons',
      contract: `^${contractVersion}`,
      routes: [{ path: '/fishing', title: 'Fishing', description: 'Every fish.' }],
    }),
  );
  await writeFile(path.join(folder, 'static', 'js', `toons.${label}.js`), `/* ${label} */`);
}

async function startFakeApi() {
  let live = /** @type {unknown} */ ({ remotes: {} });
  let status = 200;
  const server = http.createServer((request, response) => {
    if (request.url !== '/api/releases/live' || status !== 200) {
      response.writeHead(status === 200 ? 404 : status).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(live));
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  cleanups.push(
    () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return {
    origin: `http://127.0.0.1:${port}`,
    /** @param {unknown} next @param {number} [nextStatus] */
    set: (next, nextStatus = 200) => {
      live = next;
      status = nextStatus;
    },
  };
}

beforeEach(async () => {
  cleanups = [];
  siteRoot = await mkdtemp(path.join(os.tmpdir(), 'trinket-releases-'));
  cleanups.push(() => rm(siteRoot, { recursive: true, force: true }));
  ports = {};
  for (const part of siteParts.parts) ports[part.name] = await freePort();
  const shellUrl = `http://localhost:${ports.shell}`;
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const part of siteParts.parts.slice(1)) {
    remotes[part.name] = `http://localhost:${ports[part.name]}/mf-manifest.json`;
    await mkdir(path.join(siteRoot, part.dir, 'dist'), { recursive: true });
  }
  await writeRemoteBuild(path.join(siteRoot, toonsDir, 'dist'), 'd000000000');
  for (const version of ['1.0.0', '1.1.0']) {
    await writeRemoteBuild(path.join(siteRoot, 'releases', 'toons', version), releaseLabel(version));
  }
  const shellDist = path.join(siteRoot, 'shell', 'dist');
  await mkdir(shellDist, { recursive: true });
  await writeFile(path.join(shellDist, 'index.html'), indexHtml);
  await writeFile(
    path.join(shellDist, 'config.json'),
    JSON.stringify({ ...productionConfig, siteUrl: shellUrl, apiBaseUrl: `${shellUrl}/api`, remotes }),
  );
  await mkdir(path.join(siteRoot, 'shell', 'dist-server'), { recursive: true });
  await writeFile(path.join(siteRoot, 'shell', 'dist-server', 'prerender.mjs'), prerenderModule);
  api = await startFakeApi();
});

afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** toons 1.0.0 live and 1.1.0 a canary for half the visitors. */
const halfCanary = () => ({
  remotes: {
    toons: {
      live: { version: '1.0.0', manifestUrl: toonsManifest('1.0.0') },
      canary: { version: '1.1.0', manifestUrl: toonsManifest('1.1.0'), percent: 50 },
    },
  },
});

/**
 * Waits until the site's server holds the api's first answer and the remote's files. A page waits at
 * most 1 s for either and is otherwise served as built, by design; on a busy machine the very first
 * answers can take longer, so a test of what a bucket gets starts once the server has both. Asked
 * with a bucket's cookie, so no visitor is made.
 * @param {{ url: string }} site
 */
async function untilServerHoldsReleases(site) {
  await expect
    .poll(
      async () => {
        const page = await fetch(`${site.url}/fishing`, { headers: { cookie: 'trinket_bucket=0' } });
        const versions = await paintedVersions(page);
        // The remote's entry script is hinted only once its files (manifest, routes.json) are held.
        const hinted = page.headers.get('link')?.includes(`toons.${releaseLabel('1.1.0')}.js`) ?? false;
        return { versions, hinted };
      },
      { timeout: 15_000 },
    )
    .toEqual({ versions: { toons: '1.1.0' }, hinted: true });
}

/** @param {Response} page */
async function paintedVersions(page) {
  const match = /data-versions="([^"]*)"/.exec(await page.text());
  return JSON.parse(decodeURIComponent(match?.[1] ?? '%7B%7D'));
}

describe('released versions on a remote’s origin', () => {
  it('serves /v/<version>/ as the dist is served, and nothing for a path that is not a version', async () => {
    const site = await startSiteServer({ siteRoot, ports, apiTarget: api.origin, log: () => {} });
    cleanups.push(site.close);
    const manifest = await fetch(toonsManifest('1.1.0'));
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toMatchObject({
      metaData: { remoteEntry: { name: 'static/js/toons.a110000000.js' } },
    });
    const script = await fetch(`http://localhost:${ports.toons}/v/1.1.0/static/js/toons.a110000000.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toBe('/* a110000000 */');
    for (const missing of ['/v/9.9.9/mf-manifest.json', '/v/latest/mf-manifest.json']) {
      expect((await fetch(`http://localhost:${ports.toons}${missing}`)).status, missing).not.toBe(200);
    }
    // The built dist/ is still served at the root.
    expect((await fetch(toonsManifest(null))).status).toBe(200);
  });
});

describe('each visitor’s versions', () => {
  it('sets a bucket on the first page, and paints, hints and configures that bucket’s version from then on', async () => {
    api.set(halfCanary());
    const site = await startSiteServer({ siteRoot, ports, apiTarget: api.origin, log: () => {} });
    cleanups.push(site.close);
    await untilServerHoldsReleases(site);

    const first = await fetch(`${site.url}/fishing`);
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^trinket_bucket=\d{1,2}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/);
    const cookie = setCookie.split(';')[0] ?? '';
    const bucket = bucketFromCookies(cookie) ?? -1;
    const expected = bucket < 50 ? '1.1.0' : '1.0.0';
    expect(await paintedVersions(first)).toEqual({ toons: expected });
    expect(first.headers.get('link')).toContain(`<${toonsManifest(expected)}>; rel=preload; as=fetch`);

    for (let visit = 0; visit < 3; visit += 1) {
      const config = await fetch(`${site.url}/config.json`, { headers: { cookie } });
      expect(config.headers.get('set-cookie')).toBeNull();
      expect(config.headers.get('cache-control')).toBe('no-cache, private');
      expect(config.headers.get('vary')).toBe('Cookie');
      const body = parseSiteConfig(await config.json());
      expect(body.remoteVersions).toEqual({ toons: expected });
      expect(body.remotes.toons).toBe(toonsManifest(expected));
      const page = await fetch(`${site.url}/fishing`, { headers: { cookie } });
      expect(await paintedVersions(page)).toEqual({ toons: expected });
    }
  }, 20_000);

  it('gives the canary to the buckets below its share and live to the rest, page and config alike', async () => {
    api.set(halfCanary());
    const site = await startSiteServer({ siteRoot, ports, apiTarget: api.origin, log: () => {} });
    cleanups.push(site.close);
    await untilServerHoldsReleases(site);
    for (const bucket of [0, 49, 50, 99]) {
      const cookie = `trinket_bucket=${bucket}`;
      const expected = bucket < 50 ? '1.1.0' : '1.0.0';
      const page = await fetch(`${site.url}/`, { headers: { cookie } });
      expect(page.headers.get('set-cookie')).toBeNull();
      expect(await paintedVersions(page), `bucket ${bucket}`).toEqual({ toons: expected });
      const config = parseSiteConfig(
        await (await fetch(`${site.url}/config.json`, { headers: { cookie } })).json(),
      );
      expect(config.remoteVersions, `bucket ${bucket}`).toEqual({ toons: expected });
    }
  }, 20_000);
});

describe('when the api is slow or down', () => {
  it('serves config.json as built before any answer, then the last good answer', async () => {
    api.set(halfCanary(), 503);
    const configFile = path.join(siteRoot, 'shell', 'dist', 'config.json');
    const visitors = visitorSite({
      configFile,
      // Asked on every read; a failed answer, not a slow one, is what this test is about (a busy
      // machine could take longer than the 1 s a page waits).
      liveReleases: liveReleasesReader({ apiTarget: api.origin, ttlMs: 0, timeoutMs: 10_000 }),
    });
    const cookie = 'trinket_bucket=10';
    const built = await visitors.configFor(cookie);
    expect(built?.remoteVersions).toEqual({});
    expect(built?.remotes.toons).toBe(toonsManifest(null));

    api.set(halfCanary());
    expect((await visitors.configFor(cookie))?.remoteVersions).toEqual({ toons: '1.1.0' });
    api.set({ remotes: {} }, 500);
    expect((await visitors.configFor(cookie))?.remoteVersions).toEqual({ toons: '1.1.0' });
    api.set({ remotes: { toons: { live: { version: 'not a version' } } } });
    expect((await visitors.configFor(cookie))?.remoteVersions).toEqual({ toons: '1.1.0' });
  });
});

describe('buckets and choices', () => {
  it('reads only a bucket of 0-99 from the cookie, and gives a new visitor a random one to keep', () => {
    expect(bucketFromCookies('a=1; trinket_bucket=42; b=2')).toBe(42);
    for (const bad of ['trinket_bucket=100', 'trinket_bucket=-1', 'trinket_bucket=x', 'other=5', undefined]) {
      expect(bucketFromCookies(bad), String(bad)).toBeNull();
    }
    expect(visitorBucket('trinket_bucket=7', { secure: true })).toEqual({
      bucket: 7,
      cookieHeader: 'trinket_bucket=7',
      setCookie: null,
    });
    const fresh = visitorBucket('a=1', { secure: true });
    expect(fresh.bucket).toBeGreaterThanOrEqual(0);
    expect(fresh.bucket).toBeLessThan(100);
    expect(fresh.cookieHeader).toBe(`a=1; trinket_bucket=${fresh.bucket}`);
    expect(fresh.setCookie).toMatch(/; Secure$/);
  });

  it('chooses per remote the config lists, and hands the same config object to the same choice', () => {
    const config = productionConfig;
    const live = {
      remotes: {
        toons: {
          live: { version: '1.0.0', manifestUrl: 'https://toons.cdn.example/v/1.0.0/mf-manifest.json' },
          canary: {
            version: '1.1.0',
            manifestUrl: 'https://toons.cdn.example/v/1.1.0/mf-manifest.json',
            percent: 5,
          },
        },
        garden: {
          live: { version: '1.0.0', manifestUrl: 'https://garden.example/v/1.0.0/mf-manifest.json' },
          canary: null,
        },
      },
    };
    expect(servedReleases(config, live, 4)).toEqual({
      toons: live.remotes.toons.canary && {
        version: '1.1.0',
        manifestUrl: live.remotes.toons.canary.manifestUrl,
      },
    });
    expect(servedReleases(config, live, 5).toons?.version).toBe('1.0.0');
    const configs = visitorConfigs();
    expect(configs(config, undefined, 3)).toBe(config);
    const canary = configs(config, live, 0);
    expect(configs(config, live, 4)).toBe(canary);
    expect(configs(config, live, 50)).not.toBe(canary);
    expect(canary.remotes).toMatchObject({
      toons: live.remotes.toons.canary?.manifestUrl,
      arcade: config.remotes.arcade,
    });
    expect(canary.remoteVersions).toEqual({ toons: '1.1.0' });
  });
});
