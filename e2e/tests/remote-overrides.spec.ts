import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { repoRoot } from '../../scripts/parts.mjs';
import { buildRemoteCopy, type RemoteFixture } from '../support/remote-fixture';
import { needsLocalSite } from '../support/target-site';

// QA tries a team's candidate build of one remote inside the otherwise unchanged site: a second build
// of mfe-arcade (its build label visible on the page) served on the candidate port the local config
// allows (http://localhost:3010), used through a remote override in this browser only.

needsLocalSite('it builds a candidate remote and serves it on a port of this machine');
test.describe.configure({ mode: 'serial' });

const CANDIDATE_ORIGIN = 'http://localhost:3010';
const candidateManifest = `${CANDIDATE_ORIGIN}/mf-manifest.json`;
const label = `candidate-${Date.now()}`;
let candidate: RemoteFixture | undefined;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const previous = process.env.BUILD_LABEL;
  process.env.BUILD_LABEL = label;
  try {
    candidate = buildRemoteCopy('mfe-arcade');
  } finally {
    if (previous === undefined) delete process.env.BUILD_LABEL;
    else process.env.BUILD_LABEL = previous;
  }
  // Served by the command QA uses (README: testing a candidate remote).
  const serving = spawn(
    process.execPath,
    [path.join(repoRoot, 'scripts/serve-candidate.mjs'), candidate.dist, '--port', '3010'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  server = serving;
  await new Promise<void>((resolve, reject) => {
    serving.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('mf-manifest.json')) resolve();
    });
    serving.once('exit', (code) => reject(new Error(`serve-candidate exited (${code})`)));
  });
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  candidate?.remove();
});

const notice = (page: Page) => page.getByRole('region', { name: 'Remote overrides' });

test('a candidate remote set by URL shows in the site, the notice names it, and clearing brings back the deployed one', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/arcade');
  await expect(page.getByRole('heading', { level: 1, name: 'Arcade' })).toBeVisible();
  await expect(page.getByText(`Build ${label}`)).toHaveCount(0);

  await page.goto(`/arcade?override=arcade=${encodeURIComponent(candidateManifest)}`);
  await expect(page.getByText(`Build ${label}`)).toBeVisible();
  await expect(notice(page).getByRole('status')).toContainText(`arcade comes from ${candidateManifest}`);
  // The request leaves the address; the override stays with this browser.
  await expect(page).toHaveURL(/\/arcade$/);
  await page.reload();
  await expect(page.getByText(`Build ${label}`)).toBeVisible();

  // Another area still comes from the deployed site.
  await page.goto('/cog-radar');
  await expect(page.getByRole('heading', { level: 1, name: 'Cog Radar' })).toBeVisible();
  await expect(notice(page)).toContainText('arcade comes from');

  await page.goto('/arcade');
  await notice(page).getByRole('button', { name: 'Clear overrides' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Arcade' })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByText(`Build ${label}`)).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('trinket:remote-overrides'))).toBeNull();
  expect(errors).toEqual([]);
});

test('the panel sets a candidate, and an origin the config does not list is refused with a message', async ({
  page,
}) => {
  await page.goto('/arcade?override=panel');
  const panel = notice(page);
  await panel.getByLabel('Remote').selectOption('arcade');
  await panel.getByLabel('Candidate manifest URL').fill('http://localhost:3011/mf-manifest.json');
  await panel.getByRole('button', { name: 'Use candidate' }).click();
  await expect(panel.getByRole('alert')).toContainText(
    'http://localhost:3011 is not an origin this site accepts candidates from',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Arcade' })).toBeVisible();
  await expect(page.getByText(`Build ${label}`)).toHaveCount(0);

  await panel.getByLabel('Remote').selectOption('arcade');
  await panel.getByLabel('Candidate manifest URL').fill(candidateManifest);
  await panel.getByRole('button', { name: 'Use candidate' }).click();
  await expect(page.getByText(`Build ${label}`)).toBeVisible();
  await notice(page).getByRole('button', { name: 'Clear overrides' }).click();
  await expect(page.getByText(`Build ${label}`)).toHaveCount(0);
});
