// Issue 32 item 9: a trailing-slash path serves the same page and names the path without the slash
// as canonical, in the server's HTML and once the page runs; an unknown store item shows its
// "not found" page with a clean console (no failed request logged).
import { expect, test } from '@playwright/test';
import { baseUrl } from '../support/target-site';
import { main } from '../support/toons';

test('/makeship/ is the Makeship page and names /makeship as canonical, in the first paint and live', async ({
  page,
  request,
}) => {
  const canonical = `${baseUrl}/makeship`;
  const response = await request.get('/makeship/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const links = [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map(([, href]) => href);
  expect(links).toEqual([canonical]);

  await page.goto('/makeship/');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Makeship' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
});

test('an unknown store item says so and leaves the console clean', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
  });
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/store/no-such-item');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Back to the store' })).toBeVisible();
  // Anything logged late (a query's retry, a deferred script) would land within this.
  await page.waitForTimeout(1_500);
  expect(failed).toEqual([]);
  expect(logged).toEqual([]);
});
