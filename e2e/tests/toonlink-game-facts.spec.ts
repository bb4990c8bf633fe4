import { expect, type Page, test } from '@playwright/test';
import { startToonLinkSimulator, type ToonLinkSimulator } from '../../stand-ins/toonlink-sim/simulator.mjs';

// Issue 30 item 7: what the game sends is shown on the port card (/toonlink) and the Toon's
// dashboard (/toons/:id), and kept in its last snapshot: species and head colour, the invasion in
// its district, collected flowers by name, each task's type and the neighbourhood of its Toons,
// the Cog suit's version. A playground is named once, a task with target 0 shows no fraction, and
// both pages write numbers the same way.

const main = (page: Page) => page.getByRole('main');
const section = (page: Page, name: string) => main(page).getByRole('region', { name });
const portCard = (page: Page, port: number) => main(page).getByRole('article', { name: `Port ${port}` });

let simulator: ToonLinkSimulator;

/** A task to visit a Toon: the game counts nothing towards it (target 0). */
const VISIT_TASK = {
  objective: {
    text: 'Visit Flippy',
    where: 'Toontown Central',
    progress: { text: '', current: 0, target: 0 },
  },
  from: { name: 'Sample Clerk', building: 'Toon Hall', zone: 'Elm Street', neighborhood: 'Daisy Gardens' },
  to: { name: 'Flippy', building: 'Toon Hall', zone: 'Toontown Central', neighborhood: 'Toontown Central' },
  reward: null,
  type: 'Just for fun!',
  deletable: true,
};

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  simulator = await startToonLinkSimulator({ toons: 1, consentDelayMs: 100, dropBeforeConsent: true });
  const [first] = simulator.toons;
  if (!first) throw new Error('the simulator serves a toon');
  // In a playground (zone = neighbourhood), during a mega-invasion, with big numbers and a visit task.
  simulator.setAnswerTransform(first.port, (data) => ({
    ...data,
    toon: { ...data.toon, species: 'dog', headColor: '#e4a23c' },
    location: {
      ...data.location,
      zone: 'Toontown Central',
      neighborhood: 'Toontown Central',
      district: 'Zapwood',
    },
    invasion: { cog: 'Version 2.0 Flunky', quantity: 3000, mega: true },
    gags: {
      ...data.gags,
      Throw: {
        gag: { level: 4, name: 'Whole Fruit Pie' },
        organic: null,
        experience: { current: 1523, next: 2500 },
      },
    },
    beans: { jar: { current: 120, max: 200 }, bank: { current: 11500, max: 12000 } },
    tasks: [...data.tasks, VISIT_TASK],
    cogsuits: {
      ...data.cogsuits,
      // A quota the suit tables allow at its level (a level 5 Sellbot disguise needs 200 merits).
      s: { ...data.cogsuits.s, level: 5, version: 2, promotion: { current: 120, target: 200 } },
    },
    flowers: {
      ...data.flowers,
      collection: {
        '49': { name: 'Daisy', album: { '0': 'School Daisy', '1': 'Lazy Daisy' } },
        '51': { name: 'Tulip', album: { '0': 'Pink Tulip' } },
      },
    },
  }));
});

test.afterEach(async () => {
  await simulator.stop();
});

