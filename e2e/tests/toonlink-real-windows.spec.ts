// ToonLink against game windows as they really behave (issue 30 items 2, 4 and 5): Chrome's Local
// Network Access permission granted or blocked for a site on the internet, games that answer slowly
// or with frames the site cannot read, and a window going back to the toon picker.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { createSampleToon, toonData } from '../../stand-ins/toonlink-sim/sample-toons.mjs';
import {
  type SimulatorOptions,
  startToonLinkSimulator,
  type ToonLinkSimulator,
} from '../../stand-ins/toonlink-sim/simulator.mjs';
import {
  controlLoopbackPermission,
  launchPublicSiteBrowser,
  loopbackPermissionState,
} from '../support/public-site-browser';
import { baseUrl, needsLocalSite } from '../support/target-site';

const main = (page: Page) => page.getByRole('main');
const linkSwitch = (page: Page) => main(page).getByRole('switch', { name: /Link my running game/ });
const portCard = (page: Page, port: number) => main(page).getByRole('article', { name: `Port ${port}` });
const linkedToon = (page: Page, name: string) =>
  main(page).getByRole('region', { name: 'Your linked Toons' }).getByRole('listitem', { name });
const blockedNotice = (page: Page) =>
  main(page).getByRole('region', { name: 'Your browser blocks ToonLink' });
const asksFirstNotice = (page: Page) =>
  main(page).getByRole('note').filter({ hasText: 'Your browser asks first' });

/** How often the page asks a linked game for its data again. */
const REFRESH_MS = 30_000;

/** Like the game: answers only when asked, on ::1 and 127.0.0.1, and drops requests made before consent. */
const GAME_LIKE: SimulatorOptions = { toons: 2, consentDelayMs: 100, dropBeforeConsent: true };

let simulator: ToonLinkSimulator;

async function startSimulator(options: SimulatorOptions = {}): Promise<ToonLinkSimulator> {
  await simulator?.stop();
  simulator = await startToonLinkSimulator({ ...GAME_LIKE, ...options });
  return simulator;
}

test.afterEach(async () => {
  await simulator?.stop();
});

function toonOn(index: number) {
  const toon = simulator.toons[index];
  if (!toon) throw new Error(`the simulator serves no toon ${index}`);
  return toon;
}

/** The stored `isLinked` of the signed-out visitor's toons, by name. */
async function storedToons(
  page: Page,
): Promise<Record<string, { toonId: unknown; isLinked: unknown; fish: number }>> {
  const stored = await page.evaluate(() => window.localStorage.getItem('trinket.toons.visitor') ?? '{}');
  const toons = Object.values(
    JSON.parse(stored) as Record<string, { name: string; toonId: unknown; isLinked: unknown; fish: object }>,
  );
  return Object.fromEntries(
    toons.map((toon) => [
      toon.name,
      { toonId: toon.toonId, isLinked: toon.isLinked, fish: Object.keys(toon.fish ?? {}).length },
    ]),
  );
}

/** Runs the page's clock on by `ms` in steps, letting the game's answers arrive between them. */
async function runPageClock(page: Page, ms: number, stepMs = 1_000): Promise<void> {
  for (let run = 0; run < ms; run += stepMs) {
    await page.clock.runFor(Math.min(stepMs, ms - run));
    await page.waitForTimeout(20);
  }
}

