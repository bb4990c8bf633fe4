// The site's server as `npm start` runs it, on free ports over a small built site in a temporary
// folder: the shell's page for /fishing with its first paint, a remote's file with CORS, /api
// forwarded to the api with the run's secret, a part taken down and back, and a start that cannot
// take every port leaving nothing listening.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { siteParts } from 'build-preset/parts';
import { contractVersion, surfaceUrlOf } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../stand-ins/free-port.mjs';
import { productionConfig } from './production-config.fixture.mjs';
import { createSiteServer, startSiteServer } from './site-server.mjs';

const indexHtml = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>The Trinket Foundation</title></head>
  <body><div id="root"></div></body>
</html>
`;

/** A stand-in for the shell's server build (shell/dist-server/prerender.mjs): names the page it paints. */
const prerenderModule = `
export async function prepare() {}
export function renderPage({ remotes, pathname }) {
  const route = remotes.flatMap((remote) => remote.surface?.routes ?? []).find((r) => r.path === pathname);
  return { root: '<main><h1>First paint of ' + pathname + '</h1></main>', title: route ? route.title : undefined };
}
`;

/** @type {string} */
let siteRoot;
/** @type {Record<string, number>} */
let ports;
/** @type {{ origin: string, seen: http.IncomingHttpHeaders[], close: () => Promise<void> }} */
let api;
/** @type {(() => Promise<void>)[]} */
let cleanups;

/** A real HTTP server in the api's place: answers /api/health and keeps the headers it was sent. */
async function startFakeApi() {
  /** @type {http.IncomingHttpHeaders[]} */
  const seen = [];
  const server = http.createServer((request, response) => {
    seen.push(request.headers);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: 'ok', path: request.url }));
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        })
      ),
  };
}

/** Each part's build folder as the build leaves it, with the config naming the parts' test ports. */
async function writeBuiltSite() {
  const shellUrl = `http://localhost:${ports.shell}`;
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const part of siteParts.parts.slice(1)) {
    remotes[part.name] = `http://localhost:${ports[part.name]}/mf-manifest.json`;
  }
  for (const part of siteParts.parts) {
    const dist = path.join(siteRoot, part.dir, 'dist');
    await mkdir(dist, { recursive: true });
    if (part.name === 'shell') continue;
    await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: part.name }));
  }
  const shellDist = path.join(siteRoot, 'shell', 'dist');
  await writeFile(path.join(shellDist, 'index.html'), indexHtml);
  await writeFile(
    path.join(shellDist, 'config.json'),
    JSON.stringify({ ...productionConfig, siteUrl: shellUrl, apiBaseUrl: `${shellUrl}/api`, remotes }),
  );
  await mkdir(path.join(siteRoot, 'shell', 'dist-server'), { recursive: true });
  await writeFile(path.join(siteRoot, 'shell', 'dist-server', 'prerender.mjs'), prerenderModule);
  // The toons remote publishes the page /fishing in its routes.json.
  const toonsDir = siteParts.parts.find((part) => part.name === 'toons')?.dir ?? 'mfe-toons';
  const toonsSurface = surfaceUrlOf(new URL(remotes.toons ?? ''));
  await writeFile(
    path.join(siteRoot, toonsDir, 'dist', path.posix.basename(new URL(toonsSurface).pathname)),
    JSON.stringify({
      remote: 'toons',
      contract: `^${contractVersion}`,
      routes: [{ path: '/fishing', title: 'Fishing', description: 'Every fish of the game.' }],
    }),
  );
}

/** @param {number} port */
const answersOn = (port) =>
  fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) }).then(
    () => true,
    () => false,
  );

beforeEach(async () => {
  cleanups = [];
  siteRoot = await mkdtemp(path.join(os.tmpdir(), 'trinket-site-server-'));
  cleanups.push(() => rm(siteRoot, { recursive: true, force: true }));
  ports = {};
  for (const part of siteParts.parts) ports[part.name] = await freePort();
  await writeBuiltSite();
  api = await startFakeApi();
  cleanups.push(api.close);
});

afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('the site server', () => {
  it('serves the shell’s page with its first paint, a remote’s file with CORS, and /api with the run’s secret', async () => {
    const site = await startSiteServer({
      siteRoot,
      ports,
      apiTarget: api.origin,
      apiProxySecret: 'this-run',
      log: () => {},
    });
    cleanups.push(site.close);
    expect(site.url).toBe(`http://localhost:${ports.shell}`);

    const page = await fetch(`${site.url}/fishing`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain(`http://localhost:${ports.toons}`);
    const html = await page.text();
    expect(html).toContain('<div id="root"><main><h1>First paint of /fishing</h1></main></div>');
    expect(html).toContain('<title>Fishing</title>');

    const manifest = await fetch(`http://localhost:${ports.toons}/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(await manifest.json()).toEqual({ name: 'toons' });

    const health = await fetch(`${site.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', path: '/api/health' });
    expect(api.seen.at(-1)?.['x-proxy-secret']).toBe('this-run');
  });

  it('takes one part down and brings it back on its port', async () => {
    const site = await startSiteServer({ siteRoot, ports, apiTarget: api.origin, log: () => {} });
    cleanups.push(site.close);
    const arcade = site.part('arcade');
    await arcade.close();
    expect(await answersOn(ports.arcade ?? 0)).toBe(false);
    expect((await fetch(`${site.url}/`)).status).toBe(200);
    await arcade.reopen();
    expect((await fetch(`http://localhost:${ports.arcade}/mf-manifest.json`)).status).toBe(200);
  });

  it('leaves nothing listening when a part cannot take its port', async () => {
    const squatter = http.createServer();
    await new Promise((resolve) => squatter.listen(ports.tools, '127.0.0.1', () => resolve(undefined)));
    cleanups.push(() => new Promise((resolve) => squatter.close(() => resolve())));
    const site = createSiteServer({ siteRoot, ports, apiTarget: null, log: () => {} });
    expect(site.parts.map(({ part }) => part.name)).toEqual(siteParts.parts.map((part) => part.name));
    await expect(site.start()).rejects.toThrow(/EADDRINUSE/);
    expect(await answersOn(ports.shell ?? 0)).toBe(false);
    expect(await answersOn(ports.toons ?? 0)).toBe(false);
  });
});
