import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { contractVersion } from 'shared-contracts';
import { repoRoot } from '../../scripts/parts.mjs';
import { buildRemoteCopy, editFile, folderFingerprint, type RemoteFixture } from '../support/remote-fixture';
import { restorePart, servePartFrom } from '../support/site-control-client';
import { needsLocalSite } from '../support/target-site';

// A team ships its remote alone: another build of mfe-arcade (a copy of its package with a new page,
// a new menu entry, a new home card and a stylesheet of its own) served in place of its build on the
// running site, with no change to the shell or shared-contracts and no rebuild of either. Then a
// build of it against another major of the contract, and a routes.json that does not fit the schema.

needsLocalSite('it serves other builds of a remote in place of its own');
test.describe.configure({ mode: 'serial' });

const main = (page: Page) => page.getByRole('main');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const cogsPage = (page: Page) =>
  main(page).getByRole('heading', { name: 'The site is busy fighting the Cogs' });

/** Follows a link of the navigation bar (primary, or inside the "More" menu). */
async function navigate(page: Page, label: string | RegExp): Promise<void> {
  const link = nav(page).getByRole('link', { name: label });
  if (!(await link.isVisible())) await nav(page).getByRole('button', { name: 'More' }).click();
  await link.click();
}

const newPage = `import { useRouteMetadata } from 'web-kit/area';
import './ship-alone.css';

export function ShipAlonePage() {
  useRouteMetadata();
  return (
    <div className="page ship-alone">
      <h1>Shipped alone</h1>
      <p className="ship-alone__note">This page came with a redeployment of the arcade alone.</p>
    </div>
  );
}
`;
const newStyles = `.ship-alone { border-top: 7px solid rgb(1, 2, 3); }
.ship-alone__note { color: rgb(4, 5, 6); }
`;

/** mfe-arcade with a page of its own team's making, declared in one place: route, menu entry, home card, styles. */
function addShipAlonePage(root: string): void {
  writeFileSync(path.join(root, 'src/features/ship-alone-page.tsx'), newPage);
  writeFileSync(path.join(root, 'src/features/ship-alone.css'), newStyles);
  editFile(
    root,
    'src/surface.ts',
    'pages: [',
    `pages: [
    {
      path: '/arcade/ship-alone',
      title: 'Shipped Alone',
      description: 'A page shipped with the arcade alone.',
      menu: { placement: 'menu', order: 5, isNew: true },
      card: { order: 1 },
      load: () =>
        import(/* webpackChunkName: "route-arcade-ship-alone" */ './features/ship-alone-page').then(
          (module) => module.ShipAlonePage,
        ),
    },`,
  );
}

/** The console's error and warning lines of a page. */
function consoleLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') lines.push(message.text());
  });
  return lines;
}

/** The other areas and the home page work as before. */
async function expectOtherAreasWork(page: Page): Promise<void> {
  await navigate(page, 'Fishing');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Fishing' })).toBeVisible();
  await navigate(page, /^Makeship/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Makeship' })).toBeVisible();
  await navigate(page, 'Cog Radar');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Cog Radar' })).toBeVisible();
  await expect(cogsPage(page)).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'The Trinket Foundation' })).toBeVisible();
}

