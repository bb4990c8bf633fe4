/**
 * nginx in the production topology sends each kind of file with the headers the site's own server
 * sends (site-server/headers.mjs, static-files.mjs; docs/deployment.md): cache rules, CORS, nosniff,
 * the policy and framing rule on documents only, and the build's brotli or gzip copy as the request
 * accepts. A remote's files are compared with the site server serving the same build
 * (serveRemoteBuild, as `npm start` serves remotes); the shell's with the first-paint server nginx
 * forwards its pages to.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serveRemoteBuild } from 'site-server';
import { freePort } from 'stand-ins/free-port.mjs';
import { frontParts, repoRoot } from '../../scripts/parts.mjs';
import { needsProductionTopology, requestFrom, topologyState } from '../support/production-topology';

/** The headers compared: everything but the date, the connection's and the validators (ETag formats differ). */
const COMPARED = [
  'content-type',
  'content-encoding',
  'cache-control',
  'access-control-allow-origin',
  'access-control-allow-methods',
  'x-content-type-options',
  'referrer-policy',
  'content-security-policy',
  'x-frame-options',
];
const ENCODINGS = ['br', 'gzip', 'identity'];

/** Another remote file of a kind: the first file under the folder that matches. */
function firstFile(root: string, folder: string, pattern: RegExp): string | undefined {
  try {
    const found = readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => pattern.test(file))
      .sort()[0];
    return found ? `/${folder}/${found}` : undefined;
  } catch {
    return undefined;
  }
}

/** Each kind of file a remote serves: entry points, the manifest's files, hashed code and styles, its page. */
function remotePaths(root: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'mf-manifest.json'), 'utf8')) as {
    metaData: { remoteEntry: { name: string; path: string } };
  };
  const entry = manifest.metaData.remoteEntry;
  return [
    '/',
    '/index.html',
    '/mf-manifest.json',
    '/routes.json',
    '/route-assets.json',
    `/${[entry.path, entry.name].filter(Boolean).join('/')}`,
    firstFile(root, 'static', /\.[0-9a-f]{8,}\.js$/),
    firstFile(root, 'static', /\.css$/),
    '/no-such-file.js',
  ].filter((file): file is string => file !== undefined);
}

/** What a preflight is read for: its CORS answer (the site server also adds the page headers, which mean nothing there). */
const PREFLIGHT = ['access-control-allow-origin', 'access-control-allow-methods', 'x-content-type-options'];

function pick(headers: Record<string, string | string[] | undefined>, names: string[]) {
  return Object.fromEntries(names.map((name) => [name, headers[name] ?? null]));
}

async function compare(nginxOrigin: string, siteOrigin: string, file: string, method = 'GET') {
  for (const encoding of ENCODINGS) {
    const headers = { 'accept-encoding': encoding };
    const [viaNginx, viaSite] = await Promise.all([
      requestFrom('127.0.0.1', `${nginxOrigin}${file}`, { method, headers }),
      requestFrom('127.0.0.1', `${siteOrigin}${file}`, { method, headers }),
    ]);
    const what = `${method} ${nginxOrigin}${file} (accept-encoding: ${encoding})`;
    expect(viaNginx.status, what).toBe(viaSite.status);
    if (viaSite.status >= 400) continue;
    const names = method === 'OPTIONS' ? PREFLIGHT : COMPARED;
    expect(pick(viaNginx.headers, names), what).toEqual(pick(viaSite.headers, names));
  }
}

test.describe('nginx sends the site server’s headers', { tag: '@production' }, () => {
  needsProductionTopology();

  for (const part of frontParts.filter((candidate) => candidate.name !== 'shell')) {
    test(`the ${part.name} remote: each kind of file`, async () => {
      const root = path.join(repoRoot, part.dir, 'dist');
      const site = await serveRemoteBuild({ root, port: await freePort() });
      try {
        for (const file of remotePaths(root)) await compare(`http://127.0.0.1:${part.port}`, site.url, file);
        await compare(`http://127.0.0.1:${part.port}`, site.url, '/mf-manifest.json', 'OPTIONS');
      } finally {
        await site.close();
      }
    });
  }

  test('the shell: its pages, its config and its hashed files', async () => {
    const firstPaint = topologyState()?.firstPaint.url;
    if (!firstPaint) throw new Error('the topology publishes no first-paint server');
    const shell = frontParts[0];
    if (!shell) throw new Error('no shell in the parts manifest');
    const root = path.join(repoRoot, shell.dir, 'dist');
    const files = [
      '/',
      '/top-toons',
      '/config.json',
      firstFile(root, 'static', /\.[0-9a-f]{8,}\.js$/),
      firstFile(root, 'static', /\.css$/),
    ].filter((file): file is string => file !== undefined);
    for (const file of files) await compare(`http://127.0.0.1:${shell.port}`, firstPaint, file);
  });
});
