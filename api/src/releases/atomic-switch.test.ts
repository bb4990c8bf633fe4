// The switch is atomic end to end: the real api (over HTTP) and the real site server reading it, while
// an operator promotes, starts canaries and rolls back over and over. Every answer of
// GET /api/releases/live and every visitor's /config.json is one whole state: each version with its
// own manifest, never a canary equal to live, and a visitor's version the one their bucket gets.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { LiveReleasesSchema } from 'shared-contracts/domain';
import { localSiteConfig } from 'shared-contracts/local-config';
import { liveReleasesReader } from 'site-server/live-releases';
import { serveStatic } from 'site-server/serve-static';
import { visitorSite } from 'site-server/visitor-site';
import { freePort } from 'stand-ins/free-port.mjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jsonRequest } from '../testing/json-request.js';
import { type RemoteOriginsFixture, startRemoteOrigins } from '../testing/remote-origins-fixture.js';
import { createTestApp } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

let database: TestDatabase;
let remotes: RemoteOriginsFixture;
let app: ReturnType<typeof createTestApp>['app'];
let apiUrl = '';
let siteUrl = '';
const closers: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  [database, remotes] = await Promise.all([createTestDatabase(), startRemoteOrigins(['arcade', 'tools'])]);
  remotes.publish('arcade', null);
  remotes.publish('tools', null, { paths: ['/tools'] });
  for (const version of ['1.0.0', '1.1.0']) remotes.publish('arcade', version);
  ({ app } = createTestApp(database, { remoteOrigins: remotes.origins }));
  const api = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => api.once('listening', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  closers.push(() => new Promise<void>((resolve) => api.close(() => resolve())));

  const root = mkdtempSync(path.join(os.tmpdir(), 'trinket-atomic-'));
  closers.push(() => rmSync(root, { recursive: true, force: true }));
  const configFile = path.join(root, 'config.json');
  writeFileSync(
    configFile,
    JSON.stringify({ ...localSiteConfig, remotes: { arcade: remotes.manifestUrl('arcade', null) } }),
  );
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  // Asked on every request (no copy kept), so the site server meets every state the api passes through;
  // waiting for each answer (a page waits 1 s, then is served as built: on a busy machine the first
  // reads could come before any answer and show no version at all, which is not what this tests).
  const visitors = visitorSite({
    configFile,
    liveReleases: liveReleasesReader({ apiTarget: apiUrl, ttlMs: 0, timeoutMs: 10_000 }),
  });
  const port = await freePort();
  const site = await serveStatic({ root, port, spa: true, visitors });
  siteUrl = site.url;
  closers.push(site.close);
}, 60_000);

afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await remotes?.close();
  await database?.destroy();
});

const operate = async (path: string, body: unknown) => {
  const response = await jsonRequest(app, 'POST', path, { token: 'mod:operator', body });
  expect(response.status, await response.clone().text()).toBe(200);
};

it('shows every reader of the api and of the site server whole states only, during repeated switches', async () => {
  await operate('/api/releases/arcade/promote', {
    version: '1.0.0',
    manifestUrl: remotes.manifestUrl('arcade', '1.0.0'),
  });
  await jsonRequest(app, 'POST', '/api/releases/arcade/versions', {
    token: 'mod:operator',
    body: { version: '1.1.0', manifestUrl: remotes.manifestUrl('arcade', '1.1.0') },
  });
  let done = false;
  const seen = { live: 0, config: 0 };

  const readLive = async () => {
    while (!done) {
      const live = LiveReleasesSchema.parse(await (await fetch(`${apiUrl}/api/releases/live`)).json());
      const arcade = live.remotes.arcade;
      if (!arcade) continue;
      for (const release of [arcade.live, arcade.canary])
        if (release) expect(release.manifestUrl).toBe(remotes.manifestUrl('arcade', release.version));
      expect(arcade.canary?.version).not.toBe(arcade.live?.version);
      seen.live += 1;
    }
  };
  // Bucket 0 gets any canary (its share is at least 1%); bucket 99 only ever live.
  const readConfig = (bucket: number) => async () => {
    while (!done) {
      const response = await fetch(`${siteUrl}/config.json`, {
        headers: { cookie: `trinket_bucket=${bucket}` },
      });
      expect(response.headers.get('cache-control')).toBe('no-cache, private');
      const config = (await response.json()) as {
        remotes: Record<string, string>;
        remoteVersions: Record<string, string>;
      };
      const version = config.remoteVersions.arcade;
      expect(version === '1.0.0' || version === '1.1.0', String(version)).toBe(true);
      expect(config.remotes.arcade).toBe(remotes.manifestUrl('arcade', version ?? null));
      seen.config += 1;
    }
  };

  const readers = [readLive(), readLive(), readConfig(0)(), readConfig(99)(), readConfig(0)()];
  for (let round = 0; round < 8; round += 1) {
    await operate('/api/releases/arcade/canary', { version: '1.1.0', percent: 50 });
    await operate('/api/releases/arcade/promote', { version: '1.1.0' });
    await operate('/api/releases/arcade/rollback', {});
  }
  done = true;
  await Promise.all(readers);
  expect(seen.live).toBeGreaterThan(10);
  expect(seen.config).toBeGreaterThan(10);
}, 60_000);