test.describe('a remote redeployed alone', () => {
  const fixtures: RemoteFixture[] = [];
  const shellBuild = path.join(repoRoot, 'shell/dist');
  const contractsBuild = path.join(repoRoot, 'shared-contracts/dist');
  let shellBefore: string[] = [];
  let contractsBefore: string[] = [];

  test.beforeAll(() => {
    shellBefore = folderFingerprint(shellBuild);
    contractsBefore = folderFingerprint(contractsBuild);
  });

  test.afterEach(async () => {
    await restorePart('arcade');
  });

  test.afterAll(() => {
    for (const fixture of fixtures) fixture.remove();
    // Nothing of the shell or the contract was rebuilt or changed for any of it.
    expect(folderFingerprint(shellBuild)).toEqual(shellBefore);
    expect(folderFingerprint(contractsBuild)).toEqual(contractsBefore);
  });

  test('with a new page, menu entry and styles is picked up by the running shell', async ({ page }) => {
    test.setTimeout(180_000);
    const fixture = buildRemoteCopy('mfe-arcade', { edit: addShipAlonePage });
    fixtures.push(fixture);

    await page.goto('/');
    await nav(page).getByRole('button', { name: 'More' }).click();
    await expect(nav(page).getByRole('link', { name: 'Arcade' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: /Shipped Alone/ })).toHaveCount(0);

    await servePartFrom('arcade', fixture.dist);
    const lines = consoleLines(page);
    // The visitor's next visit to the site, served by the same shell.
    await page.goto('/');
    const tools = page.getByRole('region', { name: 'Tools for your Toons' });
    await expect(tools.getByRole('link', { name: 'Shipped Alone' })).toBeVisible();
    await nav(page).getByRole('button', { name: 'More' }).click();
    const entry = nav(page).getByRole('link', { name: /Shipped Alone/ });
    await expect(entry).toBeVisible();
    await expect(entry.locator('.badge--new')).toHaveText('New');
    await entry.click();

    await expect(page).toHaveURL(/\/arcade\/ship-alone$/);
    const heading = main(page).getByRole('heading', { level: 1, name: 'Shipped alone' });
    await expect(heading).toBeVisible();
    await expect(page).toHaveTitle('The Trinket Foundation | Shipped Alone');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:3000/arcade/ship-alone',
    );
    // Its own stylesheet came with it, under the shared layout.
    await expect(main(page).locator('.ship-alone')).toHaveCSS('border-top-color', 'rgb(1, 2, 3)');
    await expect(main(page).locator('.ship-alone__note')).toHaveCSS('color', 'rgb(4, 5, 6)');
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Opened directly too, and the remote's other pages still work.
    await page.goto('/arcade/ship-alone');
    await expect(heading).toBeVisible();
    await navigate(page, 'Arcade');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Arcade' })).toBeVisible();
    await expectOtherAreasWork(page);
    expect(lines.filter((line) => /\[(surface|contract)\]/.test(line))).toEqual([]);

    // Its previous build again: the page is gone, the path falls back to home.
    await restorePart('arcade');
    await page.goto('/arcade/ship-alone');
    await expect(page).toHaveURL('http://localhost:3000/');
  });

  test('built against another contract major shows the Cogs page in its area only', async ({ page }) => {
    test.setTimeout(180_000);
    // The next major after the site's own contract.
    const nextMajor = `${Number(contractVersion.split('.')[0]) + 1}.0.0`;
    const fixture = buildRemoteCopy('mfe-arcade', { contractVersion: nextMajor });
    fixtures.push(fixture);
    await servePartFrom('arcade', fixture.dist);
    const lines = consoleLines(page);

    await page.goto('/arcade');
    await expect(cogsPage(page)).toBeVisible();
    await expect(main(page).locator('.cogs-error')).toHaveAttribute('data-area', 'arcade');
    await expect(nav(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(lines).toContainEqual(
      expect.stringContaining(
        `[contract] remote "arcade" is incompatible: built against shared-contracts ^${nextMajor}, the site runs ${contractVersion}`,
      ),
    );
    await expectOtherAreasWork(page);
    // Its menu entry still leads to its area, which shows the Cogs page.
    await navigate(page, 'Arcade');
    await expect(cogsPage(page)).toBeVisible();
  });

  test('whose routes.json does not fit the schema shows the Cogs page in its area only', async ({ page }) => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'trinket-bad-surface-'));
    fixtures.push({
      root: folder,
      dist: folder,
      remove: () => rmSync(folder, { recursive: true, force: true }),
    });
    cpSync(path.join(repoRoot, 'mfe-arcade/dist'), folder, { recursive: true });
    rmSync(path.join(folder, 'routes.json.br'), { force: true });
    rmSync(path.join(folder, 'routes.json.gz'), { force: true });
    writeFileSync(
      path.join(folder, 'routes.json'),
      JSON.stringify({ remote: 'arcade', routes: 'everything' }),
    );
    await servePartFrom('arcade', folder);
    const lines = consoleLines(page);

    await page.goto('/arcade');
    await expect(cogsPage(page)).toBeVisible();
    expect(lines).toContainEqual(
      expect.stringMatching(/^\[surface\] remote "arcade": .*does not fit the contract/),
    );
    await expectOtherAreasWork(page);
  });
});
