import { expect, type Page, test } from '@playwright/test';
import {
  type SimulatorOptions,
  startToonLinkSimulator,
  type ToonLinkSimulator,
} from '../../stand-ins/toonlink-sim/simulator.mjs';
import { signUp, storedFirebaseUser, uniqueEmail } from '../support/accounts';
import { watchPolicy } from '../support/csp-watch';

const main = (page: Page) => page.getByRole('main');
const linkSwitch = (page: Page) => main(page).getByRole('switch', { name: /Link my running game/ });
const portCard = (page: Page, port: number) => main(page).getByRole('article', { name: `Port ${port}` });
const linkedToon = (page: Page, name: string) =>
  main(page).getByRole('region', { name: 'Your linked Toons' }).getByRole('listitem', { name });

/** How often the page asks a linked game for its data again (the page's clock is driven past it). */
const REFRESH_MS = 30_000;

let simulator: ToonLinkSimulator;

/** Like the game: answers only when asked, on ::1 and 127.0.0.1, and drops requests made before consent. */
const GAME_LIKE: SimulatorOptions = { toons: 2, consentDelayMs: 100, dropBeforeConsent: true };

async function restartSimulator(options: SimulatorOptions): Promise<void> {
  await simulator.stop();
  simulator = await startToonLinkSimulator({ ...GAME_LIKE, ...options });
}

test.beforeEach(async ({ page }) => {
  // The page's timers run on a clock the test can move on (the 30 s refresh), flowing as usual otherwise.
  await page.clock.install();
  // The page's own ToonLink events, collected for the analytics checks.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { trackedEvents: seen });
    window.addEventListener('trinket:analytics', (event) => {
      seen.push((event as CustomEvent<{ name: string }>).detail.name);
    });
  });
  simulator = await startToonLinkSimulator(GAME_LIKE);
});

test.afterEach(async () => {
  await simulator.stop();
});

/** The stored `isLinked` of the signed-out visitor's toons, by name. */
async function storedLinkFlags(page: Page): Promise<Record<string, unknown>> {
  const stored = await page.evaluate(() => window.localStorage.getItem('trinket.toons.visitor') ?? '{}');
  const toons = Object.values(JSON.parse(stored) as Record<string, { name: string; isLinked: unknown }>);
  return Object.fromEntries(toons.map((toon) => [toon.name, toon.isLinked]));
}

function trackedEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { trackedEvents: string[] }).trackedEvents);
}

/** Turns ToonLink on and waits until both simulated toons are linked. */
async function enableAndLinkBoth(page: Page): Promise<void> {
  await page.goto('/toonlink');
  await expect(main(page).getByRole('heading', { name: 'ToonLink', level: 1 })).toBeVisible();
  await expect(linkSwitch(page)).not.toBeChecked();
  await linkSwitch(page).check();
  const [first, second] = simulator.toons;
  if (!first || !second) throw new Error('the simulator serves two toons');
  await expect(portCard(page, first.port)).toContainText(`Linked · ${first.name}`);
  await expect(portCard(page, second.port)).toContainText(`Linked · ${second.name}`);
  await expect(main(page).getByText('2 Toons linked')).toBeVisible();
  await expect(linkedToon(page, first.name)).toContainText('Linked now');
  await expect(linkedToon(page, second.name)).toContainText('Linked now');
  await expect(portCard(page, first.port)).toContainText('Laff');
  await expect(portCard(page, first.port)).toContainText('Silly Street, Toontown Central');
  await expect
    .poll(() => trackedEvents(page))
    .toEqual(expect.arrayContaining(['toon_link_enable', 'link_toon']));
}

test('the Content-Security-Policy lets the page link the game windows: no violation while linked', async ({
  page,
}) => {
  const policy = await watchPolicy(page);
  await enableAndLinkBoth(page);
  expect(await policy.violations()).toEqual([]);
});

/** Whether the page keeps toons in the account (then browser storage holds none). */
async function isSignedIn(page: Page): Promise<boolean> {
  return (await storedFirebaseUser(page)) !== null;
}

