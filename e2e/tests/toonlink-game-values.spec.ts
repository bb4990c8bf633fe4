import { expect, type Page, type Response, test } from '@playwright/test';
import { FISH_SPECIES } from 'trinket-game/data';
import { startToonLinkSimulator, type ToonLinkSimulator } from '../../stand-ins/toonlink-sim/simulator.mjs';
import { signUp, storedFirebaseUser, uniqueEmail } from '../support/accounts';

// Issue 30 items 1 and 3: game windows that send values the site's tables do not know (an unknown
// fish genus, a fish heavier than its species, an unknown golf statistic), a count above the
// original game's field width (300 total wins), no toon id, or a numeric toon id. Every toon links;
// every valid value is saved and shown; each refused value is listed in words on the port card and
// the toon's dashboard (also once the game has closed), and is neither stored nor verified.

const main = (page: Page) => page.getByRole('main');
const linkSwitch = (page: Page) => main(page).getByRole('switch', { name: /Link my running game/ });
const portCard = (page: Page, port: number) => main(page).getByRole('article', { name: `Port ${port}` });
const refusedList = (page: Page) => main(page).getByRole('region', { name: /Not saved from the game/ });

/** How often the page asks a linked game for its data again (the page's clock is driven past it). */
const REFRESH_MS = 30_000;

/** Like the game: answers only when asked, and drops requests made before the player allowed the link. */
const GAME_LIKE = { consentDelayMs: 100, dropBeforeConsent: true };

/** The species a sample toon starts with (stand-ins/toonlink-sim/sample-toons.mjs, startingFish). */
const startingFish = (index: number) => FISH_SPECIES.slice(index * 7, index * 7 + 4 + index);

type GameData = {
  toon: Record<string, unknown>;
  fish: { collection: Record<string, { name?: string; album: Record<string, { weight?: number }> }> };
  golf: { name: string; num: number }[];
  racing: { name: string; num: number }[];
};

type StoredToon = {
  name: string;
  toonId: string | null;
  verifiedAt: string | null;
  fish: Record<string, { weight: number }>;
  fish2: Record<string, unknown>;
  golf: Record<string, number>;
  racing: Record<string, number>;
  verified: Record<string, { value: number }>;
};

let simulator: ToonLinkSimulator;

test.afterEach(async () => {
  await simulator?.stop();
});

/** The signed-out visitor's toons as this browser keeps them, by name. */
async function storedToons(page: Page): Promise<Record<string, StoredToon>> {
  const stored = await page.evaluate(() => window.localStorage.getItem('trinket.toons.visitor') ?? '{}');
  const toons = Object.values(JSON.parse(stored) as Record<string, StoredToon>);
  return Object.fromEntries(toons.map((toon) => [toon.name, toon]));
}

/** Every report the page sends to the api's refusal log. */
function refusalReports(page: Page): Response[] {
  const reports: Response[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/toonlink/refusals')) reports.push(response);
  });
  return reports;
}

async function turnOnToonLink(page: Page): Promise<void> {
  await page.goto('/toonlink');
  await expect(linkSwitch(page)).not.toBeChecked();
  await linkSwitch(page).check();
}

