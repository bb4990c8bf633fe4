// Moderation end to end: a player reports a Top Toons entry, a moderator (granted with the same
// command a deployment uses, `npm run moderator -- grant <email>`, against the suite's Auth
// emulator) hides it with a reason, Top Toons drops it, its owner reads why on their toon, the
// moderator shows it again, and the audit log has every step.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { authEmulatorPort, firebaseProjectId, repoRoot } from '../../scripts/parts.mjs';
import { signUp, uniqueEmail } from '../support/accounts';
import { needsLocalSite } from '../support/target-site';
import { createToonNamed, main } from '../support/toons';

needsLocalSite('the moderator claim is granted in the Auth emulator the suite starts');

const run = promisify(execFile);

/** `npm run moderator -- grant <email>` without its rebuild: the suite has just built the api. */
async function grantModerator(email: string): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [path.join(repoRoot, 'api/dist/moderation/moderator-cli.js'), 'grant', email],
    {
      env: {
        ...process.env,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulatorPort}`,
        FIREBASE_PROJECT_ID: firebaseProjectId,
      },
    },
  );
  return stdout;
}

async function signedUpPage(browser: Browser, label: string): Promise<{ page: Page; email: string }> {
  const page = await (await browser.newContext()).newPage();
  const email = uniqueEmail(label);
  await signUp(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  return { page, email };
}

/** The Rewards ranking, read fresh, once its table is there. */
async function rewardsRanking(page: Page) {
  await page.goto('/top-toons?category=rewards');
  await expect(main(page).getByRole('table')).toBeVisible();
  return main(page).getByRole('table');
}

test('a report, a hide with its reason, the owner told why, an unhide, and the audit log', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Cheaty ${Date.now() % 1_000_000}`;
  const reportReason = 'Two hundred forty pink slips looks invented';
  const hideReason = 'Pink slips beyond what this Toon could earn';
  const unhideReason = 'The owner showed screenshots of the pink slips';

  // The owner ranks a Toon in Rewards.
  const owner = await signedUpPage(browser, 'mod-owner');
  await createToonNamed(owner.page, name);
  await owner.page.goto('/rewards');
  const pinkSlips = main(owner.page).getByLabel('Pink slips', { exact: true });
  await pinkSlips.fill('240');
  await pinkSlips.press('Enter');
  const reporter = await signedUpPage(browser, 'mod-reporter');
  // The reporter's own Toon stays ranked throughout: the ranking is never empty. One pink slip fewer
  // than the reported Toon puts it on the first page whenever that one is, however many Toons with
  // no rewards the rest of the suite has ranked by then.
  const honest = `Honest ${Date.now() % 1_000_000}`;
  await createToonNamed(reporter.page, honest);
  await reporter.page.goto('/rewards');
  const honestSlips = main(reporter.page).getByLabel('Pink slips', { exact: true });
  await honestSlips.fill('239');
  await honestSlips.press('Enter');
  await expect(async () => {
    const ranking = await rewardsRanking(reporter.page);
    await expect(ranking.getByRole('row').filter({ hasText: name })).toBeVisible({ timeout: 2_000 });
    await expect(ranking.getByRole('row').filter({ hasText: honest })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  // A registered player reports it (on a 360 px phone: the report form fits).
  await reporter.page.setViewportSize({ width: 360, height: 780 });
  const table = main(reporter.page).getByRole('table');
  await table.getByRole('button', { name: `Report ${name}` }).click();
  await main(reporter.page).getByLabel(`Why should moderators look at ${name}?`).fill(reportReason);
  expect(await reporter.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await main(reporter.page).getByRole('button', { name: 'Send report' }).click();
  await expect(main(reporter.page).getByRole('status').filter({ hasText: 'Reported' })).toHaveText(
    'Reported. A moderator will look at it.',
  );
  // That player is no moderator: the moderation page says so and shows nothing.
  await reporter.page.goto('/top-toons/moderation');
  await expect(main(reporter.page).getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await expect(main(reporter.page).getByRole('alert')).toContainText('This account is not a moderator');
  await expect(main(reporter.page).getByText(reportReason)).toHaveCount(0);

  // A moderator, named with the command, sees the report (without signing in again) and hides the Toon.
  const moderator = await signedUpPage(browser, 'mod-moderator');
  expect(await grantModerator(moderator.email)).toContain('is a moderator now');
  const desk = moderator.page;
  await desk.goto('/top-toons/moderation');
  const report = main(desk).getByRole('article', { name: `Report of ${name}` });
  await expect(report).toContainText(reportReason);
  await report.getByText('Hide this Toon', { exact: true }).click();
  await report.getByLabel(`Why hide ${name}? Its owner reads this.`).fill(hideReason);
  await report.getByRole('button', { name: `Hide ${name}` }).click();
  await expect(report).toHaveCount(0);
  const hidden = main(desk).getByRole('region', { name: 'Hidden from Top Toons' });
  await expect(hidden.getByRole('listitem').filter({ hasText: name })).toContainText(hideReason);

  // Top Toons no longer shows it, and still shows the others.
  const after = await rewardsRanking(reporter.page);
  await expect(after.getByRole('row').filter({ hasText: honest })).toBeVisible();
  await expect(after.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  // Its owner reads why on their Toon.
  await owner.page.goto('/profile');
  const card = main(owner.page).getByRole('article', { name, exact: true });
  await expect(card.getByRole('note')).toContainText('Moderators hid this Toon from Top Toons.');
  await expect(card.getByRole('note')).toContainText(`Reason: ${hideReason}`);

  // The moderator shows it again: back in Top Toons, and the owner's notice is gone.
  const entry = hidden.getByRole('listitem').filter({ hasText: name });
  await entry.getByText('Show again', { exact: true }).click();
  await entry.getByLabel(`Why show ${name} again?`).fill(unhideReason);
  await entry.getByRole('button', { name: `Show ${name} again` }).click();
  await expect(hidden.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  await expect(
    (await rewardsRanking(reporter.page)).getByRole('row').filter({ hasText: name }),
  ).toBeVisible();
  await owner.page.reload();
  await expect(main(owner.page).getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(card.getByRole('note')).toHaveCount(0);

  // The audit log has the three steps, newest first, with who and why; the page fits a 360 px phone.
  await desk.setViewportSize({ width: 360, height: 780 });
  await desk.reload();
  const log = main(desk).getByRole('region', { name: 'Audit log' }).getByRole('row');
  const rowOf = (reason: string) => log.filter({ hasText: reason });
  await expect(rowOf(unhideReason)).toContainText('Showed a Toon again');
  await expect(rowOf(hideReason)).toContainText('Hid a Toon');
  await expect(rowOf(reportReason)).toContainText('Reported a Toon');
  const texts = await log.allInnerTexts();
  const order = [unhideReason, hideReason, reportReason].map((reason) =>
    texts.findIndex((text) => text.includes(reason)),
  );
  expect(order).toEqual([...order].sort((a, b) => a - b));
  await expect(main(desk).getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
