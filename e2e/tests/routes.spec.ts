import { expect, test } from '@playwright/test';
import { settle, watchPolicy } from '../support/csp-watch';
import { siteRoutes as routeTable, sampleUrl, siteHomeCards } from '../support/surfaces';
import { baseUrl } from '../support/target-site';

// Tagged @cross-remote: `npm test` runs these against the production topology only (not a second time
// against the site the suite starts), so every page of every remote is composed through nginx, the
// first-paint server and the api replicas; `npm run test:e2e` runs them against the started site.
test.describe('every route of the route table', { tag: '@cross-remote' }, () => {
  // Each visit is a page of its own: the two workers share them.
  test.describe.configure({ mode: 'parallel' });
  for (const route of routeTable) {
    // One visit per route checks both its layout and its Content-Security-Policy (the policy's other
    // tests are in security.spec.ts).
    test(`${route.path} renders in the shared layout with no policy violation`, async ({ page }) => {
      const policy = await watchPolicy(page);
      const response = await page.goto(sampleUrl(route.path));
      expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
      if (route.redirectTo) await expect(page).toHaveURL(new RegExp(`${route.redirectTo}$`));
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('main .cogs-error')).toHaveCount(0);
      await expect(page).toHaveTitle(/^The Trinket Foundation \| .+/);
      await settle(page);
      expect(await policy.violations()).toEqual([]);
    });
  }

  test('the home page lists every tool and links to the store', { tag: '@deployment-smoke' }, async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('The Trinket Foundation | Home');
    await expect(page.getByRole('heading', { level: 1, name: 'The Trinket Foundation' })).toBeVisible();
    const tools = page.getByRole('region', { name: 'Tools for your Toons' });
    await expect(tools.getByRole('link', { name: 'Cog Radar' })).toBeVisible();
    await expect(tools.getByRole('listitem')).toHaveCount(siteHomeCards.length);
    await expect(page.getByRole('link', { name: 'Visit the store' })).toHaveAttribute('href', '/store');
  });

  test('an alias names its primary as the canonical URL', async ({ page }) => {
    const canonical = page.locator('link[rel="canonical"]');
    const aliases: [string, string][] = [
      ['/stickers', '/trinkets'],
      ['/cavalcade', '/cartoonival'],
      ['/trinkets', '/trinkets'],
      ['/cartoonival', '/cartoonival'],
    ];
    for (const [path, primary] of aliases) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(canonical).toHaveAttribute('href', `${baseUrl}${primary}`);
    }
  });

  test('an unknown path lands on the home page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(`${baseUrl}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'The Trinket Foundation' })).toBeVisible();
  });
});

// One test for every page whose reads the server preloads: the pages load one after another, as
// separate tests loaded them, each in a browser context of its own, and stay open, so Chromium's
// warning about a preload nothing used (a few seconds after a page's load event) is waited for once
// at the end, not once per page (12 pages: 4 s instead of 48 s).
test('each page uses every read the server preloads, each fetched once', async ({ browser }) => {
  test.setTimeout(90_000);
  const routes = routeTable.filter((entry) => entry.preloadData?.length);
  expect(routes.length).toBeGreaterThan(0);
  const visits = [];
  for (const route of routes) {
    visits.push(
      await test.step(route.path, async () => {
        const context = await browser.newContext();
        const page = await context.newPage();
        const apiReads: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname.startsWith('/api/')) apiReads.push(`${url.pathname}${url.search}`);
        });
        const warnings: string[] = [];
        page.on('console', (message) => {
          if (/preload/i.test(message.text())) warnings.push(message.text());
        });
        const response = await page.goto(route.path);
        const expected = (route.preloadData ?? []).map((read) => `/api${read}`);
        for (const read of expected) {
          expect(response?.headers().link, `${route.path}'s Link header`).toContain(`${read}>; rel=preload`);
        }
        await expect(page.locator('main h1').first(), `${route.path}'s heading`).toBeVisible();
        await expect(page.locator('main .cogs-error'), `${route.path}'s errors`).toHaveCount(0);
        await page.waitForLoadState('load');
        await settle(page);
        // The reads of its arrival: an open page polls some of them again later (the Makeship
        // campaigns, the invasions), and the twelve pages stay open a while.
        return { route, context, page, arrivalReads: [...apiReads], warnings, expected };
      }),
    );
  }
  // Chromium names a preload nothing used a few seconds after the load event.
  await visits[0]?.page.waitForTimeout(4_000);
  for (const { route, arrivalReads, warnings, expected } of visits) {
    expect.soft(warnings, `${route.path}: preloads nothing used`).toEqual([]);
    for (const read of expected) {
      expect
        .soft(
          arrivalReads.filter((path) => path === read),
          `${route.path}: ${read} fetched once`,
        )
        .toHaveLength(1);
    }
  }
  await Promise.all(visits.map((visit) => visit.context.close()));
});
