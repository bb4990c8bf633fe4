// Issue 34, the canary that rolls itself back, on the running site. Every page view of the local site
// reports how each remote version loads (its config.json samples every view) through the shell's
// federation runtime plugin and sendBeacon, with nothing about the visitor in it. A team releases a
// broken mfe-arcade and sends it to half the visitors: the visitors in that half report failed loads,
// the api rolls the canary back by itself and records why, and every visitor then gets the working
// arcade on their next page, with no build of the shell.
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { authEmulatorPort, firebaseProjectId, repoRoot } from '../../scripts/parts.mjs';
import { signUp, uniqueEmail } from '../support/accounts';
import { folderFingerprint } from '../support/remote-fixture';
import { needsLocalSite } from '../support/target-site';

needsLocalSite('it releases a remote on this machine and reads the beacons the local site samples at 1');
test.describe.configure({ mode: 'serial' });

const run = promisify(execFile);
const main = (page: Page) => page.getByRole('main');
const cogsPage = (page: Page) =>
  main(page).getByRole('heading', { name: 'The site is busy fighting the Cogs' });
const ALLOWED_KEYS = new Set(['kind', 'remote', 'version', 'outcome', 'durationMs', 'errorClass', 'lcpMs']);
/** A page only a running arcade draws: its game, ready to play (the frame's links paint without it). */
const GAME = '/arcade/toons-up';
const gameReady = (page: Page) =>
  expect(main(page).locator('.toons-up')).toHaveAttribute('data-phase', 'ready');
/** A version no earlier run published (releases/ outlives the suite's database). */
const BROKEN = `1.0.0-broken.${Date.now().toString(36)}`;

interface Beacon {
  events: Record<string, unknown>[];
}

/** RELEASE_TOKEN of the site the suite started, as a deploy pipeline holds it. */
function releaseToken(): string {
  const token = process.env.RELEASE_TOKEN;
  if (!token) throw new Error('RELEASE_TOKEN is not set: the suite starts the site with one');
  return token;
}

const asOperator = () => ({ authorization: `Bearer ${releaseToken()}` });

/** The events of every beacon `page` sends from now on, and each answer's status. */
function beaconsOf(page: Page): { events: Record<string, unknown>[]; statuses: number[] } {
  const seen = { events: [] as Record<string, unknown>[], statuses: [] as number[] };
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/telemetry')) return;
    seen.events.push(...(JSON.parse(request.postData() ?? '{"events":[]}') as Beacon).events);
    void request.response().then((response) => response && seen.statuses.push(response.status()));
  });
  return seen;
}

async function arcadeStatus(request: APIRequestContext) {
  const response = await request.get('/api/releases/status', { headers: asOperator() });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    remotes: {
      remote: string;
      canary: { version: string } | null;
      figures: { version: string; loads: number; loadFailures: number; lcpSamples: number }[];
      history: {
        action: string;
        version: string | null;
        actor: string;
        reason: string | null;
        figures: unknown;
      }[];
    }[];
  };
  const arcade = body.remotes.find((remote) => remote.remote === 'arcade');
  if (!arcade) throw new Error('the status has no arcade');
  return arcade;
}

/** A browser whose visitor sits in `bucket` (0-99): below a canary's percent, it gets the canary. */
async function visitorIn(context: BrowserContext, bucket: number): Promise<Page> {
  await context.addCookies([{ name: 'trinket_bucket', value: String(bucket), url: 'http://localhost:3000' }]);
  return context.newPage();
}

/** The arcade version this visitor's config.json names (undefined: its built dist/). */
async function servedArcade(page: Page): Promise<string | undefined> {
  const config = (await (await page.request.get('/config.json')).json()) as {
    remoteVersions?: Record<string, string>;
  };
  return config.remoteVersions?.arcade;
}

test("a page view reports its remote's load and the page's LCP, and nothing personal", async ({
  page,
  request,
}) => {
  const lcpBefore =
    (await arcadeStatus(request)).figures.find((row) => row.version === 'build')?.lcpSamples ?? 0;
  const beacons = beaconsOf(page);
  await page.goto(GAME);
  await gameReady(page);
  await expect
    .poll(() => beacons.events.filter((event) => event.kind === 'load' && event.remote === 'arcade'))
    .toEqual([
      { kind: 'load', remote: 'arcade', version: 'build', outcome: 'ok', durationMs: expect.any(Number) },
    ]);
  await expect.poll(() => new Set(beacons.statuses)).toEqual(new Set([202]));
  for (const event of beacons.events)
    for (const key of Object.keys(event)) expect(ALLOWED_KEYS).toContain(key);
  // Leaving the page sends its LCP (the browser's pagehide), counted under the area's remote.
  await page.goto('/');
  await expect
    .poll(
      async () => (await arcadeStatus(request)).figures.find((row) => row.version === 'build')?.lcpSamples,
    )
    .toBeGreaterThan(lcpBefore);
});

