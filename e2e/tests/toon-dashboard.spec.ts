import { expect, type Page, test } from '@playwright/test';
import { startToonLinkSimulator, type ToonLinkSimulator } from '../../stand-ins/toonlink-sim/simulator.mjs';
import { logIn, signUp, storedFirebaseUser, uniqueEmail } from '../support/accounts';

// The Toon dashboard (/toons/:id, issue 23) fed by the ToonLink simulator: what the player sees
// while the game runs, the notification of a completed task, and the last snapshot once it closes
// (in this browser, and for a registered player in the account, seen after signing in elsewhere).

const main = (page: Page) => page.getByRole('main');
const section = (page: Page, name: string) => main(page).getByRole('region', { name });

/** How often the page asks a linked game for its data again (the page's clock is driven past it). */
const REFRESH_MS = 30_000;

let simulator: ToonLinkSimulator;

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  // The notifications the page shows, recorded (a headless browser shows none).
  await page.addInitScript(() => {
    const shown: string[] = [];
    const Original = window.Notification;
    class Recorded extends Original {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push(title);
      }
    }
    Object.assign(window, { shownNotifications: shown, Notification: Recorded });
  });
  // Granting some permissions refuses the rest: the game's link (Local Network Access) is granted too.
  await page.context().grantPermissions(['notifications', 'local-network-access']);
  simulator = await startToonLinkSimulator({ toons: 2, consentDelayMs: 100, dropBeforeConsent: true });
});

test.afterEach(async () => {
  await simulator.stop();
});

function shownNotifications(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications);
}

