import { expect, type Page, test } from '@playwright/test';
import { changeGameStatusNow, PAGE_POLL_MS, resetGameFeedsNow } from '../support/game-standin-feeds';
import { needsLocalSite } from '../support/target-site';

// The game's status in every page's notices (issue 36, item 2), driven through the game stand-in.
needsLocalSite('it closes the game stand-in and sets its banner');
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const CLOSED = 'Toontown Rewritten is closed right now.';
const BANNER = 'Stand-in banner: double jellybeans all weekend, and a long line that must wrap on a phone.';

const notices = (page: Page) => page.getByRole('region', { name: 'Notices' });

/** Loads `path` and waits for the page's own read of the game's status, so what shows is settled. */
async function openReadingStatus(page: Page, path: string) {
  const statusRead = page.waitForResponse((response) => response.url().endsWith('/api/game/status'));
  await page.goto(path);
  expect((await statusRead).ok()).toBe(true);
}

// The page's polls run on Playwright's clock, so a test moves on to the next one at once.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test.afterEach(async ({ request }) => {
  // Every later spec expects an open game without a banner, also in the api's copy.
  await resetGameFeedsNow(request);
});

test('closing the game shows a notice on every page; reopening takes it away without a reload', async ({
  page,
  request,
}) => {
  await openReadingStatus(page, '/');
  await expect(page.getByText(CLOSED)).toHaveCount(0);

  await changeGameStatusNow(request, { open: false }, { open: false });
  for (const path of ['/', '/cog-radar', '/fishing']) {
    await openReadingStatus(page, path);
    await expect(notices(page).getByText(CLOSED)).toBeVisible();
  }

  await changeGameStatusNow(request, { open: true }, { open: true });
  // The open page asks again on its next poll, without a reload.
  await page.clock.runFor(PAGE_POLL_MS);
  await expect(page.getByText(CLOSED)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test("the game website's banner shows its words, fits a phone, and stays dismissed across pages", async ({
  page,
  request,
}) => {
  await changeGameStatusNow(request, { banner: BANNER }, { open: true, banner: BANNER });
  await page.setViewportSize({ width: 390, height: 844 });
  await openReadingStatus(page, '/');
  const notice = notices(page).getByText(`From Toontown Rewritten: ${BANNER}`);
  await expect(notice).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  await notices(page)
    .getByRole('button', { name: `Dismiss notice: From Toontown Rewritten: ${BANNER}` })
    .click();
  await expect(page.getByText(BANNER)).toHaveCount(0);
  for (const path of ['/cog-radar', '/']) {
    await openReadingStatus(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(BANNER)).toHaveCount(0);
  }

  // New words are a new notice: the dismissal was for the old ones.
  await changeGameStatusNow(
    request,
    { open: false, banner: 'Stand-in: closed for an update.' },
    { open: false, banner: 'Stand-in: closed for an update.' },
  );
  await openReadingStatus(page, '/');
  await expect(
    notices(page).getByText(`${CLOSED.slice(0, -1)}: Stand-in: closed for an update.`),
  ).toBeVisible();
});