test('a broken arcade canary reported by its visitors is rolled back by itself; every visitor then gets the working arcade', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const shellBuild = folderFingerprint(path.join(repoRoot, 'shell/dist'));

  // The arcade team publishes a version with the release command, and sends it to half the visitors.
  // It is broken: its entry script throws when it runs (written over here before it is served).
  const release = (...args: string[]) =>
    run(process.execPath, [path.join(repoRoot, 'scripts/release.mjs'), ...args], { env: process.env });
  await release('arcade', '--version', BROKEN, '--skip-build', '--no-register');
  const folder = path.join(repoRoot, 'releases/arcade', BROKEN);
  const manifest = JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as {
    metaData: { remoteEntry: { path: string; name: string } };
  };
  const entry = path.join(folder, manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
  for (const copy of ['.br', '.gz']) rmSync(`${entry}${copy}`, { force: true });
  writeFileSync(entry, 'throw new Error("the broken arcade release");\n');
  await release('canary', 'arcade', BROKEN, '--percent', '50');

  const inCanary = await visitorIn(await browser.newContext(), 7);
  const onLive = await visitorIn(await browser.newContext(), 77);
  await expect.poll(() => servedArcade(inCanary)).toBe(BROKEN);
  expect(await servedArcade(onLive)).toBeUndefined();

  // The live half plays on; the canary half meets the Cogs page, and their browsers say why.
  const liveBeacons = beaconsOf(onLive);
  await onLive.goto(GAME);
  await gameReady(onLive);
  await expect.poll(() => liveBeacons.events.some((event) => event.outcome === 'ok')).toBe(true);
  const canaryBeacons = beaconsOf(inCanary);
  const failedLoads = () =>
    canaryBeacons.events.filter((event) => event.remote === 'arcade' && event.outcome === 'failed');
  const live = async () =>
    (await (await request.get('/api/releases/live')).json()) as {
      remotes: Record<string, { canary: { version: string } | null } | undefined>;
    };
  for (let visit = 1; visit <= 8 && (await live()).remotes.arcade?.canary; visit++) {
    await inCanary.goto(GAME);
    await expect(cogsPage(inCanary)).toBeVisible();
    await expect.poll(() => failedLoads().length).toBeGreaterThanOrEqual(visit);
  }
  expect(failedLoads()[0]).toEqual({
    kind: 'load',
    remote: 'arcade',
    version: BROKEN,
    outcome: 'failed',
    durationMs: expect.any(Number),
    errorClass: expect.stringMatching(/^RUNTIME-\d{3}$|Error$/),
  });

  // The api ended the canary itself, and the history says with which figures.
  await expect.poll(async () => (await live()).remotes.arcade?.canary ?? null).toBeNull();
  const status = await arcadeStatus(request);
  expect(status.canary).toBeNull();
  expect(status.history[0]).toMatchObject({ action: 'auto-rollback', version: BROKEN, actor: 'auto' });
  expect(status.history[0]?.figures).toMatchObject({
    canary: { version: BROKEN, loadFailures: expect.any(Number), failureRate: 1 },
    live: { version: 'build', loadFailures: 0 },
    rule: { minLoads: 4, maxExtraFailureRate: 0.05 },
  });

  // Every visitor gets the working arcade on their next page: the same shell build throughout.
  await expect.poll(() => servedArcade(inCanary)).toBeUndefined();
  await inCanary.goto(GAME);
  await gameReady(inCanary);
  await expect(cogsPage(inCanary)).toHaveCount(0);
  expect(folderFingerprint(path.join(repoRoot, 'shell/dist'))).toEqual(shellBuild);
  await inCanary.context().close();
  await onLive.context().close();
});

test('an operator reads the rollback and its figures on /status/remotes, on a phone too; anyone else gets the Cogs page', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A player is the Cogs page, signed out or in.
  const player = await (await browser.newContext()).newPage();
  await player.goto('/status/remotes');
  await expect(cogsPage(player)).toBeVisible();
  const email = uniqueEmail('status-operator');
  await signUp(player, email);
  await expect(player).toHaveURL(/\/profile$/);
  await player.goto('/status/remotes');
  await expect(cogsPage(player)).toBeVisible();

  // Made a moderator (the same claim as moderation), the same account reads the status, at 390 px.
  await run(process.execPath, [path.join(repoRoot, 'api/dist/moderation/moderator-cli.js'), 'grant', email], {
    env: {
      ...process.env,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulatorPort}`,
      FIREBASE_PROJECT_ID: firebaseProjectId,
    },
  });
  await player.setViewportSize({ width: 390, height: 844 });
  await player.goto('/status/remotes');
  await expect(main(player).getByRole('heading', { level: 1, name: 'Remote status' })).toBeVisible();
  const arcade = main(player).getByRole('region', { name: 'arcade' });
  await expect(arcade.getByRole('listitem').first()).toContainText(
    `Canary rolled back by itself ${BROKEN}, by automatic rollback: canary ${BROKEN} failed`,
  );
  await expect(arcade).toContainText('Canarynone');
  await expect(arcade.getByRole('table')).toContainText(BROKEN);
  expect(await player.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Read again from the keyboard.
  const refresh = main(player).getByRole('button', { name: 'Refresh' });
  await refresh.focus();
  await player.keyboard.press('Enter');
  await expect(arcade).toBeVisible();
  await player.context().close();
});

test.afterAll(async ({ request }) => {
  // A run that failed half-way leaves no canary behind for the specs after it.
  if (!process.env.RELEASE_TOKEN) return;
  await request.post('/api/releases/arcade/canary/end', { headers: asOperator(), data: {} });
});