test('a toon keeps every valid value when its game sends values the site refuses, and lists each refused one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  simulator = await startToonLinkSimulator({ toons: 5, ...GAME_LIKE });
  const [fishGenus, heavyFish, golfStat, manyWins, noId] = simulator.toons;
  if (!fishGenus || !heavyFish || !golfStat || !manyWins || !noId) throw new Error('five toons');
  const heavy = startingFish(1)[0];
  if (!heavy) throw new Error('the second toon starts with fish');

  // Each window sends one of the shapes of issue 30.
  simulator.setAnswerTransform(fishGenus.port, (data: GameData) => {
    data.fish.collection['99'] = { name: 'Mystery Fish', album: { '0': { weight: 20 } } };
    return data;
  });
  simulator.setAnswerTransform(heavyFish.port, (data: GameData) => {
    const genus = data.fish.collection[String(heavy.genusId)];
    const species = genus?.album[String(heavy.speciesId)];
    if (species) species.weight = 400;
    return data;
  });
  simulator.setAnswerTransform(golfStat.port, (data: GameData) => {
    data.golf.push({ name: 'Foo', num: 7 });
    return data;
  });
  simulator.setAnswerTransform(manyWins.port, (data: GameData) => {
    data.racing = data.racing.map((stat) => (stat.name === 'Total Wins' ? { ...stat, num: 300 } : stat));
    return data;
  });
  simulator.setAnswerTransform(noId.port, (data: GameData) => {
    delete data.toon.id;
    return data;
  });
  const reports = refusalReports(page);

  await turnOnToonLink(page);
  for (const toon of simulator.toons) {
    await expect(portCard(page, toon.port)).toContainText(`Linked · ${toon.name}`);
  }
  await expect(main(page).getByText('5 Toons linked')).toBeVisible();

  // Each port card lists its refused value in words; the others list none; nothing is ignored.
  const heavyRange = `${heavy.minWeightLb * 16} to ${heavy.maxWeightLb * 16} oz`;
  await expect(portCard(page, fishGenus.port)).toContainText(
    "Not saved: fish 99-0 is not in the site's fish table",
  );
  await expect(portCard(page, heavyFish.port)).toContainText(
    `Not saved: a ${heavy.name} weighs from ${heavyRange}; the game sent 400 oz`,
  );
  await expect(portCard(page, golfStat.port)).toContainText(
    'Not saved: golf statistic "Foo" is not one the site knows',
  );
  for (const toon of [manyWins, noId]) {
    await expect(portCard(page, toon.port).getByText(/Not saved from the game/)).toHaveCount(0);
  }
  await expect(main(page).getByText(/Ignored frames(?: from this port)?: [1-9]/)).toHaveCount(0);

  // What this browser keeps: every valid value, none of the refused ones (saved or verified).
  await expect
    .poll(async () => Object.keys(await storedToons(page)).sort())
    .toEqual(simulator.toons.map((toon) => toon.name).sort());
  await expect.poll(async () => (await storedToons(page))[manyWins.name]?.racing['Total Wins']).toBe(300);
  const stored = await storedToons(page);
  const keys = (index: number) =>
    startingFish(index)
      .map((species) => species.key)
      .sort();
  expect(Object.keys(stored[fishGenus.name]?.fish ?? {}).sort()).toEqual(keys(0));
  expect(Object.keys(stored[fishGenus.name]?.fish2 ?? {}).sort()).toEqual(keys(0));
  const heavyKept = keys(1).filter((key) => key !== heavy.key);
  expect(Object.keys(stored[heavyFish.name]?.fish ?? {}).sort()).toEqual(heavyKept);
  expect(Object.keys(stored[heavyFish.name]?.fish2 ?? {}).sort()).toEqual(heavyKept);
  expect(stored[golfStat.name]?.golf).not.toHaveProperty('Foo');
  expect(stored[golfStat.name]?.golf).toHaveProperty('Courses Completed');
  expect(Object.keys(stored[golfStat.name]?.verified ?? {})).not.toContain('golf:Foo');
  expect(stored[manyWins.name]?.verified['racing:Total Wins']?.value).toBe(300);
  expect(stored[noId.name]?.toonId).toBeNull();
  expect(Object.keys(stored[noId.name]?.fish ?? {}).sort()).toEqual(keys(4));

  // The api was told once per toon with refusals, and confirmed each with its own check.
  await expect.poll(() => reports.length).toBe(3);
  for (const report of reports) expect(await report.json()).toEqual({ confirmed: 1 });
  // The next reads send the same values: nothing is reported again.
  await page.clock.fastForward(REFRESH_MS);
  await expect(portCard(page, fishGenus.port)).toContainText('Not saved: fish 99-0');
  await page.clock.fastForward(REFRESH_MS);
  expect(reports).toHaveLength(3);

  // Shown on the toons' pages: 300 wins on /racing, the golf and fish the game sent.
  await page.goto('/racing');
  await main(page).getByLabel('Toon', { exact: true }).selectOption({ label: manyWins.name });
  await expect(main(page).getByLabel('Total Wins', { exact: true })).toHaveValue('300');
  await page.goto('/golfing');
  await main(page).getByLabel('Toon', { exact: true }).selectOption({ label: golfStat.name });
  await expect(main(page).getByLabel('Courses Completed', { exact: true })).toHaveValue(
    String(stored[golfStat.name]?.golf['Courses Completed']),
  );
  await page.goto('/fishing');
  await main(page).getByLabel('Toon', { exact: true }).selectOption({ label: heavyFish.name });
  const albumEntry = (name: string) =>
    main(page).locator('li', { has: page.getByText(name, { exact: true }) });
  await expect(albumEntry(heavy.name)).toContainText('Not caught yet');
  for (const species of startingFish(1).slice(1))
    await expect(albumEntry(species.name)).toContainText('Caught');
  await main(page).getByLabel('Toon', { exact: true }).selectOption({ label: noId.name });
  for (const species of startingFish(4)) await expect(albumEntry(species.name)).toContainText('Caught');

  // Your Toons lists all five; each toon's dashboard lists its refused value in words.
  await page.goto('/profile');
  for (const toon of simulator.toons) {
    await expect(main(page).getByRole('heading', { level: 2, name: toon.name })).toBeVisible();
  }
  const dashboards: [string, string][] = [
    [fishGenus.name, "Not saved: fish 99-0 is not in the site's fish table"],
    [heavyFish.name, `Not saved: a ${heavy.name} weighs from ${heavyRange}; the game sent 400 oz`],
    [golfStat.name, 'Not saved: golf statistic "Foo" is not one the site knows'],
  ];
  for (const [name, rule] of dashboards) {
    await page.goto('/profile');
    await main(page)
      .getByRole('link', { name: `Dashboard of ${name}` })
      .click();
    await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(refusedList(page).getByRole('listitem')).toHaveText([rule]);
  }

  // Once the game has closed, the dashboard still lists them, beside the last snapshot.
  await simulator.closeToon(golfStat.port);
  await page.reload();
  await expect(main(page).getByRole('status').filter({ hasText: 'Last snapshot' })).toBeVisible();
  await expect(refusedList(page).getByRole('listitem')).toHaveText([dashboards[2]?.[1] ?? '']);
});

