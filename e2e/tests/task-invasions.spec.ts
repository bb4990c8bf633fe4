import { expect, type Page, test } from '@playwright/test';
import { type GameSnapshot, type Invasions, parseInvasionType } from 'shared-contracts/domain';
import { rosterCog } from 'trinket-game/data';
import { startToonLinkSimulator, type ToonLinkSimulator } from '../../stand-ins/toonlink-sim/simulator.mjs';
import { baseUrl } from '../support/target-site';

// Issue 30, item 8: the invasions that count for a linked Toon's current task come first on the Cog
// Radar and on the Toon's dashboard, marked with that task, and the player can ask to be told when
// such an invasion starts. The Toon is the ToonLink simulator's, its task set through its answers;
// the invasions are the game stand-in's, read through the site's api, held still for the test (the
// stand-in rotates them on its own clock) and, for the notification, one of them held back at first.

const main = (page: Page) => page.getByRole('main');
const invasionRows = (page: Page) => page.getByTestId('invasions').locator('tbody tr');
const dashboardInvasions = (page: Page) =>
  main(page).getByRole('region', { name: 'Running invasions' }).getByRole('listitem');

/** How often the pages ask for invasions again (their clock is driven past it). */
const REFRESH_MS = 30_000;

let simulator: ToonLinkSimulator;

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  // The notifications the page shows, recorded (a headless browser shows none).
  await page.addInitScript(() => {
    const shown: Array<{ title: string; body: string }> = [];
    const Original = window.Notification;
    class Recorded extends Original {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body ?? '' });
      }
    }
    Object.assign(window, { shownNotifications: shown, Notification: Recorded });
  });
  // The player allowed notifications and, where the browser asks (Local Network Access), the game's link.
  await page.context().grantPermissions(['notifications', 'local-network-access'], {
    origin: new URL(baseUrl).origin,
  });
  simulator = await startToonLinkSimulator({ toons: 1, consentDelayMs: 100, dropBeforeConsent: true });
});

test.afterEach(async () => {
  await simulator.stop();
});

function shownNotifications(page: Page): Promise<Array<{ title: string; body: string }>> {
  return page.evaluate(
    () =>
      (window as unknown as { shownNotifications: Array<{ title: string; body: string }> })
        .shownNotifications,
  );
}

interface Target {
  district: string;
  type: string;
  /** The task the Toon is given: "Defeat 3 <the invading Cog's plural>". */
  task: string;
}

/**
 * The stand-in's invasions as the api serves them now, held still for the page; the invasion the
 * task is about is the one of the Cog last in alphabetical order, so "first" is the task's doing.
 * `hold` serves the answer without that invasion until `release` is called.
 */
async function holdInvasions(page: Page, { hold = false } = {}) {
  const response = await page.request.get('/api/game/invasions');
  expect(response.ok()).toBe(true);
  const snapshot = (await response.json()) as GameSnapshot<Invasions>;
  const known = Object.entries(snapshot.data.invasions)
    .map(([district, invasion]) => ({
      district,
      type: invasion.type,
      cog: parseInvasionType(invasion.type).cog,
    }))
    .filter((invasion) => rosterCog(invasion.cog) !== null)
    .sort((a, b) => a.cog.localeCompare(b.cog) || a.district.localeCompare(b.district));
  expect(known.length, 'the stand-in always runs several invasions').toBeGreaterThanOrEqual(2);
  const last = known[known.length - 1];
  if (!last) throw new Error('no invasion');
  // Another invasion of the same Cog would count too: the test is about this one only.
  const others = Object.fromEntries(
    Object.entries(snapshot.data.invasions).filter(
      ([district, invasion]) =>
        district === last.district || parseInvasionType(invasion.type).cog !== last.cog,
    ),
  );
  const withTarget = { ...snapshot, data: { ...snapshot.data, invasions: others } };
  const withoutTarget = {
    ...snapshot,
    data: {
      ...snapshot.data,
      invasions: Object.fromEntries(
        Object.entries(others).filter(([district]) => district !== last.district),
      ),
    },
  };
  let held = hold;
  await page.route('**/api/game/invasions', (route) =>
    route.fulfill({ json: held ? withoutTarget : withTarget }),
  );
  const target: Target = {
    district: last.district,
    type: last.type,
    task: `Defeat 3 ${rosterCog(last.cog)?.plural}`,
  };
  return { target, release: () => (held = false), holdAgain: () => (held = true) };
}