/** A new fish, a malformed frame, a toon logging off, then ToonLink off: checked on the page. */
async function playThroughChanges(page: Page): Promise<string> {
  const [first, second] = simulator.toons;
  if (!first || !second) throw new Error('the simulator serves two toons');

  // The game answers only when asked: a change shows at the page's next 30 s refresh, not before.
  const { fish } = simulator.changeToon(first.port, 'fish');
  if (!fish) throw new Error('the simulated toon caught no new fish');
  const answers = simulator.answerCount();
  await page.clock.fastForward(REFRESH_MS - 2_000);
  await expect(portCard(page, first.port)).not.toContainText(`New fish: ${fish}`);
  expect(simulator.answerCount()).toBe(answers);
  await page.clock.fastForward(2_000);
  await expect(portCard(page, first.port)).toContainText(`New fish: ${fish}`);
  await expect.poll(() => trackedEvents(page)).toContain('link_toon_update');

  simulator.sendMalformed(second.port, 'invalid-json');
  await page.clock.fastForward(REFRESH_MS);
  await expect(main(page).getByText('Ignored frames: 1')).toBeVisible();
  await expect(portCard(page, second.port)).toContainText('Ignored frames from this port: 1');
  await expect(portCard(page, second.port)).toContainText(`Linked · ${second.name}`);

  await simulator.closeToon(second.port);
  await expect(linkedToon(page, second.name)).toContainText('Not linked');
  await expect(linkedToon(page, first.name)).toContainText('Linked now');
  await expect(main(page).getByText('1 Toon linked')).toBeVisible();
  if (!(await isSignedIn(page))) {
    // Browser storage says so too (issue 19 item 19): the closed game's toon is no longer linked.
    await expect.poll(() => storedLinkFlags(page)).toEqual({ [first.name]: true, [second.name]: false });
  }

  // The choice is remembered across a reload, and the link comes back by itself.
  await page.reload();
  await expect(linkSwitch(page)).toBeChecked();
  await expect(portCard(page, first.port)).toContainText(`Linked · ${first.name}`);

  await linkSwitch(page).uncheck();
  await expect(main(page).getByText('ToonLink is off')).toBeVisible();
  await expect(linkedToon(page, first.name)).toContainText('Not linked');
  await expect.poll(() => simulator.connectedClients(first.port)).toBe(0);
  if (!(await isSignedIn(page))) {
    await expect.poll(() => storedLinkFlags(page)).toEqual({ [first.name]: false, [second.name]: false });
  }
  await page.reload();
  await expect(linkSwitch(page)).not.toBeChecked();
  return fish;
}

/** The fishing album of the toon shows the fish ToonLink read, marked verified. */
async function expectVerifiedFish(page: Page, toonName: string, fish: string): Promise<void> {
  await page.goto('/fishing');
  await main(page).getByLabel('Toon', { exact: true }).selectOption({ label: toonName });
  const species = main(page).locator('li', { has: page.getByText(fish, { exact: true }) });
  await expect(species).toContainText('Caught');
  await expect(species.getByText('Verified')).toBeVisible();
}

test('a signed-out visitor links two toons, sees changes, and turns ToonLink off', async ({ page }) => {
  await enableAndLinkBoth(page);
  const fish = await playThroughChanges(page);
  const first = simulator.toons[0];
  if (!first) throw new Error('the simulator serves a toon');
  await expectVerifiedFish(page, first.name, fish);

  // Kept in this browser: both toons, linked once (toonId) and verified.
  const stored = await page.evaluate(() => window.localStorage.getItem('trinket.toons.visitor') ?? '{}');
  const toons = Object.values(JSON.parse(stored) as Record<string, { toonId: string; verifiedAt: string }>);
  expect(toons.map((toon) => toon.toonId).sort()).toEqual(simulator.toons.map((toon) => toon.id).sort());
  expect(toons.every((toon) => toon.verifiedAt !== null)).toBe(true);
});

test("a registered user's linked toons are saved in the account", async ({ page }) => {
  await signUp(page, uniqueEmail('toonlink'));
  await expect(page).toHaveURL(/\/profile$/);
  await enableAndLinkBoth(page);
  await expect(main(page).getByText(/saved in your account/)).toBeVisible();
  const fish = await playThroughChanges(page);
  const first = simulator.toons[0];
  if (!first) throw new Error('the simulator serves a toon');
  await expectVerifiedFish(page, first.name, fish);

  const user = await storedFirebaseUser(page);
  const response = await page.request.get('/api/toons', {
    headers: { authorization: `Bearer ${user?.token}` },
  });
  expect(response.status()).toBe(200);
  const { toons } = (await response.json()) as {
    toons: Array<{
      name: string;
      toonId: string | null;
      isVerified: boolean;
      fish2: Record<string, unknown>;
    }>;
  };
  expect(toons.map((toon) => toon.toonId).sort()).toEqual(simulator.toons.map((toon) => toon.id).sort());
  expect(toons.every((toon) => toon.isVerified)).toBe(true);
  expect(Object.keys(toons.find((toon) => toon.name === first.name)?.fish2 ?? {})).toHaveLength(5);
});

test('a denied consent links nothing and says the link was refused in the game, and how to allow it', async ({
  page,
}) => {
  simulator.setConsent('deny');
  await page.goto('/toonlink');
  await linkSwitch(page).check();
  await expect.poll(() => simulator.deniedCount()).toBeGreaterThanOrEqual(2);
  // The game closed both sockets: nothing is linked and no toon was created.
  await expect(main(page).getByText('0 Toons linked')).toBeVisible();
  await expect(main(page).getByText('No Toon linked yet')).toBeVisible();
  for (const toon of simulator.toons) {
    await expect(portCard(page, toon.port)).toContainText('The link was refused in the game.');
    await expect(portCard(page, toon.port)).toContainText(/this page asks again .*allow it/);
  }
  // Those ports are not said to have no game.
  await expect(main(page).getByText(/No game on ports? 1549/)).toBeVisible();
  await expect(main(page).getByText(/No game on ports? [^.]*154[78]/)).toHaveCount(0);

  // Allowed the next time the game asks: linked.
  simulator.setConsent('accept');
  const first = simulator.toons[0];
  if (!first) throw new Error('the simulator serves a toon');
  await page.clock.fastForward(REFRESH_MS);
  await expect(portCard(page, first.port)).toContainText(`Linked · ${first.name}`);
});