test('a game that sends a numeric toon id links its toon and verifies it, in the account', async ({
  page,
}) => {
  test.setTimeout(90_000);
  simulator = await startToonLinkSimulator({ toons: 1, ...GAME_LIKE });
  const [toon] = simulator.toons;
  if (!toon) throw new Error('one toon');
  simulator.setAnswerTransform(toon.port, (data: GameData) => {
    data.toon.id = 1234567;
    data.fish.collection['99'] = { name: 'Mystery Fish', album: { '0': { weight: 20 } } };
    return data;
  });

  await signUp(page, uniqueEmail('toonlink-numeric-id'));
  await expect(page).toHaveURL(/\/profile$/);
  await turnOnToonLink(page);
  await expect(portCard(page, toon.port)).toContainText(`Linked · ${toon.name}`);
  await expect(portCard(page, toon.port)).toContainText('(1234567)');
  await expect(portCard(page, toon.port)).toContainText(
    "Not saved: fish 99-0 is not in the site's fish table",
  );
  await expect(main(page).getByText(/Ignored frames(?: from this port)?: [1-9]/)).toHaveCount(0);
  await expect(main(page).getByText(/allow the link in the game/)).toHaveCount(0);

  // The account's toon: linked to the game toon by its id's text, verified, without the refused fish.
  const user = await storedFirebaseUser(page);
  type AccountToon = {
    name: string;
    toonId: string | null;
    isVerified: boolean;
    fish: Record<string, unknown>;
    fish2: Record<string, unknown>;
  };
  const accountToon = async (): Promise<AccountToon | undefined> => {
    const response = await page.request.get('/api/toons', {
      headers: { authorization: `Bearer ${user?.token}` },
    });
    expect(response.status()).toBe(200);
    const { toons } = (await response.json()) as { toons: AccountToon[] };
    return toons.find((candidate) => candidate.name === toon.name);
  };
  await expect.poll(async () => (await accountToon())?.isVerified).toBe(true);
  const saved = await accountToon();
  expect(saved?.toonId).toBe('1234567');
  const kept = startingFish(0)
    .map((species) => species.key)
    .sort();
  expect(Object.keys(saved?.fish ?? {}).sort()).toEqual(kept);
  expect(Object.keys(saved?.fish2 ?? {}).sort()).toEqual(kept);

  await page.goto('/profile');
  await expect(main(page).getByRole('heading', { level: 2, name: toon.name })).toContainText('Verified');
  await main(page)
    .getByRole('link', { name: `Dashboard of ${toon.name}` })
    .click();
  await expect(refusedList(page).getByRole('listitem')).toHaveText([
    "Not saved: fish 99-0 is not in the site's fish table",
  ]);
});
