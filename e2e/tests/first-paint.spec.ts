import { expect, type Page, test } from '@playwright/test';
import { brand } from 'web-kit';
import { siteRoutes } from '../support/surfaces';

// Every page arrives painted: the site's server renders the layout and the route's frame (its
// heading and first paragraph, from the remote that owns it) into the HTML, so a phone shows the page
// before any script has run; the browser's React then takes the painted page over without moving it.
// Runs against any deployment (E2E_BASE_URL): it reads only what a visitor's browser gets.

/**
 * Pages a visitor can open as they are: framed routes without a parameter, each with its frame as
 * its remote's src/surface.ts declares it (its build puts it in routes.json).
 */
const framedPages = siteRoutes.flatMap(({ frame, ...route }) =>
  frame && !route.path.includes(':') && !route.redirectTo ? [{ ...route, frame }] : [],
);

/** The pages bench:web measures, where nothing may move while the page loads. */
const measuredPages = ['/makeship', '/fishing', '/arcade', '/cog-radar'];

const main = (page: Page) => page.getByRole('main');

test('every framed route of every remote is covered', () => {
  expect(framedPages.length).toBeGreaterThanOrEqual(25);
  for (const path of measuredPages) expect(framedPages.map((route) => route.path)).toContain(path);
});

test('with scripts off, each page shows its layout, heading and first paragraph, and its title', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const route of framedPages) {
    await test.step(route.path, async () => {
      await page.goto(route.path);
      await expect(page).toHaveTitle(`${brand.siteName} | ${route.title}`);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(route.frame.heading);
      if (route.frame.lead) await expect(main(page).locator('p').first()).toHaveText(route.frame.lead);
      for (const card of route.frame.cards ?? []) {
        await expect(main(page).getByRole('link', { name: card.title, exact: true })).toHaveAttribute(
          'href',
          card.to,
        );
        await expect(main(page).getByText(card.text, { exact: true })).toBeVisible();
      }
    });
  }
  // A frame's links work before any script: the arcade's games open from the painted page.
  await page.goto('/arcade');
  await main(page).getByRole('link', { name: 'Cogsweeper', exact: true }).click();
  await expect(page).toHaveURL(/\/arcade\/cogsweeper$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Cogsweeper');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.siteName);
  await expect(main(page).getByRole('link').first()).toBeVisible();
  await context.close();
});

test('the live page takes over the painted one: same heading and paragraph, hydrated, no style refused', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/drawn afresh|Content Security Policy|hydrat/i.test(text)) problems.push(`${page.url()}: ${text}`);
  });
  for (const route of framedPages) {
    await test.step(route.path, async () => {
      await page.goto(route.path);
      // The frame is gone once the remote's page has rendered in its place.
      await expect(main(page).locator('.route-frame')).toHaveCount(0);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(route.frame.heading);
      if (route.frame.lead) {
        await expect(main(page).locator('.page > p').first()).toHaveText(route.frame.lead);
      }
      // A frame's cards are the page's own, word for word and link for link.
      if (route.frame.cards) {
        const cards = main(page).locator('.link-cards > li');
        await expect(cards.locator('h2')).toHaveText(route.frame.cards.map((card) => card.title));
        await expect(cards.locator('p')).toHaveText(route.frame.cards.map((card) => card.text));
        const hrefs = await cards
          .locator('h2 a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(hrefs).toEqual(route.frame.cards.map((card) => card.to));
      }
    });
  }
  expect(problems).toEqual([]);
});

/** Records every layout shift of the page from its first paint on, in `window.__layoutShifts`. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Opens each path and expects no layout shift from its first paint until its network is idle. */
async function expectNoShift(page: Page, paths: string[]) {
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(main(page).locator('.route-frame')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(
        () => (window as unknown as { __layoutShifts: number[] }).__layoutShifts,
      );
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    });
  }
}

test('nothing moves while a measured page loads (Cumulative Layout Shift 0)', async ({ page }) => {
  await recordLayoutShifts(page);
  await expectNoShift(page, ['/', ...measuredPages]);
});

test('on a phone, nothing moves while pages whose parts arrive one by one load', async ({ page }) => {
  // Each moved once on a 390 px screen: ToonLink's notice when the Toons' loading line went, the
  // store's items when its giveaways arrived, the population's chart when its history did.
  await page.setViewportSize({ width: 390, height: 844 });
  await recordLayoutShifts(page);
  await expectNoShift(page, ['/toonlink', '/store', '/population', '/arcade', '/cog-radar']);
});