test('the first data arrives within about two seconds of the player allowing the link', async ({ page }) => {
  // The player reads the prompt for a while; the game drops the page's requests made meanwhile.
  await restartSimulator({ consent: 'ask', dropBeforeConsent: true });
  await page.goto('/toonlink');
  await linkSwitch(page).check();
  const [first, second] = simulator.toons;
  if (!first || !second) throw new Error('the simulator serves two toons');
  await expect(portCard(page, first.port)).toContainText('allow the link in the game’s prompt');
  await expect.poll(() => simulator.pendingPrompts()).toBe(2);
  await page.waitForTimeout(1_500);
  expect(simulator.answerCount()).toBe(0);

  expect(simulator.answerPrompts('accept')).toBe(2);
  await expect(portCard(page, first.port)).toContainText(`Linked · ${first.name}`, { timeout: 2_500 });
  await expect(portCard(page, second.port)).toContainText(`Linked · ${second.name}`, { timeout: 500 });
});

for (const host of ['::1', '127.0.0.1']) {
  test(`a game listening only on ${host} is linked (the page connects to localhost)`, async ({ page }) => {
    await restartSimulator({ toons: 1, hosts: [host] });
    const [first] = simulator.toons;
    if (!first) throw new Error('the simulator serves a toon');
    await page.goto('/toonlink');
    await linkSwitch(page).check();
    await expect(portCard(page, first.port)).toContainText(`Linked · ${first.name}`);
    expect(simulator.wrongHostCount()).toBe(0);
  });
}

test('a toon the game sends without an id is linked by name, unverified, and says why', async ({ page }) => {
  await restartSimulator({ toons: 1, withIds: false });
  const [first] = simulator.toons;
  if (!first) throw new Error('the simulator serves a toon');
  await page.goto('/toonlink');
  await linkSwitch(page).check();
  await expect(portCard(page, first.port)).toContainText(`Linked · ${first.name}`);
  await expect(portCard(page, first.port)).toContainText('Not verified: the game sent no Toon id');
  await expect(main(page).getByText('1 Toon linked')).toBeVisible();
  await expect(linkedToon(page, first.name)).toContainText('Linked now');
  await expect(linkedToon(page, first.name)).toContainText('Not verified');
  await expect(linkedToon(page, first.name).getByText('Verified', { exact: true })).toHaveCount(0);
  await expect(main(page).getByText('Ignored frames: 0')).toBeVisible();

  // Saved in this browser by name: no game toon id, nothing verified, the game's fish as own entries.
  await expect
    .poll(async () => {
      const stored = await page.evaluate(() => window.localStorage.getItem('trinket.toons.visitor') ?? '{}');
      return Object.values(
        JSON.parse(stored) as Record<
          string,
          { name: string; toonId: unknown; verifiedAt: unknown; isLinked: unknown; fish: object }
        >,
      ).map((toon) => ({
        name: toon.name,
        toonId: toon.toonId,
        verifiedAt: toon.verifiedAt,
        isLinked: toon.isLinked,
        fish: Object.keys(toon.fish).length,
      }));
    })
    .toEqual([{ name: first.name, toonId: null, verifiedAt: null, isLinked: true, fish: 4 }]);

  // The game closes: no longer linked, on screen and in storage.
  await simulator.closeToon(first.port);
  await expect(main(page).getByText('0 Toons linked')).toBeVisible();
  await expect.poll(() => storedLinkFlags(page)).toEqual({ [first.name]: false });
});

test("a registered user's toon sent without an id is saved in the account unverified", async ({ page }) => {
  await restartSimulator({ toons: 1, withIds: false });
  const [first] = simulator.toons;
  if (!first) throw new Error('the simulator serves a toon');
  await signUp(page, uniqueEmail('toonlink-noid'));
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/toonlink');
  await linkSwitch(page).check();
  await expect(portCard(page, first.port)).toContainText('Not verified: the game sent no Toon id');
  await expect(linkedToon(page, first.name)).toContainText('Linked now');

  const user = await storedFirebaseUser(page);
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/toons', {
        headers: { authorization: `Bearer ${user?.token}` },
      });
      const { toons } = (await response.json()) as {
        toons: Array<{ name: string; toonId: string | null; isVerified: boolean; fish: object }>;
      };
      return toons.map((toon) => ({
        name: toon.name,
        toonId: toon.toonId,
        isVerified: toon.isVerified,
        fish: Object.keys(toon.fish).length,
      }));
    })
    .toEqual([{ name: first.name, toonId: null, isVerified: false, fish: 4 }]);
});
