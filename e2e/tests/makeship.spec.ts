import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts';
import { needsLocalSite } from '../support/target-site';

const main = (page: Page) => page.getByRole('main');
const card = (page: Page, name: string) => main(page).getByRole('article', { name, exact: true });

/** The temp copy of the sample file the api reads (set by the global setup). */
function makeshipSource(): string {
  const file = process.env.E2E_MAKESHIP_SOURCE;
  if (!file) throw new Error('E2E_MAKESHIP_SOURCE is not set: run through the e2e global setup');
  return file;
}

/** Replaces the source file in one step, so the api never reads half of it. */
function writeSource(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

test('/makeship shows the overview, both sections, the badges, and picks up a changed source within a poll', async ({
  page,
}) => {
  needsLocalSite("it rewrites the api's Makeship source file");
  const file = makeshipSource();
  const original = readFileSync(file, 'utf8');
  await page.clock.install();
  try {
    await page.goto('/makeship');
    await expect(main(page).getByRole('heading', { name: 'Makeship', level: 1 })).toBeVisible();
    await expect(main(page).getByRole('note')).toContainText('Sample data');
    await expect(main(page).getByRole('link', { name: /Makeship shop/ })).toHaveAttribute(
      'href',
      'https://www.makeship.com',
    );
    await expect(main(page).getByRole('link', { name: 'Enter the giveaway' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Collect Trinkets' })).toBeVisible();

    const overview = main(page).getByRole('region', { name: 'Overview' });
    await expect(overview).toContainText('Total sold3,305');
    await expect(overview).toContainText('Total raised$101,042');

    const current = main(page).getByRole('region', { name: 'Current campaigns' });
    const past = main(page).getByRole('region', { name: 'Past campaigns' });
    await expect(current.getByRole('article')).toHaveCount(2);
    await expect(past.getByRole('article')).toHaveCount(2);
    const bunny = current.getByRole('article', { name: 'Pie Toss Bunny Plush' });
    await expect(bunny).toContainText('420');
    // $12,595.80 in the sample: rounded, not cut off.
    await expect(bunny).toContainText('$12,596');
    await expect(bunny.getByRole('link', { name: /Buy on Makeship/ })).toHaveAttribute(
      'href',
      'https://makeship.example/products/sample-pie-toss-bunny',
    );
    await expect(bunny.locator('li', { hasText: 'Sticker sheet' })).toContainText('(achieved)');
    await expect(bunny.locator('li', { hasText: 'Enamel pin' })).toContainText('(not yet)');
    const dog = past.getByRole('article', { name: 'Trolley Dog Plush' });
    await expect(dog.getByRole('link', { name: /View on Makeship/ })).toBeVisible();
    await expect(dog.locator('li', { hasText: 'Plush scarf' })).toContainText('(not yet)');

    const combined = main(page).getByRole('region', { name: 'Combined stretch goals' });
    await expect(combined.locator('li', { hasText: 'Pie Recipe' })).toContainText('(achieved)');
    await expect(combined).toContainText('Next: Blog Post at 1,000 (195 to go)');

    // The source changes: 180 more bunnies sold. The next poll (60 s later) shows it.
    const changed = JSON.parse(original) as { campaigns: Array<{ title: string; quantity: number }> };
    const entry = changed.campaigns.find((campaign) => campaign.title === 'Pie Toss Bunny Plush');
    if (!entry) throw new Error('the sample file lost its bunny');
    entry.quantity = 600;
    writeSource(file, JSON.stringify(changed));
    // Past the api's one-second cache, in real time.
    await page.waitForTimeout(1_500);
    await page.clock.fastForward(61_000);
    await expect(bunny.locator('li', { hasText: 'Enamel pin' })).toContainText('(achieved)');
    await expect(overview).toContainText('Total sold3,485');
    await expect(combined).toContainText('Next: Blog Post at 1,000 (15 to go)');
  } finally {
    writeSource(file, original);
  }
});

test('a registered user enters an open giveaway once and collects a Trinket', async ({ page }) => {
  await signUp(page, uniqueEmail('giveaway'));
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto('/store');
  await expect(main(page).getByRole('heading', { name: 'Store', level: 1 })).toBeVisible();
  const ended = card(page, 'Fall 2025 Plush Giveaway');
  await expect(ended).toContainText('Ended');
  await expect(ended).toContainText('October 31, 2025');
  await expect(ended.getByRole('button')).toHaveCount(0);

  const open = card(page, 'Community Thank-You Giveaway');
  await open.getByRole('button', { name: 'Enter the giveaway' }).click();
  await expect(open.getByRole('status')).toHaveText('You are entered. Good luck!');
  await page.reload();
  await expect(card(page, 'Community Thank-You Giveaway').getByRole('status')).toHaveText(
    'You are entered. Good luck!',
  );

  await page.goto('/trinkets');
  const pie = card(page, 'Pie Slice Trinket');
  await pie.getByRole('button', { name: 'Collect Pie Slice Trinket' }).click();
  await expect(pie).toContainText('In your collection');
  await expect(card(page, 'Snowflake Trinket')).toContainText('Ended');

  await page.goto('/store/purchases');
  const purchases = main(page).getByRole('listitem');
  await expect(purchases).toHaveCount(1);
  await expect(purchases.first()).toContainText('Pie Slice Trinket');
  await expect(purchases.first()).toContainText('Collected');
});

test('visitors without an account are asked to sign up', async ({ page }) => {
  await page.goto('/trinkets');
  await expect(main(page).getByRole('heading', { name: 'Trinkets', level: 1 })).toBeVisible();
  await expect(card(page, 'Pie Slice Trinket')).toBeVisible();
  await expect(main(page).getByRole('button', { name: /Collect/ })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: 'Sign up' }).first()).toBeVisible();

  await page.goto('/login');
  await page.getByRole('switch').check();
  await main(page).getByRole('button', { name: 'Continue anonymously' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/stickers');
  await expect(main(page).getByRole('heading', { name: 'Trinkets', level: 1 })).toBeVisible();
  await expect(main(page).getByText('to collect Trinkets.')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await page.goto('/store');
  const open = card(page, 'Community Thank-You Giveaway');
  await expect(open.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await expect(open.getByRole('button')).toHaveCount(0);
});

test('store items have pages, unknown ones a not-found view; promotions mark the expired', async ({
  page,
}) => {
  await page.goto('/store/jellybean-jar-badge');
  await expect(main(page).getByRole('heading', { name: 'Jellybean Jar Badge', level: 1 })).toBeVisible();
  await expect(main(page)).toContainText('250 jellybeans');
  await page.goto('/store/no-such-item');
  await expect(main(page).getByRole('heading', { name: 'Item not found', level: 1 })).toBeVisible();
  await main(page).getByRole('link', { name: 'Back to the store' }).click();
  await expect(page).toHaveURL(/\/store$/);

  await page.goto('/promotions');
  await expect(card(page, 'Holiday Trinket week')).toContainText('Expired');
  await expect(card(page, 'Free Trinkets for members')).toContainText('Running');
});

test('promotions show players no operator text, and nothing to show is a proper empty state', async ({
  page,
}) => {
  await page.goto('/promotions');
  await expect(card(page, 'Free Trinkets for members')).toBeVisible();
  await expect(main(page)).not.toContainText(/api\/data|promotions\.json|operator|TRINKET-FRIENDS/i);

  await page.route('**/api/promotions', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ promotions: [] }) }),
  );
  await page.goto('/promotions');
  const current = main(page).getByRole('region', { name: 'Current promotions' });
  await expect(current.getByRole('status')).toContainText('No promotions are running right now.');
  await expect(current.getByRole('link', { name: 'store' })).toHaveAttribute('href', '/store');
});
