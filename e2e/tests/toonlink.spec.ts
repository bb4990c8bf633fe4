import { expect, type Page, test } from '@playwright/test';
import { startToonLinkSimulator, type ToonLinkSimulator } from '../../scripts/toonlink-sim/simulator.mjs';
import { signUp, storedFirebaseUser, uniqueEmail } from '../support/accounts';

const main = (page: Page) => page.getByRole('main');
const linkSwitch = (page: Page) => main(page).getByRole('switch', { name: /Link my running game/ });
const portCard = (page: Page, port: number) => main(page).getByRole('article', { name: `Port ${port}` });
const linkedToon = (page: Page, name: string) =>
  main(page).getByRole('region', { name: 'Your linked Toons' }).getByRole('listitem', { name });

let simulator: ToonLinkSimulator;

test.beforeEach(async ({ page }) => {
  // The page's own ToonLink events, collected for the analytics checks.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { trackedEvents: seen });
    window.addEventListener('trinket:analytics', (event) => {
      seen.push((event as CustomEvent<{ name: string }>).detail.name);
    });
  });
  simulator = await startToonLinkSimulator({ toons: 2, consentDelayMs: 100 });
});

test.afterEach(async () => {
  await simulator.stop();
});

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

/** A new fish, a malformed frame, a toon logging off, then ToonLink off: checked on the page. */
async function playThroughChanges(page: Page): Promise<string> {
  const [first, second] = simulator.toons;
  if (!first || !second) throw new Error('the simulator serves two toons');

  const { fish } = simulator.changeToon(first.port, 'fish');
  if (!fish) throw new Error('the simulated toon caught no new fish');
  await expect(portCard(page, first.port)).toContainText(`New fish: ${fish}`);
  await expect.poll(() => trackedEvents(page)).toContain('link_toon_update');

  simulator.sendMalformed(second.port, 'invalid-json');
  await expect(main(page).getByText('Ignored frames: 1')).toBeVisible();
  await expect(portCard(page, second.port)).toContainText('Ignored frames from this port: 1');
  await expect(portCard(page, second.port)).toContainText(`Linked · ${second.name}`);

  await simulator.closeToon(second.port);
  await expect(linkedToon(page, second.name)).toContainText('Not linked');
  await expect(linkedToon(page, first.name)).toContainText('Linked now');
  await expect(main(page).getByText('1 Toon linked')).toBeVisible();

  // The choice is remembered across a reload, and the link comes back by itself.
  await page.reload();
  await expect(linkSwitch(page)).toBeChecked();
  await expect(portCard(page, first.port)).toContainText(`Linked · ${first.name}`);

  await linkSwitch(page).uncheck();
  await expect(main(page).getByText('ToonLink is off')).toBeVisible();
  await expect(linkedToon(page, first.name)).toContainText('Not linked');
  await expect.poll(() => simulator.connectedClients(first.port)).toBe(0);
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

test('a denied consent links nothing', async ({ page }) => {
  simulator.setConsent('deny');
  await page.goto('/toonlink');
  await linkSwitch(page).check();
  await expect.poll(() => simulator.deniedCount()).toBeGreaterThanOrEqual(2);
  // The game closed both sockets: nothing is linked and no toon was created.
  await expect(main(page).getByText('0 Toons linked')).toBeVisible();
  await expect(main(page).getByText('No Toon linked yet')).toBeVisible();
});
