import { expect, type Page, test } from '@playwright/test';
import {
  changeGameStatusNow,
  PAGE_POLL_MS,
  publishNews,
  publishReleaseNote,
  resetGameFeeds,
  resetGameFeedsNow,
} from '../support/game-standin-feeds';
import { restartApi } from '../support/site-control-client';
import { needsLocalSite } from '../support/target-site';

// The game's news and release notes pages and their notifications (issue 36, items 3 and 4), from
// what the game stand-in publishes. The api keeps its copy of the news list 15 minutes and of the
// release notes 2, so after publishing, the api is restarted: its next read is the stand-in's.
needsLocalSite('it publishes posts on the game stand-in and restarts the api');
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const main = (page: Page) => page.getByRole('main');

const ORDINARY_POST = 'E2E news: an ordinary post with a long title that must wrap on a phone screen';
const HOSTILE_POST = 'E2E news: a hostile post';
const ORDINARY_NOTE = 'e2e-live-v9.1.0';
const HOSTILE_NOTE = 'e2e-live-v9.2.0';

let ids: { ordinaryPost: number; hostilePost: number; ordinaryNote: number; hostileNote: number };

test.beforeAll(async ({ request }) => {
  await resetGameFeeds(request);
  const ordinaryPost = (await publishNews(request, { title: ORDINARY_POST })).postId;
  const hostilePost = (await publishNews(request, { title: HOSTILE_POST, hostile: true })).postId;
  const ordinaryNote = (await publishReleaseNote(request, { slug: ORDINARY_NOTE })).noteId;
  const hostileNote = (await publishReleaseNote(request, { slug: HOSTILE_NOTE, hostile: true })).noteId;
  ids = { ordinaryPost, hostilePost, ordinaryNote, hostileNote };
  await restartApi();
});

test.afterAll(async ({ request }) => {
  // Every later spec expects the stand-in's first feeds, also in the api's copies.
  await resetGameFeedsNow(request);
});

/** Records each notification the page shows: the browser's own stays in place behind the record. */
async function recordNotifications(page: Page) {
  await page.context().grantPermissions(['notifications']);
  await page.addInitScript(() => {
    const Original = window.Notification;
    const shown: { title: string; body: string }[] = [];
    Object.assign(window, { __notifications: shown });
    // Called with `new`, it returns the browser's own notification after noting it.
    function Recorded(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body ?? '' });
      return new Original(title, options);
    }
    Object.defineProperty(Recorded, 'permission', { get: () => Original.permission });
    Object.assign(Recorded, { requestPermission: Original.requestPermission.bind(Original) });
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true, writable: true });
  });
}

const notificationsShown = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { __notifications?: { title: string }[] }).__notifications ?? []).map(
      (n) => n.title,
    ),
  );