test('a linked toon has a live dashboard, tells when its task is complete, and keeps its last snapshot', async ({
  page,
}) => {
  const [first, second] = simulator.toons;
  if (!first || !second) throw new Error('the simulator serves two toons');
  await page.goto('/toonlink');
  await main(page)
    .getByRole('switch', { name: /Link my running game/ })
    .check();
  await expect(main(page).getByText('2 Toons linked')).toBeVisible();

  // From ToonLink's list of linked toons to the first toon's dashboard.
  await main(page)
    .getByRole('link', { name: `Dashboard of ${first.name}` })
    .click();
  await expect(main(page).getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect(main(page).getByRole('status').filter({ hasText: 'From the game' })).toContainText('Live');

  const gags = section(page, 'Gags');
  const throwTrack = gags.getByRole('listitem', { name: 'Throw' });
  await expect(throwTrack).toContainText('Fruit Pie Slice');
  await expect(throwTrack).toContainText('610 experience');
  await expect(throwTrack).toContainText('190 to Whole Fruit Pie (at 800)');
  await expect(
    throwTrack.getByRole('progressbar', { name: 'Throw experience to Whole Fruit Pie' }),
  ).toHaveAttribute('aria-valuetext', '610 of 800');
  await expect(
    throwTrack.getByRole('progressbar', { name: 'Throw experience to the track maximum' }),
  ).toHaveAttribute('aria-valuetext', '610 of 10,500');
  await expect(gags.getByRole('listitem', { name: 'Drop' })).toContainText('Not trained yet');

  const task = section(page, 'Tasks').getByRole('listitem', { name: 'Defeat 6 Cogs' });
  await expect(task).toContainText('2 / 6');
  await expect(task).toContainText('+1 Laff');
  await expect(task).not.toContainText('Ready to hand in');
  await expect(section(page, 'Cog suits').getByRole('listitem', { name: 'Sellbot' })).toContainText(
    'Cold Caller, level 2',
  );
  await expect(section(page, 'Toon')).toContainText('120 / 200');
  await expect(section(page, 'Toon')).toContainText('Silly Street, Toontown Central');
  // The garden the simulator sends (a Tin Shovel at 45 skill) and the source's gardening rules.
  const garden = section(page, 'Garden');
  await expect(garden).toContainText('Tin Shovel · 45 / 80 skill');
  await expect(garden).toContainText('At 80 shovel skill: the Bronze Shovel, flowers of 3 jellybeans.');
  const lazyDaisy = garden.getByRole('listitem', { name: 'Lazy Daisy' });
  await expect(lazyDaisy).toContainText('yellow, red');
  await expect(lazyDaisy).toContainText('Raises shovel skill');

  // Notifications are asked for by a click; the task completed in the game shows at the next read.
  await main(page)
    .getByRole('button', { name: /Notify me when a task is complete/ })
    .click();
  await expect(main(page).getByRole('button', { name: 'Turn off notifications' })).toBeVisible();
  simulator.changeToon(first.port, 'task');
  await page.clock.fastForward(REFRESH_MS);
  await expect(task).toContainText('6 / 6');
  await expect(task).toContainText('Ready to hand in');
  await expect(section(page, 'Tasks')).toContainText('1 task ready to hand in');
  await expect.poll(() => shownNotifications(page)).toEqual([`${first.name}: task complete`]);

  // The game closes: the dashboard keeps the last snapshot, with the time it was read, after a reload too.
  await simulator.closeToon(first.port);
  const source = main(page).getByRole('status').filter({ hasText: 'The game is closed' });
  await expect(source).toContainText('Last snapshot');
  await expect(source.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(throwTrack).toContainText('610 experience');
  await page.reload();
  await expect(source).toBeVisible();
  await expect(section(page, 'Tasks').getByRole('listitem', { name: 'Defeat 6 Cogs' })).toContainText(
    '6 / 6',
  );

  // The other toon's dashboard, from Your Toons, is live: the link kept running from page to page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your Toons' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Your Toons' })).toBeVisible();
  await main(page)
    .getByRole('link', { name: `Dashboard of ${second.name}` })
    .click();
  await expect(main(page).getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  await expect(main(page).getByRole('status').filter({ hasText: 'From the game' })).toContainText('Live');
  await expect(section(page, 'Gags').getByRole('listitem', { name: 'Sound' })).toContainText(
    '420 experience',
  );
  // Its Bronze Shovel at 100 skill takes four jellybeans.
  await expect(section(page, 'Garden').getByRole('listitem', { name: 'Freshasa Daisy' })).toContainText(
    'yellow, red, cyan, orange',
  );
});

/** The account's snapshot time of the toon named `name` (null: none yet), read with the page's session. */
async function accountSnapshotAt(page: Page, name: string): Promise<string | null> {
  const user = await storedFirebaseUser(page);
  const response = await page.request.get('/api/toons', {
    headers: { authorization: `Bearer ${user?.token}` },
  });
  const { toons } = (await response.json()) as { toons: Array<{ name: string; snapshot?: { at: string } }> };
  return toons.find((toon) => toon.name === name)?.snapshot?.at ?? null;
}

test("a registered player's last snapshot is kept in the account and shown after signing in elsewhere", async ({
  page,
  browser,
}) => {
  const [first] = simulator.toons;
  if (!first) throw new Error('the simulator serves a toon');
  const email = uniqueEmail('dashboard');
  await signUp(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/toonlink');
  await main(page)
    .getByRole('switch', { name: /Link my running game/ })
    .check();
  await expect(main(page).getByText('2 Toons linked')).toBeVisible();
  await main(page)
    .getByRole('link', { name: `Dashboard of ${first.name}` })
    .click();
  await expect(main(page).getByRole('status').filter({ hasText: 'From the game' })).toContainText('Live');
  const dashboardPath = new URL(page.url()).pathname;

  // The game closes; the account holds the toon's last snapshot (saved with the link's own request).
  await simulator.closeToon(first.port);
  await expect(main(page).getByRole('status').filter({ hasText: 'The game is closed' })).toBeVisible();
  await expect.poll(() => accountSnapshotAt(page, first.name)).toMatch(/^\d{4}-\d\d-\d\dT/);
  const readAt = await accountSnapshotAt(page, first.name);

  // Another browser, which never ran ToonLink: the dashboard shows the account's snapshot and its time.
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await logIn(other, email);
    await other.goto(dashboardPath);
    await expect(main(other).getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    const source = main(other).getByRole('status').filter({ hasText: 'The game is closed' });
    await expect(source).toContainText('Last snapshot');
    await expect(source.locator('time')).toHaveAttribute('datetime', readAt ?? 'a time');
    await expect(section(other, 'Gags').getByRole('listitem', { name: 'Throw' })).toContainText(
      '610 experience',
    );
    await expect(section(other, 'Toon')).toContainText('Silly Street, Toontown Central');
    expect(await other.evaluate(() => window.localStorage.getItem('trinket.toonSnapshots'))).toBeNull();
  } finally {
    await context.close();
  }
});
