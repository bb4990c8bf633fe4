import { expect, type Page, test } from '@playwright/test';
import { closePart, reopenPart, restartApi, stopApi } from '../support/site-control-client';
import { needsLocalSite } from '../support/target-site';

// These tests take parts of the shared site down (through the control endpoint of the global setup)
// and always bring them back, so the tests after them find the whole site running.
needsLocalSite('it stops and restarts parts of the site');

const main = (page: Page) => page.getByRole('main');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const cogsPage = (page: Page) =>
  main(page).getByRole('heading', { name: 'The site is busy fighting the Cogs' });

/** Follows a link of the navigation bar (primary, or inside the "More" menu): a client-side move. */
async function navigate(page: Page, label: string): Promise<void> {
  // Not exact: a link may carry a "New" badge in its name.
  const link = nav(page).getByRole('link', { name: label });
  if (!(await link.isVisible())) await nav(page).getByRole('button', { name: 'More' }).click();
  await link.click();
}

/** Marks this document, so a full reload (which would start a new one) is caught. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __marker: 'first load' }));
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('first load');
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
}

test.describe('a remote whose server stops', () => {
  test.afterEach(async () => {
    await reopenPart('tools');
  });

  test('takes down only its own area, and comes back without a reload', async ({ page }) => {
    await page.goto('/makeship');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Makeship' })).toBeVisible();
    await markDocument(page);

    await closePart('tools');
    // The visitor keeps using the areas that are up.
    await navigate(page, 'Fishing');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Fishing' })).toBeVisible();
    await navigate(page, 'Makeship');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Makeship' })).toBeVisible();

    // The stopped area shows the Cogs page; the header and navigation still work.
    await navigate(page, 'Cog Radar');
    await expect(page).toHaveURL(/\/cog-radar$/);
    await expect(cogsPage(page)).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'The Trinket Foundation' }).first()).toBeVisible();
    await navigate(page, 'Your Toons');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Your Toons' })).toBeVisible();

    // Back up: the next visit to the area loads it, in the same document.
    await reopenPart('tools');
    await navigate(page, 'Cog Radar');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Cog Radar' })).toBeVisible();
    await expect(cogsPage(page)).toHaveCount(0);
    await expectSameDocument(page);
  });

  test('"Refresh" on the Cogs page loads the area once it is back, without a reload', async ({ page }) => {
    await page.goto('/');
    await markDocument(page);
    await closePart('tools');
    await navigate(page, 'Theater');
    await expect(cogsPage(page)).toBeVisible();

    await reopenPart('tools');
    await main(page).getByRole('button', { name: 'Refresh' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Theater' })).toBeVisible();
    await expectSameDocument(page);
  });

  test('a page first opened while its remote is down recovers with one press of "Refresh"', async ({
    page,
  }) => {
    // The site's server knows the remote's files from a visit while it was up, so the page's HTML
    // asks the browser to preload them: with the remote down each of those preloads fails.
    expect((await page.request.get('/cog-radar')).headers().link).toContain('route-cog-radar');
    await closePart('tools');
    await page.goto('/cog-radar');
    await expect(cogsPage(page)).toBeVisible();
    await markDocument(page);

    await reopenPart('tools');
    await main(page).getByRole('button', { name: 'Refresh' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Cog Radar' })).toBeVisible();
    await expect(cogsPage(page)).toHaveCount(0);
    await expectSameDocument(page);
  });
});

test.describe('a remote down when the page is first opened', () => {
  test.afterEach(async () => {
    await reopenPart('tools');
  });

  test('its menu entries and home cards come back once it is up, without a reload; its pages are named', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The site's server has the remote's routes.json from a visit while it was up, so it names the page.
    expect((await page.request.get('/cog-radar')).headers().link).toContain('route-cog-radar');
    await closePart('tools');
    await page.goto('/cog-radar');
    await expect(cogsPage(page)).toBeVisible();
    // Not "Home": the page the player asked for, and that it is unavailable.
    await expect(page).toHaveTitle('The Trinket Foundation | Cog Radar unavailable');
    await markDocument(page);

    // While it is down its entries and cards are gone; the other areas work.
    await nav(page).getByRole('button', { name: 'More' }).click();
    await expect(nav(page).getByRole('link', { name: 'Cog Radar' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'The Trinket Foundation' }).first().click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'The Trinket Foundation' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Cog Radar' })).toHaveCount(0);
    await navigate(page, 'Fishing');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Fishing' })).toBeVisible();

    // Back up: the next move in the site reads its routes.json again, and everything returns.
    await reopenPart('tools');
    await navigate(page, 'Makeship');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Makeship' })).toBeVisible();
    await navigate(page, 'Cog Radar');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Cog Radar' })).toBeVisible();
    await expect(page).toHaveTitle('The Trinket Foundation | Cog Radar');
    await page.getByRole('link', { name: 'The Trinket Foundation' }).first().click();
    await expect(main(page).getByRole('link', { name: 'Cog Radar' })).toBeVisible();
    await expectSameDocument(page);
  });

  test('with no move at all, its entries come back on their own', async ({ page }) => {
    test.setTimeout(90_000);
    await closePart('tools');
    await page.goto('/');
    await expect(main(page).getByRole('heading', { level: 1, name: 'The Trinket Foundation' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Cog Radar' })).toHaveCount(0);
    await markDocument(page);
    await reopenPart('tools');
    // Read again on a back-off (5 s, then 10 s, ...): the card returns while the player stays put.
    await expect(main(page).getByRole('link', { name: 'Cog Radar' })).toBeVisible({ timeout: 40_000 });
    await expectSameDocument(page);
  });
});

test.describe('the api stopped', () => {
  test.afterEach(async ({ request }) => {
    const health = await request.get('/api/health').catch(() => null);
    if (health?.status() !== 200) await restartApi();
  });

  test('pages show their last data or an error, and local toons keep working', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/makeship');
    await expect(main(page).getByRole('article').first()).toBeVisible();
    const campaigns = await main(page).getByRole('article').count();

    await stopApi();
    // Pages that had their data keep showing it.
    await navigate(page, 'Fishing');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Fishing' })).toBeVisible();
    await navigate(page, 'Makeship');
    await expect(main(page).getByRole('article')).toHaveCount(campaigns);

    // Pages that never had it say so, with a way to try again; the rest of the page stands.
    await navigate(page, 'Top Toons');
    await expect(main(page).getByRole('alert')).toContainText('The ranking could not be loaded', {
      timeout: 30_000,
    });
    await expect(main(page).getByRole('button', { name: 'Try again' })).toBeVisible();
    await navigate(page, 'Cog Radar');
    await expect(main(page).getByRole('alert').first()).toContainText('Invasions could not be loaded', {
      timeout: 30_000,
    });
    await expect(nav(page)).toBeVisible();

    // A fresh visit still works for a signed-out visitor's toons, which live in the browser.
    await page.goto('/profile');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Your Toons' })).toBeVisible();
    const cards = main(page).getByRole('article');
    await main(page).getByRole('button', { name: 'New Toon' }).click();
    await expect(cards).toHaveCount(1);
    await cards.first().getByLabel('Name', { exact: true }).fill('Offline Toon');
    await cards.first().getByRole('button', { name: 'Save' }).click();
    await expect(main(page).getByRole('heading', { name: 'Offline Toon', exact: true })).toBeVisible();
    await navigate(page, 'Fishing');
    await expect(main(page).getByLabel('Toon', { exact: true })).toContainText('Offline Toon');

    // Back up: the area that failed recovers on its next visit.
    await restartApi();
    await navigate(page, 'Top Toons');
    await expect(main(page).getByRole('tab', { name: 'Rewards' })).toBeVisible();
    await expect(main(page).getByText('The ranking could not be loaded')).toHaveCount(0, { timeout: 30_000 });
  });
});
