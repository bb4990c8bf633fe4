import { expect, type Page, test } from '@playwright/test';
import { startToonLinkSimulator, type ToonLinkSimulator } from '../../stand-ins/toonlink-sim/simulator.mjs';
import { signUp, storedFirebaseUser, uniqueEmail } from '../support/accounts';

// Issue 30 item 6: two game windows whose Toons share a name and send no toon id (as the game's
// local API doc describes it) stay two of the player's Toons, each with its own fish album, until
// the player says on the page that they are one Toon. Then they are combined, nothing lost.

const main = (page: Page) => page.getByRole('main');
const linkSwitch = (page: Page) => main(page).getByRole('switch', { name: /Link my running game/ });
const portCard = (page: Page, port: number) => main(page).getByRole('article', { name: `Port ${port}` });
const notice = (page: Page, name: string) =>
  main(page).getByRole('region', { name: `Two Toons named ${name}?` });

/** How often the page asks a linked game for its data again (the page's clock is driven past it). */
const REFRESH_MS = 30_000;

let simulator: ToonLinkSimulator;

/** The shared name: both windows show the first sample toon's name. */
function sameName(): { name: string; ports: [number, number] } {
  const [first, second] = simulator.toons;
  if (!first || !second) throw new Error('the simulator serves two toons');
  return { name: first.name, ports: [first.port, second.port] };
}

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  // Two windows, no toon ids, each with its own album; the second shows the first one's name.
  simulator = await startToonLinkSimulator({
    toons: 2,
    withIds: false,
    consentDelayMs: 100,
    dropBeforeConsent: true,
  });
  const { name, ports } = sameName();
  // Only the fish matter here: golf and racing are left out (the albums tell the two Toons apart).
  const fishOnly = (data: { golf?: unknown; racing?: unknown }) => ({ ...data, golf: null, racing: null });
  simulator.setAnswerTransform(ports[0], fishOnly);
  simulator.setAnswerTransform(ports[1], (data) => ({ ...fishOnly(data), toon: { ...data.toon, name } }));
});

test.afterEach(async () => {
  await simulator.stop();
});

interface StoredToon {
  id: string;
  name: string;
  toonId: string | null;
  fish: Record<string, unknown>;
}

/** The signed-out visitor's toons as this browser keeps them, oldest first. */
async function browserToons(page: Page): Promise<StoredToon[]> {
  const stored = await page.evaluate(() => window.localStorage.getItem('trinket.toons.visitor') ?? '{}');
  return Object.values(JSON.parse(stored) as Record<string, StoredToon>).sort(
    (a, b) => Number(a.id) - Number(b.id),
  );
}