test.describe("Chrome's Local Network Access, with the site on the internet", () => {
  needsLocalSite('a Chromium switch marks the locally started site public');
  let browser: Browser;

  test.beforeAll(async () => {
    browser = await launchPublicSiteBrowser();
  });

  test.afterAll(async () => {
    await browser.close();
  });

  test('before the first connection the page says the browser will ask; allowed, both toons link', async () => {
    await startSimulator();
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    try {
      await page.goto('/toonlink');
      expect(await loopbackPermissionState(page)).toBe('prompt');
      await expect(asksFirstNotice(page)).toContainText(
        'your browser asks whether this site may access other apps and services on this device',
      );
      // The player allows it in the browser's prompt.
      await context.grantPermissions(['local-network-access'], { origin: new URL(baseUrl).origin });
      await expect(asksFirstNotice(page)).toHaveCount(0);
      await linkSwitch(page).check();
      for (const toon of simulator.toons) {
        await expect(portCard(page, toon.port)).toContainText(`Linked · ${toon.name}`);
      }
      await expect(main(page).getByText('2 Toons linked')).toBeVisible();
      await expect(blockedNotice(page)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('blocked by the browser: one page-level message with how to allow it, no port said to be empty; allowed later, the toons link without a reload', async () => {
    await startSimulator();
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    try {
      await page.goto('/toonlink');
      await expect(asksFirstNotice(page)).toBeVisible();
      // The player blocks it (the browser's prompt, or the site's settings).
      const permission = await controlLoopbackPermission(browser, context, page);
      await permission.set('denied');
      await expect(blockedNotice(page)).toContainText('every game window is out of reach');
      await expect(blockedNotice(page)).toContainText(
        'click the site information icon at the left of the address bar, choose Site settings, and set “Apps on device” to Allow',
      );
      await expect(asksFirstNotice(page)).toHaveCount(0);

      await linkSwitch(page).check();
      await expect(main(page).getByText('0 Toons linked')).toBeVisible();
      await expect(
        main(page).getByText(/Not tried: your browser blocks this site from reaching the game/),
      ).toBeVisible();
      // Not one port is said to have no game, and none gets a card: the page-level message says why.
      await expect(main(page).getByText(/No game on port/)).toHaveCount(0);
      await expect(main(page).getByRole('article', { name: /^Port / })).toHaveCount(0);
      await expect(blockedNotice(page)).toHaveCount(1);
      // No socket is opened while blocked: the game heard nothing.
      await page.waitForTimeout(1_500);
      for (const toon of simulator.toons) expect(simulator.requestCount(toon.port)).toBe(0);

      // Still blocked after a reload, from the first paint of the ports.
      await page.reload();
      await expect(blockedNotice(page)).toBeVisible();
      await expect(main(page).getByText(/Not tried: your browser blocks/)).toBeVisible();

      // Allowed in the site's settings: the page hears the permission change and links.
      await permission.set('granted');
      await expect(blockedNotice(page)).toHaveCount(0);
      for (const toon of simulator.toons) {
        await expect(portCard(page, toon.port)).toContainText(`Linked · ${toon.name}`);
      }
      await expect(main(page).getByText('2 Toons linked')).toBeVisible();
      await permission.close();
    } finally {
      await context.close();
    }
  });

  test('sockets the browser blocks in its prompt are not shown as ports without a game', async () => {
    // This browser really holds a public site's sockets to localhost for the permission: a test
    // browser shows no prompt and blocks them (the player's console would show
    // ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS), and the page hears of it.
    await startSimulator({ toons: 1 });
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    try {
      await page.goto('/toonlink');
      await linkSwitch(page).check();
      await expect.poll(() => loopbackPermissionState(page)).toBe('denied');
      await expect(blockedNotice(page)).toBeVisible();
      expect(simulator.requestCount(toonOn(0).port)).toBe(0);
      await expect(main(page).getByText(/No game on port/)).toHaveCount(0);
      await expect(portCard(page, toonOn(0).port)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});

test.describe('slow and noisy games are paced', () => {
  test.beforeEach(async ({ page }) => {
    // The page's timers run on a clock the test moves on; it flows as usual otherwise.
    await page.clock.install();
  });

  test('a game that allowed the link but answers late gets one request at a time, and the page says so', async ({
    page,
  }) => {
    await startSimulator({ toons: 1 });
    const toon = toonOn(0);
    // The game answers each request only after ten minutes.
    simulator.setAnswerDelay(toon.port, 600_000);
    await page.goto('/toonlink');
    await linkSwitch(page).check();
    await expect(portCard(page, toon.port)).toContainText('allow the link in the game’s prompt');
    await expect.poll(() => simulator.requestCount(toon.port)).toBe(1);
    // The player allows the link in the game's prompt (the request made before is dropped, as the
    // game may). Waited for in real time before the page's clock moves on: the clock sends its
    // requests in a burst, and ones sent before the prompt's answer would all be dropped, not held.
    await expect.poll(() => simulator.connectedClients(toon.port)).toBe(1);
    // 45 s of the page's clock: asked at 0, 1, 3, 7, 15, 25, 35 and 45 s, not every second (46).
    await page.clock.runFor(45_000);
    await expect.poll(() => simulator.requestCount(toon.port)).toBe(8);
    await expect(portCard(page, toon.port)).toContainText(
      /The game sends nothing until you allow the link in its prompt\. Waiting for 4[4-6] s \(asked 8 times\)\. This page asks again at/,
    );

    // It answers at last: linked at the next request, ten seconds later.
    simulator.setAnswerDelay(toon.port, 0);
    await page.clock.runFor(10_000);
    await expect(portCard(page, toon.port)).toContainText(`Linked · ${toon.name}`);
    expect(simulator.requestCount(toon.port)).toBe(9);
  });

  test('a linked game that stops answering is asked less and less often, and the page says for how long', async ({
    page,
  }) => {
    await startSimulator({ toons: 1 });
    const toon = toonOn(0);
    await page.goto('/toonlink');
    await linkSwitch(page).check();
    await expect(portCard(page, toon.port)).toContainText(`Linked · ${toon.name}`);
    const asked = simulator.requestCount(toon.port);

    simulator.setAnswerDelay(toon.port, 600_000);
    await page.clock.runFor(REFRESH_MS);
    await expect.poll(() => simulator.requestCount(toon.port)).toBe(asked + 1);
    await page.clock.runFor(12_000);
    await expect(portCard(page, toon.port)).toContainText(
      /The game allowed the link and has not answered for 1[1-3] s: what is shown is its last answer\. This page asks again at/,
    );
    // Still linked, with its last data.
    await expect(portCard(page, toon.port)).toContainText(`Linked · ${toon.name}`);
    await expect(portCard(page, toon.port)).toContainText('Laff');
    await expect(main(page).getByText('1 Toon linked')).toBeVisible();

    // Five more minutes: asked at 45, 75, 135, 195, 255 and 315 s after the last answer (6), not 300 times.
    await page.clock.runFor(300_000);
    await expect.poll(() => simulator.requestCount(toon.port)).toBe(asked + 7);
    await expect(portCard(page, toon.port)).toContainText('has not answered for 5 min');
  });

  test('a game sending frames too large to read is counted and never asked again in a tight loop', async ({
    page,
  }) => {
    await startSimulator({ toons: 1, dropBeforeConsent: false });
    const toon = toonOn(0);
    // Every answer is a 1 MB frame (the site reads at most 256 kB).
    simulator.setAnswerTransform(toon.port, (data) => ({ ...data, padding: 'x'.repeat(1_000_000) }));
    await page.goto('/toonlink');
    await linkSwitch(page).check();
    await expect(portCard(page, toon.port)).toContainText(
      'The game answers, but what it sends cannot be read.',
    );
    await expect(portCard(page, toon.port)).toContainText('Ignored frames from this port: 1');
    // 45 s: asked again 2, 4, 8 and 16 s after each unreadable answer (5 requests in all), not 45.
    await runPageClock(page, 45_000);
    expect(simulator.requestCount(toon.port)).toBe(5);
    await expect(portCard(page, toon.port)).toContainText('Ignored frames from this port: 5');
    await expect(main(page).getByText('0 Toons linked')).toBeVisible();

    // Readable again: linked at the next request.
    simulator.setAnswerTransform(toon.port, null);
    await runPageClock(page, 30_000);
    await expect(portCard(page, toon.port)).toContainText(`Linked · ${toon.name}`);
    expect(simulator.requestCount(toon.port)).toBe(6);
  });
});

test.describe('the toon picker', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('a window back at the toon picker unlinks its toon; another toon logging in there inherits nothing', async ({
    page,
  }) => {
    await startSimulator();
    const first = toonOn(0);
    const second = toonOn(1);
    await page.goto('/toonlink');
    await linkSwitch(page).check();
    await expect(portCard(page, first.port)).toContainText(`Linked · ${first.name}`);
    await expect(portCard(page, second.port)).toContainText(`Linked · ${second.name}`);
    // The first toon catches a fish: its card says so.
    const { fish } = simulator.changeToon(first.port, 'fish');
    if (!fish) throw new Error('the simulated toon caught no new fish');
    await page.clock.runFor(REFRESH_MS);
    await expect(portCard(page, first.port)).toContainText(`New fish: ${fish}`);
    const firstFish = (await storedToons(page))[first.name]?.fish;

    // Its window goes back to the toon picker: every section null.
    simulator.setAnswerTransform(first.port, (data) =>
      Object.fromEntries(Object.keys(data).map((section) => [section, null])),
    );
    await page.clock.runFor(REFRESH_MS);
    const card = portCard(page, first.port);
    await expect(card).toContainText('At the toon picker: no Toon linked');
    await expect(card).toContainText('no Toon is logged in there');
    await expect(card).not.toContainText(first.name);
    await expect(card).not.toContainText('Laff');
    await expect(card).not.toContainText(`New fish: ${fish}`);
    await expect(main(page).getByText('1 Toon linked')).toBeVisible();
    await expect(linkedToon(page, first.name)).toContainText('Not linked');
    await expect(linkedToon(page, second.name)).toContainText('Linked now');
    await expect(main(page).getByText('Ignored frames: 0')).toBeVisible();
    await expect
      .poll(async () =>
        Object.fromEntries(Object.entries(await storedToons(page)).map(([n, t]) => [n, t.isLinked])),
      )
      .toEqual({ [first.name]: false, [second.name]: true });

    // Another toon logs in on that window.
    const newcomer = createSampleToon(4);
    simulator.setAnswerTransform(first.port, () => toonData(newcomer));
    await page.clock.runFor(REFRESH_MS);
    await expect(card).toContainText(`Linked · ${newcomer.name}`);
    await expect(card).toContainText(newcomer.id);
    await expect(card).not.toContainText(first.name);
    await expect(card).not.toContainText(`New fish: ${fish}`);
    await expect(main(page).getByText('2 Toons linked')).toBeVisible();
    await expect(linkedToon(page, newcomer.name)).toContainText('Linked now');
    await expect(linkedToon(page, first.name)).toContainText('Not linked');
    // Kept in this browser as its own toon, with its own album; the first toon's is untouched.
    await expect
      .poll(() => storedToons(page))
      .toEqual({
        [first.name]: { toonId: first.id, isLinked: false, fish: firstFish },
        [second.name]: expect.objectContaining({ toonId: second.id, isLinked: true }),
        [newcomer.name]: { toonId: newcomer.id, isLinked: true, fish: newcomer.caught.size },
      });
    // Each dashboard shows its own toon: the first one's last snapshot, the newcomer live.
    await main(page)
      .getByRole('link', { name: `Dashboard of ${first.name}` })
      .click();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(first.name);
    await expect(main(page).getByRole('status').filter({ hasText: 'Last snapshot' })).toBeVisible();
    await expect(main(page).getByText(newcomer.name)).toHaveCount(0);
    await page.goBack();
    await main(page)
      .getByRole('link', { name: `Dashboard of ${newcomer.name}` })
      .click();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(newcomer.name);
    await expect(main(page).getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    await expect(main(page).getByText(first.name)).toHaveCount(0);
  });
});
