import { expect, type Page, test } from '@playwright/test';
import { FISH_SPECIES } from 'trinket-game/data';
import { startToonLinkSimulator, type ToonLinkSimulator } from '../../stand-ins/toonlink-sim/simulator.mjs';
import { signUp, storedFirebaseUser, uniqueEmail } from '../support/accounts';

// ToonLink with a game shaped only by the game's official local API doc
// (github.com/ToontownRewritten/api-doc, local.md): its data has no `toon.id` and no
// `location.instanceId` (fields only the socket protocol adds), and its rewards carry summons in the
// documented shape. The page links each toon by name, unverified, shows what the game sent, and
// stores it: in this browser for a visitor, in the account for a registered player.

const main = (page: Page) => page.getByRole('main');
const linkSwitch = (page: Page) => main(page).getByRole('switch', { name: /Link my running game/ });
const portCard = (page: Page, port: number) => main(page).getByRole('article', { name: `Port ${port}` });
const linkedToon = (page: Page, name: string) =>
  main(page).getByRole('region', { name: 'Your linked Toons' }).getByRole('listitem', { name });

/** The summons the first sample toon holds, as the site keeps them (by Cog name). */
const FIRST_TOON_SUMMONS = {
  'Cold Caller': { single: true, building: true, invasion: false },
  Flunky: { single: false, building: true, invasion: true },
};

/** How the rewards page labels each kind of summons. */
const KIND_LABELS = { single: 'Single', building: 'Building', invasion: 'Invasion' } as const;

let simulator: ToonLinkSimulator;

test.beforeEach(async () => {
  // Like the game: answers only when asked, and drops requests made before the player allowed the link.
  simulator = await startToonLinkSimulator({
    toons: 2,
    docOnly: true,
    consentDelayMs: 100,
    dropBeforeConsent: true,
  });
});

test.afterEach(async () => {
  await simulator.stop();
});

type StoredToon = {
  name: string;
  toonId: unknown;
  verifiedAt: unknown;
  isLinked: unknown;
  fish: object;
  rewards: { summons: unknown; pinkSlips: unknown };
};

/** The signed-out visitor's toons as this browser keeps them. */
async function storedToons(page: Page): Promise<StoredToon[]> {
  const stored = await page.evaluate(() => window.localStorage.getItem('trinket.toons.visitor') ?? '{}');
  return Object.values(JSON.parse(stored) as Record<string, StoredToon>);
}

/** Turns ToonLink on and waits until both doc-only toons are linked, by name and unverified. */
async function linkBothByName(page: Page): Promise<void> {
  await page.goto('/toonlink');
  await linkSwitch(page).check();
  await expect(main(page).getByText('2 Toons linked')).toBeVisible();
  for (const toon of simulator.toons) {
    await expect(portCard(page, toon.port)).toContainText(`Linked · ${toon.name}`);
    await expect(portCard(page, toon.port)).toContainText('Not verified: the game sent no Toon id');
    await expect(linkedToon(page, toon.name)).toContainText('Linked now');
    await expect(linkedToon(page, toon.name)).toContainText('Not verified');
    await expect(linkedToon(page, toon.name).getByText('Verified', { exact: true })).toHaveCount(0);
  }
  const [first] = simulator.toons;
  if (!first) throw new Error('the simulator serves a toon');
  // What the game sent, shown without the fields the doc does not list.
  await expect(portCard(page, first.port)).toContainText('Laff');
  await expect(portCard(page, first.port)).toContainText('Silly Street, Toontown Central');
  await expect(main(page).getByText('Ignored frames: 0')).toBeVisible();
}

test('a visitor links a doc-only game’s toons by name, unverified, sees their data and keeps it', async ({
  page,
}) => {
  await linkBothByName(page);
  const [first, second] = simulator.toons;
  if (!first || !second) throw new Error('the simulator serves two toons');

  // Kept in this browser by name: no game toon id, nothing verified, the game's fish and summons.
  await expect
    .poll(async () =>
      (await storedToons(page))
        .map((toon) => ({
          name: toon.name,
          toonId: toon.toonId,
          verifiedAt: toon.verifiedAt,
          isLinked: toon.isLinked,
          fish: Object.keys(toon.fish).length,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    )
    .toEqual(
      [
        { name: first.name, toonId: null, verifiedAt: null, isLinked: true, fish: 4 },
        { name: second.name, toonId: null, verifiedAt: null, isLinked: true, fish: 5 },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
  const firstStored = (await storedToons(page)).find((toon) => toon.name === first.name);
  expect(firstStored?.rewards.summons).toEqual(FIRST_TOON_SUMMONS);
  expect(firstStored?.rewards.pinkSlips).toBe(3);

  // The rewards page shows the summons the game sent, per Cog and kind.
  await page.goto('/rewards');
  await main(page).getByLabel('Toon', { exact: true }).selectOption({ label: first.name });
  await expect(main(page).getByRole('heading', { name: `${first.name}’s rewards` })).toBeVisible();
  for (const [cog, kinds] of Object.entries(FIRST_TOON_SUMMONS)) {
    const set = main(page).getByRole('group', { name: cog });
    for (const [kind, held] of Object.entries(kinds)) {
      const box = set.getByRole('checkbox', { name: KIND_LABELS[kind as keyof typeof kinds] });
      if (held) await expect(box).toBeChecked();
      else await expect(box).not.toBeChecked();
    }
  }

  // The game's fish are in the album as the player's own entries: caught, not verified. The first
  // sample toon starts with the first four species of the site's fish table.
  await page.goto('/fishing');
  await main(page).getByLabel('Toon', { exact: true }).selectOption({ label: first.name });
  for (const species of FISH_SPECIES.slice(0, 4)) {
    const entry = main(page).locator('li', { has: page.getByText(species.name, { exact: true }) });
    await expect(entry).toContainText('Caught');
    await expect(entry.getByText('Verified', { exact: true })).toHaveCount(0);
  }
});

test('a registered player’s doc-only toons are saved in the account, unverified, with their summons', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('toonlink-doc-only'));
  await expect(page).toHaveURL(/\/profile$/);
  await linkBothByName(page);
  const [first, second] = simulator.toons;
  if (!first || !second) throw new Error('the simulator serves two toons');

  const user = await storedFirebaseUser(page);
  type AccountToon = {
    name: string;
    toonId: string | null;
    isVerified: boolean;
    fish: object;
    rewards: { summons: unknown };
  };
  const accountToons = async (): Promise<AccountToon[]> => {
    const response = await page.request.get('/api/toons', {
      headers: { authorization: `Bearer ${user?.token}` },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { toons: AccountToon[] }).toons;
  };
  await expect
    .poll(async () =>
      (await accountToons())
        .map((toon) => ({
          name: toon.name,
          toonId: toon.toonId,
          isVerified: toon.isVerified,
          fish: Object.keys(toon.fish).length,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    )
    .toEqual(
      [
        { name: first.name, toonId: null, isVerified: false, fish: 4 },
        { name: second.name, toonId: null, isVerified: false, fish: 5 },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
  const saved = (await accountToons()).find((toon) => toon.name === first.name);
  expect(saved?.rewards.summons).toEqual(FIRST_TOON_SUMMONS);
});
