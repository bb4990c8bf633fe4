import { expect, type Page, type Response, test } from '@playwright/test';
import { FISH_SPECIES } from 'trinket-game/data';
import { createSampleToon } from '../../stand-ins/toonlink-sim/sample-toons.mjs';
import { startToonLinkSimulator, type ToonLinkSimulator } from '../../stand-ins/toonlink-sim/simulator.mjs';
import { signUp, storedFirebaseUser, uniqueEmail } from '../support/accounts';

// Issue 30 items 1 and 3: game windows that send values the site's tables do not know (an unknown
// fish genus, a fish heavier than its species, an unknown golf statistic), a count above the
// original game's field width (300 total wins), no toon id, or a numeric toon id. Every toon links;
// every valid value is saved and shown; each refused value is listed in words on the port card and
// the toon's dashboard (also once the game has closed), and is neither stored nor verified: in this
// browser for a visitor, in the account for a registered player.
// Issue 32 item 10: a toon keeps the verifiedAt of its first verification when the game sends more.

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

/** A value read from the game: when it was first read, and when it last went up. */
type VerifiedRecord = { value: number; firstVerifiedAt: string; verifiedAt: string };

type SummonSet = { single: boolean; building: boolean; invasion: boolean };
type Rewards = {
  sos: Record<string, number>;
  unites: Record<string, number>;
  remotes: Record<string, number>;
  pinkSlips: number;
  summons: Record<string, SummonSet>;
};

type StoredToon = {
  name: string;
  toonId: string | null;
  verifiedAt: string | null;
  rod: string;
  fish: Record<string, { weight: number }>;
  fish2: Record<string, VerifiedRecord>;
  golf: Record<string, number>;
  racing: Record<string, number>;
  verified: Record<string, VerifiedRecord>;
  rewards: Rewards;
  lastEditedAt: string;
};

/** A toon as the api gives it to its owner. */
type AccountToon = StoredToon & { isVerified: boolean };

type SimulatedToon = ToonLinkSimulator['toons'][number];

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

/** The registered player's toons as the api keeps them, by name. */
async function accountToons(page: Page): Promise<Record<string, AccountToon>> {
  const user = await storedFirebaseUser(page);
  const response = await page.request.get('/api/toons', {
    headers: { authorization: `Bearer ${user?.token}` },
  });
  expect(response.status()).toBe(200);
  const { toons } = (await response.json()) as { toons: AccountToon[] };
  return Object.fromEntries(toons.map((toon) => [toon.name, toon]));
}

/** The rewards every sample toon's game sends (sample-toons.mjs, toonData), as the site names them. */
const SAMPLE_REWARDS = {
  sos: { 'Sample Shopkeeper': 1 },
  unites: { 'Gag-Up Throw': 2 },
  remotes: { 'Damage Remote 1': 1 },
  pinkSlips: 3,
};

/** Sample toon `index`'s rewards as the site keeps them, with its own summons by Cog name. */
function sampleRewards(index: number): Rewards {
  const summons = Object.values(createSampleToon(index).summons).map(({ name, ...kinds }) => [name, kinds]);
  return { ...SAMPLE_REWARDS, summons: Object.fromEntries(summons) };
}

/** The five windows of issue 30 item 1, by the value each sends that the site refuses (or lacks). */
type RefusingWindows = {
  fishGenus: SimulatedToon;
  heavyFish: SimulatedToon;
  golfStat: SimulatedToon;
  manyWins: SimulatedToon;
  noId: SimulatedToon;
  /** The species `heavyFish` sends at 400 oz, above its heaviest. */
  heavy: (typeof FISH_SPECIES)[number];
};

/** Makes each of the simulator's five windows send one of the shapes of issue 30. */
function sendRefusedValues(game: ToonLinkSimulator): RefusingWindows {
  const [fishGenus, heavyFish, golfStat, manyWins, noId] = game.toons;
  if (!fishGenus || !heavyFish || !golfStat || !manyWins || !noId) throw new Error('five toons');
  const heavy = startingFish(1)[0];
  if (!heavy) throw new Error('the second toon starts with fish');
  game.setAnswerTransform(fishGenus.port, (data: GameData) => {
    data.fish.collection['99'] = { name: 'Mystery Fish', album: { '0': { weight: 20 } } };
    return data;
  });
  game.setAnswerTransform(heavyFish.port, (data: GameData) => {
    const genus = data.fish.collection[String(heavy.genusId)];
    const species = genus?.album[String(heavy.speciesId)];
    if (species) species.weight = 400;
    return data;
  });
  game.setAnswerTransform(golfStat.port, (data: GameData) => {
    data.golf.push({ name: 'Foo', num: 7 });
    return data;
  });
  game.setAnswerTransform(manyWins.port, (data: GameData) => {
    data.racing = data.racing.map((stat) => (stat.name === 'Total Wins' ? { ...stat, num: 300 } : stat));
    return data;
  });
  game.setAnswerTransform(noId.port, (data: GameData) => {
    delete data.toon.id;
    return data;
  });
  return { fishGenus, heavyFish, golfStat, manyWins, noId, heavy };
}