/** The simulator's Toon gets `task` (and no other), then ToonLink links it; returns its name. */
async function linkToonWithTask(page: Page, task: string): Promise<string> {
  const [toon] = simulator.toons;
  if (!toon) throw new Error('the simulator serves one toon');
  simulator.setAnswerTransform(toon.port, (data) => ({
    ...data,
    tasks: [
      {
        objective: {
          text: task,
          where: 'Anywhere',
          progress: { text: '1 of 3 defeated', current: 1, target: 3 },
        },
        from: null,
        to: null,
        reward: '+1 Laff',
        type: null,
        deletable: false,
      },
      // A done task of the same Cog counts for nothing.
      {
        objective: {
          text: 'Defeat 10 Cogs',
          where: 'Anywhere',
          progress: { text: 'Complete', current: 10, target: 10 },
        },
      },
    ],
  }));
  await page.goto('/toonlink');
  await main(page)
    .getByRole('switch', { name: /Link my running game/ })
    .check();
  await expect(main(page).getByText('1 Toon linked')).toBeVisible();
  // ToonLink keeps the Toon's last read in this browser: what the Cog Radar reads.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('trinket.toonSnapshots') ?? ''))
    .toContain(task);
  return toon.name;
}

test('the invasion that counts for a linked Toon’s task comes first on the Cog Radar and the dashboard, marked with it', async ({
  page,
}) => {
  const { target } = await holdInvasions(page);
  const name = await linkToonWithTask(page, target.task);
  const mark = `${name}’s task “${target.task}” (Anywhere)`;

  await page.goto('/cog-radar');
  await expect(invasionRows(page).first()).toBeVisible();
  expect(await invasionRows(page).count()).toBeGreaterThanOrEqual(2);
  const first = invasionRows(page).first();
  await expect(first.getByRole('rowheader')).toContainText(parseInvasionType(target.type).cog);
  await expect(first).toContainText(target.district);
  await expect(first).toContainText(`For your task ${mark}`);
  // Only that one is marked: the done task claims nothing.
  await expect(page.getByTestId('invasions').locator('.badge--task')).toHaveCount(1);
  await expect(page.getByTestId('task-invasions-note')).toContainText(
    'One invasion counts for your linked Toons’ tasks',
  );

  // The Toon's dashboard, from ToonLink's list of linked Toons.
  await page.goto('/toonlink');
  await main(page)
    .getByRole('link', { name: `Dashboard of ${name}` })
    .click();
  await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
  const listed = dashboardInvasions(page);
  await expect(listed.first()).toHaveAccessibleName(`${target.type} in ${target.district}`);
  await expect(listed.first()).toContainText(`For your task ${mark}`);
  await expect(main(page).getByRole('region', { name: 'Running invasions' })).toContainText(
    `One invasion counts for ${name}’s current tasks, listed first.`,
  );
});

test('asked for with a click, a notification tells when an invasion for the task starts (Cog Radar, then dashboard)', async ({
  page,
}) => {
  const invasions = await holdInvasions(page, { hold: true });
  const { target } = invasions;
  const name = await linkToonWithTask(page, target.task);

  await page.goto('/cog-radar');
  await expect(invasionRows(page).first()).toBeVisible();
  await expect(page.getByTestId('invasions').locator('.badge--task')).toHaveCount(0);
  await main(page).getByRole('button', { name: 'Notify me of invasions for my tasks' }).click();
  await expect(main(page).getByRole('button', { name: 'Stop task invasion notifications' })).toBeVisible();
  expect(await shownNotifications(page)).toEqual([]);

  // The invasion starts: at the radar's next look it comes first, and the notification says so.
  invasions.release();
  await page.clock.fastForward(REFRESH_MS);
  await expect(invasionRows(page).first()).toContainText(`For your task ${name}’s task “${target.task}”`);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: `${target.type} invasion for your task`,
        body: expect.stringContaining(`${target.district}`),
      },
    ]);
  const [radarNotice] = await shownNotifications(page);
  expect(radarNotice?.body).toContain(`Counts for ${name}’s task “${target.task}” (Anywhere).`);

  // The choice holds on the dashboard (the browser still grants it): no click, no prompt.
  invasions.holdAgain();
  await page.goto('/toonlink');
  await main(page)
    .getByRole('link', { name: `Dashboard of ${name}` })
    .click();
  await expect(main(page).getByRole('button', { name: 'Stop task invasion notifications' })).toBeVisible();
  await expect(dashboardInvasions(page).first()).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Running invasions' })).toContainText(
    `counts for ${name}’s current tasks`,
  );
  invasions.release();
  await page.clock.fastForward(REFRESH_MS);
  await expect(dashboardInvasions(page).first()).toContainText(
    `For your task ${name}’s task “${target.task}”`,
  );
  await expect
    .poll(async () => (await shownNotifications(page)).map((shown) => shown.title))
    .toEqual([`${target.type} invasion for your task`]);
});
