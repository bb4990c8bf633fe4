import { expect, test } from '@playwright/test';

test('the More menu works by keyboard', async ({ page }) => {
  await page.goto('/');
  const more = page.getByRole('button', { name: 'More' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const cogRadar = page.getByRole('link', { name: 'Cog Radar' }).first();
  await expect(cogRadar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();
});

test('a dismissed banner notice stays dismissed after a reload', async ({ page }) => {
  await page.goto('/');
  const notices = page.getByRole('region', { name: 'Notices' });
  await expect(notices).toContainText('Welcome to The Trinket Foundation');
  await notices.getByRole('button', { name: /Dismiss notice/ }).click();
  await expect(page.getByRole('region', { name: 'Notices' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'The Trinket Foundation' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notices' })).toHaveCount(0);
});

test('signed-out visitors see Log in; the video loads only on request', async ({ page }) => {
  const youtube: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('youtube')) youtube.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.route('**/*youtube*/**', (route) =>
    route.fulfill({ body: '<p>video</p>', contentType: 'text/html' }),
  );
  await page.getByRole('button', { name: /Play the video/ }).click();
  await expect(page.locator('iframe[title]')).toHaveCount(1);
  expect(youtube.length).toBeGreaterThan(0);
});

test('the cavalcade lookup is off by default and polite when its source fails', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Cavalcade status' })).toHaveCount(0);

  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.cavalcade = { enabled: true, baseUrl: 'http://127.0.0.1:9' };
    await route.fulfill({ response, json: config });
  });
  await page.reload();
  const status = page.getByRole('complementary', { name: 'Cavalcade status' });
  await expect(status).toContainText('couldn’t check on the Cavalcade', { timeout: 60_000 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('the cavalcade lookup shows the parade status', async ({ page }) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.cavalcade = { enabled: true, baseUrl: 'http://localhost:3000/test-cavalcade' };
    await route.fulfill({ response, json: config });
  });
  await page.route('**/test-cavalcade/cavalcade', (route) =>
    route.fulfill({ json: { paradeStatus: 'active' } }),
  );
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Cavalcade status' })).toContainText(
    'on parade right now',
  );
});
