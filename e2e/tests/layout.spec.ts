import { expect, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts';

/** The header's height, whether the account's email is cut off, and whether the page scrolls sideways. */
function headerFacts(page: Page) {
  return page.evaluate(() => {
    const email = document.querySelector<HTMLElement>('.account__email');
    return {
      height: document.querySelector('header.nav')?.getBoundingClientRect().height ?? 0,
      emailCut: !email || email.scrollWidth > email.clientWidth || email.getBoundingClientRect().width === 0,
      pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

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
  // The frame is in the page before its request goes out: wait for the request itself.
  await expect.poll(() => youtube.length).toBeGreaterThan(0);
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

test('signed in, the header fits one row at 1280 px with the whole email, and stays usable at 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = uniqueEmail('header-row');
  await signUp(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText(email)).toBeVisible();
  const wide = await headerFacts(page);
  expect(wide).toMatchObject({ emailCut: false, pageOverflows: false });
  expect(wide.height).toBeLessThan(90);
  for (const name of ['Makeship', 'Your Toons', 'More']) {
    const box = await nav
      .getByRole(name === 'More' ? 'button' : 'link', { name })
      .first()
      .boundingBox();
    const brand = await page.getByRole('link', { name: 'The Trinket Foundation' }).first().boundingBox();
    expect(box && brand && Math.abs(box.y + box.height / 2 - (brand.y + brand.height / 2))).toBeLessThan(12);
  }
  const header = await page.locator('header.nav').boundingBox();
  const signOut = await nav.getByRole('button', { name: 'Sign out' }).boundingBox();
  expect(signOut && header && signOut.y + signOut.height).toBeLessThanOrEqual((header?.y ?? 0) + wide.height);

  await page.setViewportSize({ width: 390, height: 844 });
  expect((await headerFacts(page)).pageOverflows).toBe(false);
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(nav.getByText(email)).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect((await headerFacts(page)).pageOverflows).toBe(false);
  await nav.getByRole('link', { name: 'Fishing' }).click();
  await expect(page).toHaveURL(/\/fishing$/);
});