/** The registered player's toons as the api keeps them. */
async function accountToons(page: Page): Promise<StoredToon[]> {
  const user = await storedFirebaseUser(page);
  const response = await page.request.get('/api/toons', {
    headers: { authorization: `Bearer ${user?.token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { toons: StoredToon[] }).toons;
}

const albums = (toons: StoredToon[]) =>
  toons.map((toon) => ({ name: toon.name, toonId: toon.toonId, fish: Object.keys(toon.fish).sort() }));

/** Both windows linked, shown as two Toons of one name, and the page saying so. */
async function linkBothAndSeeThemKeptApart(page: Page): Promise<void> {
  const { name, ports } = sameName();
  await page.goto('/toonlink');
  await linkSwitch(page).check();
  await expect(portCard(page, ports[0])).toContainText(`Linked · ${name}`);
  await expect(portCard(page, ports[1])).toContainText(`Linked · ${name}`);
  await expect(main(page).getByText('2 Toons linked')).toBeVisible();
  await expect(notice(page, name)).toContainText(
    `Two game windows (ports ${ports[0]} and ${ports[1]}) show Toons named ${name}.`,
  );
  await expect(notice(page, name)).toContainText('they are kept apart as 2 Toons');
  // On a phone the notice fits the screen.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await notice(page, name).screenshot({ path: 'reports/test-results/same-name-notice-360.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  const linked = main(page)
    .getByRole('region', { name: 'Your linked Toons' })
    .getByRole('listitem', { name });
  await expect(linked).toHaveCount(2);
  for (const item of await linked.all()) await expect(item).toContainText('Linked now');
  // Each says which window it is.
  for (const port of ports) {
    await expect(linked.filter({ hasText: `(the window on port ${port})` })).toHaveCount(1);
  }
}

/** The player says the two are one Toon, confirms, and the page says it is done. */
async function combineOnThePage(page: Page): Promise<void> {
  const { name } = sameName();
  const ask = notice(page, name).getByRole('button', { name: 'They are the same Toon' });
  await ask.click();
  await expect(ask).toHaveAttribute('aria-expanded', 'true');
  await expect(notice(page, name)).toContainText('Nothing either of them holds is lost');
  // Keeping them apart changes nothing.
  await notice(page, name).getByRole('button', { name: 'Keep them apart' }).click();
  await expect(ask).toBeFocused();
  await ask.click();
  await notice(page, name).getByRole('button', { name: 'Combine into one Toon' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'are now one Toon' })).toContainText(
    `The Toons named ${name} are now one Toon`,
  );
  await expect(notice(page, name)).toHaveCount(0);
}

test('two windows with Toons of one name and no ids stay two Toons, each album its own, until the player combines them', async ({
  page,
}) => {
  const { name, ports } = sameName();
  await linkBothAndSeeThemKeptApart(page);

  // Kept in this browser as two unverified Toons of that name, each with its own window's fish.
  await expect.poll(async () => (await browserToons(page)).length).toBe(2);
  const [firstToon, secondToon] = await browserToons(page);
  if (!firstToon || !secondToon) throw new Error('expected two toons');
  const firstFish = Object.keys(firstToon.fish);
  const secondFish = Object.keys(secondToon.fish);
  expect(firstFish.length).toBeGreaterThan(0);
  expect(secondFish.length).toBeGreaterThan(0);
  expect(firstFish.filter((key) => secondFish.includes(key))).toEqual([]);
  expect(albums([firstToon, secondToon]).map(({ name: stored, toonId }) => ({ stored, toonId }))).toEqual([
    { stored: name, toonId: null },
    { stored: name, toonId: null },
  ]);

  // Your Toons shows both; each album on the fishing page is its own.
  await page.goto('/profile');
  await expect(main(page).getByRole('article', { name })).toHaveCount(2);
  // Going from page to page (a full load here) each window goes back to its own Toon.
  await expect.poll(async () => albums(await browserToons(page))).toEqual(albums([firstToon, secondToon]));
  await page.goto('/fishing');
  const picker = main(page).getByLabel('Toon', { exact: true });
  await picker.selectOption(firstToon.id);
  await expect(main(page)).toContainText(`${firstFish.length} of 70 species caught`);
  await picker.selectOption(secondToon.id);
  await expect(main(page)).toContainText(`${secondFish.length} of 70 species caught`);

  // The player says they are one Toon: the older one keeps both albums, the other goes.
  await page.goto('/toonlink');
  await expect(notice(page, name)).toBeVisible();
  await combineOnThePage(page);
  const bothAlbums = [...firstFish, ...secondFish].sort();
  await expect
    .poll(async () => albums(await browserToons(page)))
    .toEqual([{ name, toonId: null, fish: bothAlbums }]);
  const linked = main(page)
    .getByRole('region', { name: 'Your linked Toons' })
    .getByRole('listitem', { name });
  await expect(linked).toHaveCount(1);
  await expect(linked).toContainText('Linked now');
  await expect(portCard(page, ports[0])).toContainText(`Linked · ${name}`);
  await expect(portCard(page, ports[1])).toContainText(`Linked · ${name}`);

  // From now on both windows update that one Toon, after a reload too. The second window's first
  // catches are species the first one had; a few more reach species neither had.
  for (let catches = 0; catches < 7; catches += 1) {
    if (!simulator.changeToon(ports[1], 'fish').fish) throw new Error('the second window caught no new fish');
  }
  await page.clock.fastForward(REFRESH_MS);
  await expect
    .poll(async () =>
      (await browserToons(page)).map((toon) => Object.keys(toon.fish).length > bothAlbums.length),
    )
    .toEqual([true]);
  await page.reload();
  await expect(portCard(page, ports[1])).toContainText(`Linked · ${name}`);
  await expect(portCard(page, ports[0])).toContainText(`Linked · ${name}`);
  await expect(notice(page, name)).toHaveCount(0);
  expect(await browserToons(page)).toHaveLength(1);

  // The player takes it back: nothing saved changes, and from the next update one window gets a
  // Toon of its own again (the page asks again whether they are one).
  const shared = main(page).getByRole('region', { name: `One Toon named ${name}` });
  await expect(shared).toContainText('You said they are the same Toon');
  await shared.getByRole('button', { name: 'They are different Toons' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'kept apart again' })).toBeVisible();
  const combined = (await browserToons(page))[0];
  await page.clock.fastForward(REFRESH_MS);
  await expect(notice(page, name)).toBeVisible();
  await expect.poll(async () => (await browserToons(page)).length).toBe(2);
  const [kept] = await browserToons(page);
  expect(kept && Object.keys(kept.fish).sort()).toEqual(combined && Object.keys(combined.fish).sort());
});

test("a registered player's two windows of one name are two Toons in the account until combined", async ({
  page,
}) => {
  const { name } = sameName();
  await signUp(page, uniqueEmail('same-name'));
  await expect(page).toHaveURL(/\/profile$/);
  await linkBothAndSeeThemKeptApart(page);

  await expect.poll(async () => (await accountToons(page)).length).toBe(2);
  const [one, two] = await accountToons(page);
  if (!one || !two) throw new Error('expected two toons');
  const oneFish = Object.keys(one.fish);
  const twoFish = Object.keys(two.fish);
  expect(oneFish.length).toBeGreaterThan(0);
  expect(twoFish.length).toBeGreaterThan(0);
  expect(oneFish.filter((key) => twoFish.includes(key))).toEqual([]);
  expect([one.name, two.name, one.toonId, two.toonId]).toEqual([name, name, null, null]);

  await combineOnThePage(page);
  await expect
    .poll(async () => albums(await accountToons(page)))
    .toEqual([{ name, toonId: null, fish: [...oneFish, ...twoFish].sort() }]);
  // Nothing is left in the browser: the account keeps the Toon.
  expect(await browserToons(page)).toEqual([]);
});
