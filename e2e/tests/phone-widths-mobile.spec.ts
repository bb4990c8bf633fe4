// Issue 32 item 7, on the phone project at the widths a player tried: the page never scrolls
// sideways, the header keeps one row, and Top Toons shows each entry's rank on screen.
import { expect, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts';
import { needsLocalSite } from '../support/target-site';
import { createToonNamed, main } from '../support/toons';

/** How far the document is wider than its viewport (0 or less: it fits). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('/events with its sources open fits 390 and 360 px', async ({ page }) => {
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/events');
    await main(page).getByText('Where these dates come from').click();
    const sources = main(page).locator('details[open] a[href^="http"]');
    await expect(sources.first()).toBeVisible();
    expect(await sidewaysOverflow(page), `overflow at ${width} px`).toBeLessThanOrEqual(0);
    // Each source link stays inside the screen, wrapped rather than cut.
    for (const box of await sources.evaluateAll((links) =>
      links.map((link) => link.getBoundingClientRect().right),
    )) {
      expect(box).toBeLessThanOrEqual(width);
    }
  }
});

test('the header is one row at 360 px: the wordmark and the Menu button side by side', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  const home = page.getByRole('banner').getByRole('link', { name: 'The Trinket Foundation' });
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toBeVisible();
  const [homeBox, toggleBox, header] = await Promise.all([
    home.boundingBox(),
    toggle.boundingBox(),
    page.getByRole('banner').boundingBox(),
  ]);
  if (!homeBox || !toggleBox || !header) throw new Error('the header is not laid out');
  // Side by side: the button starts level with the wordmark, not on a row below it.
  expect(Math.abs(toggleBox.y - homeBox.y)).toBeLessThan(homeBox.height);
  // One row: the header is no taller than its tallest item and its padding.
  expect(header.height).toBeLessThan(Math.max(homeBox.height, toggleBox.height) * 1.6);
  expect(toggleBox.x + toggleBox.width).toBeLessThanOrEqual(360);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  // Still usable: the button opens the menu.
  await toggle.click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('Top Toons at 390 px shows each entry’s rank on screen', async ({ page }) => {
  needsLocalSite('it signs up a player in the Auth emulator to have a ranked Toon');
  await page.setViewportSize({ width: 390, height: 800 });
  await signUp(page, uniqueEmail('phone-rank'));
  await expect(page).toHaveURL(/\/profile$/);
  await createToonNamed(page, `Ranky ${Date.now() % 1_000_000}`);
  await page.goto('/top-toons');
  const rank = main(page).getByRole('table').getByRole('row').nth(1).getByRole('cell').first();
  await expect(rank).toBeVisible();
  await expect(rank).toHaveText(/^\d+$/);
  const box = await rank.boundingBox();
  if (!box) throw new Error('the rank cell is not laid out');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});
