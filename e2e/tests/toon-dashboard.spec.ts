import { expect, type Page, test } from '@playwright/test';
import { startToonLinkSimulator, type ToonLinkSimulator } from '../../scripts/toonlink-sim/simulator.mjs';

// The Toon dashboard (/toons/:id, issue 23) fed by the ToonLink simulator: what the player sees
// while the game runs, the notification of a completed task, and the last snapshot once it closes.

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
  await page.context().grantPermissions(['notifications']);
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
});