const rewardsSection = (page: Page, title: string) =>
  main(page).locator('section', { has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

/** /rewards with toon `name` picked shows exactly `rewards`: each count, the pink slips, each Cog's summons. */
async function expectRewardsShown(page: Page, name: string, rewards: Rewards): Promise<void> {
  await main(page).getByLabel('Toon', { exact: true }).selectOption({ label: name });
  await expect(main(page).getByRole('heading', { level: 2, name: `${name}’s rewards` })).toBeVisible();
  const counted: [string, Record<string, number>][] = [
    ['SOS cards', rewards.sos],
    ['Unites', rewards.unites],
    ['Remotes', rewards.remotes],
  ];
  for (const [title, counts] of counted) {
    const section = rewardsSection(page, title);
    await expect(section.getByRole('listitem')).toHaveCount(Object.keys(counts).length);
    for (const [label, count] of Object.entries(counts)) {
      await expect(section.getByLabel(label, { exact: true })).toHaveValue(String(count));
    }
  }
  await expect(main(page).getByLabel('Pink slips', { exact: true })).toHaveValue(String(rewards.pinkSlips));
  const summons = rewardsSection(page, 'Summons');
  await expect(summons.getByRole('listitem')).toHaveCount(Object.keys(rewards.summons).length);
  for (const [cog, kinds] of Object.entries(rewards.summons)) {
    const set = summons.getByRole('group', { name: cog, exact: true });
    await expect(set.getByRole('checkbox', { name: 'Single' })).toBeChecked({ checked: kinds.single });
    await expect(set.getByRole('checkbox', { name: 'Building' })).toBeChecked({ checked: kinds.building });
    await expect(set.getByRole('checkbox', { name: 'Invasion' })).toBeChecked({ checked: kinds.invasion });
  }
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

/** Turns ToonLink on and waits until every window's toon is linked. */
async function linkEveryWindow(page: Page): Promise<void> {
  await turnOnToonLink(page);
  for (const toon of simulator.toons) {
    await expect(portCard(page, toon.port)).toContainText(`Linked · ${toon.name}`);
  }
  await expect(main(page).getByText(`${simulator.toons.length} Toons linked`)).toBeVisible();
}

test('a toon keeps every valid value when its game sends values the site refuses, and lists each refused one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  simulator = await startToonLinkSimulator({ toons: 5, ...GAME_LIKE });
  const { fishGenus, heavyFish, golfStat, manyWins, noId, heavy } = sendRefusedValues(simulator);
  const reports = refusalReports(page);

  await linkEveryWindow(page);

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
  for (const [index, toon] of simulator.toons.entries()) {
    expect(stored[toon.name]?.rewards).toEqual(sampleRewards(index));
  }

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
  // /rewards shows each toon's rewards as its game sent them.
  await page.goto('/rewards');
  for (const [index, toon] of simulator.toons.entries()) {
    await expectRewardsShown(page, toon.name, sampleRewards(index));
  }

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

/** A map of values read from the game, by key, without the times they were read. */
const values = (records: Record<string, { value: number }>) =>
  Object.fromEntries(Object.entries(records).map(([key, record]) => [key, record.value]));

/** What the account keeps of a toon's game values (the verified stats of golf and racing). */
function gameValues(toon: AccountToon) {
  const verifiedStats = Object.entries(values(toon.verified)).filter(([key]) => /^(golf|racing):/.test(key));
  return {
    name: toon.name,
    toonId: toon.toonId,
    isVerified: toon.isVerified,
    rod: toon.rod,
    fish: Object.fromEntries(Object.entries(toon.fish).map(([key, record]) => [key, record.weight])),
    fish2: values(toon.fish2),
    golf: toon.golf,
    racing: toon.racing,
    verified: Object.fromEntries(verifiedStats),
    rewards: toon.rewards,
  };
}

test('a registered player’s toons keep every valid value in the account, and none the site refuses', async ({
  page,
}) => {
  test.setTimeout(120_000);
  simulator = await startToonLinkSimulator({ toons: 5, ...GAME_LIKE });
  const { heavyFish, manyWins, noId, heavy } = sendRefusedValues(simulator);

  await signUp(page, uniqueEmail('toonlink-refused-values'));
  await expect(page).toHaveURL(/\/profile$/);
  await linkEveryWindow(page);

  // Every value each game sent, as the site keeps it: only fish 99-0, golf "Foo" and the 400 oz fish
  // are left out, and the 300 wins are kept. Each map is compared whole. The toon without an id keeps
  // its values as the player's own entries, unverified.
  const expected = simulator.toons.map((toon, index) => {
    const sample = createSampleToon(index);
    const verified = toon !== noId;
    const caught = [...sample.caught].filter(([key]) => toon !== heavyFish || key !== heavy.key);
    const fish = Object.fromEntries(caught);
    const golf = Object.fromEntries(sample.golf);
    const racing = Object.fromEntries(sample.racing);
    if (toon === manyWins) racing['Total Wins'] = 300;
    const stats = Object.fromEntries([
      ...Object.entries(golf).map(([stat, value]) => [`golf:${stat}`, value]),
      ...Object.entries(racing).map(([stat, value]) => [`racing:${stat}`, value]),
    ]);
    return {
      name: toon.name,
      toonId: verified ? toon.id : null,
      isVerified: verified,
      rod: 'Gold',
      fish,
      fish2: verified ? fish : {},
      golf,
      racing,
      verified: verified ? stats : {},
      rewards: sampleRewards(index),
    };
  });
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  const kept = async () =>
    Object.values(await accountToons(page))
      .map(gameValues)
      .sort(byName);
  await expect.poll(kept).toEqual(expected.sort(byName));
});

test('a game that sends a numeric toon id links its toon and verifies it, in the account', async ({
  page,
}) => {
  test.setTimeout(90_000);
  simulator = await startToonLinkSimulator({ toons: 1, ...GAME_LIKE });
  const [toon] = simulator.toons;
  if (!toon) throw new Error('one toon');
  // A number of this run's own: a game toon belongs to one account, and the api outlives one test.
  const numericId = Date.now();
  simulator.setAnswerTransform(toon.port, (data: GameData) => {
    data.toon.id = numericId;
    data.fish.collection['99'] = { name: 'Mystery Fish', album: { '0': { weight: 20 } } };
    return data;
  });

  await signUp(page, uniqueEmail('toonlink-numeric-id'));
  await expect(page).toHaveURL(/\/profile$/);
  await turnOnToonLink(page);
  await expect(portCard(page, toon.port)).toContainText(`Linked · ${toon.name}`);
  await expect(portCard(page, toon.port)).toContainText(`(${numericId})`);
  await expect(portCard(page, toon.port)).toContainText(
    "Not saved: fish 99-0 is not in the site's fish table",
  );
  await expect(main(page).getByText(/Ignored frames(?: from this port)?: [1-9]/)).toHaveCount(0);
  await expect(main(page).getByText(/allow the link in the game/)).toHaveCount(0);

  // The account's toon: linked to the game toon by its id's text, verified, without the refused fish.
  const accountToon = async () => (await accountToons(page))[toon.name];
  await expect.poll(async () => (await accountToon())?.isVerified).toBe(true);
  const saved = await accountToon();
  expect(saved?.toonId).toBe(String(numericId));
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

test('a registered player’s toon keeps the time of its first verification when its game sends more', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  simulator = await startToonLinkSimulator({ toons: 1, ...GAME_LIKE });
  const [toon] = simulator.toons;
  if (!toon) throw new Error('one toon');

  await signUp(page, uniqueEmail('toonlink-first-verified'));
  await expect(page).toHaveURL(/\/profile$/);
  await turnOnToonLink(page);
  await expect(portCard(page, toon.port)).toContainText(`Linked · ${toon.name}`);
  await expect.poll(async () => (await accountToons(page))[toon.name]?.isVerified).toBe(true);
  const first = (await accountToons(page))[toon.name];
  if (!first?.verifiedAt) throw new Error('the toon is verified');

  // The toon plays a round of golf; the page reads it at its next refresh and saves it.
  const { golf: stat } = simulator.changeToon(toon.port, 'golf');
  const key = `golf:${stat}`;
  const before = first.verified[key];
  if (!before) throw new Error(`the first read verified ${key}`);
  await page.clock.fastForward(REFRESH_MS);
  await expect
    .poll(async () => (await accountToons(page))[toon.name]?.verified[key]?.value)
    .toBe(before.value + 1);
  const later = (await accountToons(page))[toon.name];

  // The toon's verifiedAt stays the first verification's; what moves is the time of the last read
  // (lastEditedAt) and the record's own verifiedAt, which keeps its firstVerifiedAt.
  expect(later?.verifiedAt).toBe(first.verifiedAt);
  expect(Date.parse(later?.lastEditedAt ?? '')).toBeGreaterThan(Date.parse(first.lastEditedAt));
  expect(Date.parse(later?.verified[key]?.verifiedAt ?? '')).toBeGreaterThan(Date.parse(before.verifiedAt));
  expect(later?.verified[key]?.firstVerifiedAt).toBe(before.firstVerifiedAt);

  // The page still shows the toon as verified (it shows no date).
  await page.goto('/profile');
  await expect(main(page).getByRole('heading', { level: 2, name: toon.name })).toContainText('Verified');
});
