// One first visit of a page in a fresh browser context: what the page shows and every console error.
import { type Browser, expect, type Page } from '@playwright/test';

export interface Visit {
  page: Page;
  errors: string[];
  close: () => Promise<void>;
}

/** Opens `url` in a new context (no cache, no storage) and records console errors and page errors. */
export async function firstVisit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  await page.goto(url);
  return { page, errors, close: () => context.close() };
}

/** The page shows its own content (a heading of its own, no Cogs page) and logged no error. */
export async function expectPageShown(visit: Visit, heading?: string | RegExp): Promise<void> {
  const { page } = visit;
  const h1 = page.locator('h1').first();
  // Dev bundles are large and unminified: a first paint takes a while on a busy machine.
  if (heading) await expect(h1).toHaveText(heading, { timeout: 60_000 });
  else await expect(h1).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.cogs-error')).toHaveCount(0);
  // Late errors (a shared module, a chunk, a failed read) show up shortly after the first paint.
  await page.waitForTimeout(2_000);
  await expect(page.locator('.cogs-error')).toHaveCount(0);
  expect(visit.errors).toEqual([]);
}
