// Issue 34, shipping a remote by hand on the running site: the arcade team publishes two versions of
// mfe-arcade with `npm run release` (a version is published once: the same one again is refused),
// promotes the first, then the second, and rolls back twice; after each switch every visitor's next
// page load shows that version, whichever bucket they are in, and the shell's build never changes.
// It ends where it began: the arcade's built dist/ live.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { repoRoot } from '../../scripts/parts.mjs';
import { folderFingerprint } from '../support/remote-fixture';
import { needsLocalSite } from '../support/target-site';

needsLocalSite(
  'it builds and publishes a remote on this machine and switches it with the local RELEASE_TOKEN',
);
test.describe.configure({ mode: 'serial' });

const execute = promisify(execFile);
/** Versions no earlier run published (releases/ outlives the suite's database). */
const STAMP = Date.now().toString(36);
const FIRST = { version: `1.0.0-e2e.${STAMP}.1`, label: `first-${STAMP}` };
const SECOND = { version: `1.0.0-e2e.${STAMP}.2`, label: `second-${STAMP}` };

/** `npm run release -- …` as the arcade team runs it; its label is shown on the arcade's page. */
function release(args: string[], label?: string) {
  return execute(process.execPath, [path.join(repoRoot, 'scripts/release.mjs'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...(label && { BUILD_LABEL: label }) },
  });
}

/** A browser whose visitor sits in `bucket` (0-99). */
async function visitorIn(context: BrowserContext, bucket: number): Promise<Page> {
  await context.addCookies([{ name: 'trinket_bucket', value: String(bucket), url: 'http://localhost:3000' }]);
  return context.newPage();
}

/** The build label the arcade shows on the visitor's next page load ('' for a build without one). */
async function arcadeBuildOn(page: Page): Promise<string> {
  await page.goto('/arcade');
  // The remote's own page, not the frame painted before it: its heading inside the mounted area,
  // with the frame's picture over it gone.
  const area = page.locator('.remote-area');
  await expect(area.getByRole('heading', { level: 1, name: 'Arcade' })).toBeVisible();
  await expect(page.locator('.remote-area__cover')).toHaveCount(0);
  const label = area.locator('.build-label');
  return (await label.count()) > 0 ? ((await label.textContent()) ?? '').replace(/^Build /, '') : '';
}

test('publishing a version twice is refused, and the published files stay as they were', async () => {
  test.setTimeout(240_000);
  const first = await release(['arcade', '--version', FIRST.version], FIRST.label);
  expect(first.stdout).toContain(`published arcade ${FIRST.version}`);
  expect(first.stdout).toContain('recorded with the api');
  const folder = path.join(repoRoot, 'releases/arcade', FIRST.version);
  const files = folderFingerprint(folder);

  const again = await release(['arcade', '--version', FIRST.version, '--skip-build']).then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
  expect(again?.code).toBe(1);
  expect(again?.stderr).toMatch(/already published .*a published version never changes/);
  expect(folderFingerprint(folder)).toEqual(files);
});

test('promote and roll back by hand: each visitor’s next page load shows the version, and the shell is never rebuilt', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const shellBuild = folderFingerprint(path.join(repoRoot, 'shell/dist'));
  await release(['arcade', '--version', SECOND.version], SECOND.label);
  // Either side of any canary's share: both must follow every switch.
  const visitors = [
    await visitorIn(await browser.newContext(), 3),
    await visitorIn(await browser.newContext(), 96),
  ];
  const everyVisitorSees = async (label: string) => {
    for (const visitor of visitors)
      await expect.poll(() => arcadeBuildOn(visitor), { timeout: 20_000 }).toBe(label);
  };
  const dist = await arcadeBuildOn(visitors[0] as Page);

  const steps: { args: string[]; says: RegExp; shows: string }[] = [
    {
      args: ['promote', 'arcade', FIRST.version],
      says: new RegExp(`live ${FIRST.version.replaceAll('.', '\\.')} \\(a rollback goes to dist\\)`),
      shows: FIRST.label,
    },
    {
      args: ['promote', 'arcade', SECOND.version],
      says: /a rollback goes to 1\.0\.0-e2e/,
      shows: SECOND.label,
    },
    {
      args: ['rollback', 'arcade', '--reason', 'the second one misbehaves'],
      says: /live 1\.0\.0-e2e/,
      shows: FIRST.label,
    },
    { args: ['rollback', 'arcade'], says: /live its built dist\//, shows: dist },
  ];
  for (const step of steps) {
    const { stdout } = await release(step.args);
    expect(stdout).toMatch(step.says);
    await everyVisitorSees(step.shows);
  }
  const nothingLeft = await release(['rollback', 'arcade']).then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
  expect(nothingLeft?.code).toBe(1);
  expect(nothingLeft?.stderr).toMatch(/no_previous_version/);

  expect(folderFingerprint(path.join(repoRoot, 'shell/dist'))).toEqual(shellBuild);
  for (const visitor of visitors) await visitor.context().close();
});