test('the port card and the dashboard show what the game tells, the same way, and the snapshot keeps it', async ({
  page,
}) => {
  const [first] = simulator.toons;
  if (!first) throw new Error('the simulator serves a toon');
  await page.goto('/toonlink');
  await main(page)
    .getByRole('switch', { name: /Link my running game/ })
    .check();
  const card = portCard(page, first.port);
  await expect(card).toContainText(`Linked · ${first.name}`);

  // The port card's live view.
  const facts = card.locator('.toonlink-facts');
  await expect(facts).toContainText('SpeciesDog');
  await expect(facts).toContainText('Head colour orange (#e4a23c)');
  await expect(card.locator('.head-color-swatch')).toHaveAttribute('aria-hidden', 'true');
  await expect(facts).toContainText('LocationToontown Central · Zapwood');
  await expect(card).not.toContainText('Toontown Central, Toontown Central');
  await expect(facts).toContainText('Invasion in ZapwoodVersion 2.0 Flunky · 3,000 Cogs · mega-invasion');
  await card.getByText(/^Gags/).click();
  await expect(card.getByRole('listitem').filter({ hasText: 'Throw' })).toContainText(
    'Whole Fruit Pie · 1,523 / 2,500 experience',
  );
  await card.getByText(/^Tasks/).click();
  const visit = card.getByRole('listitem').filter({ hasText: 'Visit Flippy' });
  await expect(visit).toContainText('Visit Flippy · Toontown Central · Just for fun!');
  await expect(visit).toContainText(
    'From Sample Clerk, Toon Hall, Elm Street, Daisy Gardens; to Flippy, Toon Hall, Toontown Central',
  );
  await expect(visit).not.toContainText('0 / 0');
  await card.getByText('Cog disguises').click();
  await expect(card.getByRole('listitem').filter({ hasText: 'Sellbot' })).toContainText(
    'Cold Caller, level 5, suit version 2, 120 / 200 to promotion',
  );
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await card.screenshot({ path: 'reports/test-results/port-card-360.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The dashboard: the same facts, numbers written the same way.
  await main(page)
    .getByRole('link', { name: `Dashboard of ${first.name}` })
    .click();
  await expect(main(page).getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  const expectDashboard = async () => {
    const toon = section(page, 'Toon');
    await expect(toon).toContainText('SpeciesDog');
    await expect(toon).toContainText('Head colour orange (#e4a23c)');
    await expect(toon).toContainText('LocationToontown Central · Zapwood');
    await expect(toon).not.toContainText('Toontown Central, Toontown Central');
    await expect(toon).toContainText('Invasion in ZapwoodVersion 2.0 Flunky · 3,000 Cogs · mega-invasion');
    await expect(toon).toContainText('Bank11,500 / 12,000');
    const throwTrack = section(page, 'Gags').getByRole('listitem', { name: 'Throw' });
    await expect(throwTrack).toContainText('1,523 experience');
    await expect(throwTrack).toContainText('977 to Whole Cream Pie (at 2,500)');
    const visitTask = section(page, 'Tasks').getByRole('listitem', { name: 'Visit Flippy' });
    await expect(visitTask).toContainText('Task typeJust for fun!');
    await expect(visitTask).toContainText('FromSample Clerk, Toon Hall, Elm Street, Daisy Gardens');
    await expect(visitTask).toContainText('ToFlippy, Toon Hall, Toontown Central');
    await expect(visitTask).not.toContainText('Progress');
    await expect(visitTask.getByRole('progressbar')).toHaveCount(0);
    await expect(section(page, 'Tasks').getByRole('listitem', { name: 'Defeat 6 Cogs' })).toContainText(
      'Progress2 / 6',
    );
    await expect(section(page, 'Cog suits').getByRole('listitem', { name: 'Sellbot' })).toContainText(
      'suit version 2',
    );
    await expect(section(page, 'Cog suits').getByRole('listitem', { name: 'Sellbot' })).toContainText(
      '120 / 200 merits to the next promotion',
    );
    const garden = section(page, 'Garden');
    await expect(garden).toContainText('Flowers collected3 of 40');
    await garden.getByText('Your Flower Album (3 flowers)').click();
    await expect(garden.getByRole('listitem').filter({ hasText: 'Daisy:' })).toHaveText(
      'Daisy: School Daisy, Lazy Daisy',
    );
    await expect(garden.getByRole('listitem').filter({ hasText: 'Tulip:' })).toHaveText('Tulip: Pink Tulip');
  };
  await expect(main(page).getByRole('status').filter({ hasText: 'From the game' })).toContainText('Live');
  await expectDashboard();
  // On a phone the dashboard fits the screen.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await section(page, 'Toon').screenshot({ path: 'reports/test-results/dashboard-toon-360.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The game closes: the kept snapshot shows the same, after a reload too.
  await simulator.closeToon(first.port);
  await expect(main(page).getByRole('status').filter({ hasText: 'The game is closed' })).toBeVisible();
  await page.reload();
  await expect(main(page).getByRole('status').filter({ hasText: 'The game is closed' })).toBeVisible();
  await expectDashboard();
});