/** What a rendered post body must not hold: anything that runs, and links that reach back. */
async function expectInertBody(page: Page) {
  const body = main(page).getByTestId('feed-body');
  await expect(body.getByText('kept text')).toBeVisible();
  const found = await body.evaluate((element) => ({
    handlers: Array.from(element.querySelectorAll('*')).flatMap((node) =>
      node.getAttributeNames().filter((name: string) => name.toLowerCase().startsWith('on')),
    ),
    tags: Array.from(element.querySelectorAll('script, style, iframe')).map((node) => node.tagName),
    scriptLinks: Array.from(element.querySelectorAll('a')).filter((a) =>
      /^\s*javascript:/i.test(a.getAttribute('href') ?? ''),
    ).length,
    links: Array.from(element.querySelectorAll('a[href]')).map((a) => ({
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
    })),
  }));
  expect(found.handlers).toEqual([]);
  expect(found.tags).toEqual([]);
  expect(found.scriptLinks).toBe(0);
  expect(found.links).toEqual([{ target: '_blank', rel: 'noopener noreferrer' }]);
  // The hostile body's script, its picture's onerror and its link would each set this.
  await main(page).getByText('a javascript link').click();
  expect(await page.evaluate(() => (window as unknown as { __hostile?: boolean }).__hostile)).toBeUndefined();
}

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test('the news page lists the published posts newest first, and each post opens inert', async ({ page }) => {
  await page.goto('/news');
  await expect(main(page).getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const titles = main(page)
    .getByRole('list', { name: 'News posts, newest first' })
    .getByRole('heading', { level: 2 });
  await expect(titles.first()).toHaveText(HOSTILE_POST);
  await expect(titles.nth(1)).toHaveText(ORDINARY_POST);
  await expect(titles.last()).toHaveText('Stand-in news post 1');
  // Dates in words, machine-readable beside them.
  await expect(main(page).locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);

  await titles.first().getByRole('link').click();
  await expect(page).toHaveURL(`/news/${ids.hostilePost}`);
  await expect(main(page).getByRole('heading', { level: 1, name: HOSTILE_POST })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(HOSTILE_POST));
  await expectInertBody(page);
});

test('the release notes page lists the published notes newest first, and each note opens inert', async ({
  page,
}) => {
  await page.goto('/release-notes');
  const names = main(page)
    .getByRole('list', { name: 'Release notes, newest first' })
    .getByRole('heading', { level: 2 });
  await expect(names.first()).toHaveText(HOSTILE_NOTE);
  await expect(names.nth(1)).toHaveText(ORDINARY_NOTE);
  await expect(names.last()).toHaveText('standin-v1.1.0');

  await page.goto(`/release-notes/${ids.hostileNote}`);
  await expect(
    main(page).getByRole('heading', { level: 1, name: `Release notes: ${HOSTILE_NOTE}` }),
  ).toBeVisible();
  await expectInertBody(page);

  await page.goto(`/release-notes/${ids.ordinaryNote}`);
  await expect(main(page).getByTestId('feed-body')).toHaveText('Notes.');
});

test('an id the game never published shows the not-found state', async ({ page }) => {
  await page.goto('/news/987654');
  await expect(main(page).getByRole('heading', { level: 1, name: 'News post not found' })).toBeVisible();
  await main(page).getByRole('link', { name: 'All news' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await page.goto('/release-notes/987654');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Release note not found' })).toBeVisible();
  await page.goto('/news/not-a-number');
  await expect(main(page).getByRole('heading', { level: 1, name: 'News post not found' })).toBeVisible();
});

const PINNED_DATE = 'September 30, 2026 at 11:59 PM';

/**
 * The stand-in dates a post when a run publishes it, and a date's length decides where the line
 * beside it wraps: the browser sees the posts this run published under one fixed date (the longest
 * month's), so its picture is the same on every day. A mask would hide the date but not its width.
 */
async function pinPublishedDates(page: Page) {
  const published = new Set([ids.ordinaryPost, ids.hostilePost]);
  type Dated = { postId: number; date: string };
  const pin = (post: Dated) => (published.has(post.postId) ? { ...post, date: PINNED_DATE } : post);
  await page.route(/\/api\/game\/news(\/\d+)?$/, async (route) => {
    const response = await route.fetch();
    const snapshot = (await response.json()) as { data: Dated | Dated[] };
    const data = Array.isArray(snapshot.data) ? snapshot.data.map(pin) : pin(snapshot.data);
    await route.fulfill({ response, json: { ...snapshot, data } });
  });
}

/** Compares the page's main area at 390 px with its baseline (tests/game-news.spec.ts-snapshots). */
async function expectMainLooksLike(page: Page, name: string) {
  await expect(main(page)).toHaveScreenshot(name, { animations: 'disabled', maxDiffPixelRatio: 0.01 });
}

test('on a phone (390 px) the list and a post fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await pinPublishedDates(page);
  await page.goto('/news');
  await expect(main(page).getByRole('heading', { level: 2, name: ORDINARY_POST })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectMainLooksLike(page, 'news-list-390.png');

  // The ordinary post for the picture: the hostile body's picture never loads, and when it gives up
  // is the network's choice. The hostile post must fit all the same.
  await page.goto(`/news/${ids.ordinaryPost}`);
  await expect(main(page).getByRole('heading', { level: 1, name: ORDINARY_POST })).toBeVisible();
  await expect(main(page).getByTestId('feed-body')).toHaveText('News.');
  await expect(main(page).locator('time')).toHaveAttribute('datetime', '2026-09-30');
  await expectNoSidewaysScroll(page);
  await expectMainLooksLike(page, 'news-post-390.png');

  await page.goto(`/news/${ids.hostilePost}`);
  await expect(main(page).getByTestId('feed-body').getByText('kept text')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('with notifications on, closing and reopening the game and a new release note each notify', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await recordNotifications(page);
  // The page's polls run on Playwright's clock: each change is seen on the next one, at once.
  await page.clock.install();
  await page.goto('/release-notes');
  const statusRead = page.waitForResponse((response) => response.url().endsWith('/api/game/status'));
  await main(page).getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(main(page).getByRole('button', { name: 'Stop notifications' })).toBeVisible();
  expect((await statusRead).ok()).toBe(true);
  expect(await notificationsShown(page)).toEqual([]);

  // The api serves each change at once (restarted, its copies are empty); the page asks on its next poll.
  await changeGameStatusNow(request, { open: false }, { open: false });
  await page.clock.runFor(PAGE_POLL_MS);
  await expect.poll(() => notificationsShown(page)).toEqual(['Toontown Rewritten has closed']);

  await changeGameStatusNow(request, { open: true }, { open: true });
  await page.clock.runFor(PAGE_POLL_MS);
  await expect
    .poll(() => notificationsShown(page))
    .toEqual(['Toontown Rewritten has closed', 'Toontown Rewritten is open again']);

  await publishReleaseNote(request, { slug: 'e2e-live-v9.3.0' });
  await restartApi();
  await page.clock.runFor(PAGE_POLL_MS);
  await expect
    .poll(() => notificationsShown(page))
    .toEqual(['Toontown Rewritten has closed', 'Toontown Rewritten is open again', 'New release notes']);

  // The choice and the newest note told about stay for the next visit: a reload announces nothing again.
  const notesRead = page.waitForResponse((response) => response.url().endsWith('/api/game/release-notes'));
  await page.reload();
  await expect(main(page).getByRole('button', { name: 'Stop notifications' })).toBeVisible();
  await notesRead;
  expect(await notificationsShown(page)).toEqual([]);
});
