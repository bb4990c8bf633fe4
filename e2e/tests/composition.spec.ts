import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../../scripts/parts.mjs';
import { needsDeployedRemote, needsLocalSite } from '../support/target-site';

test('a link inside a remote updates the shell: active nav item and back button', async ({ page }) => {
  await page.goto('/profile');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Your Toons' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('main').getByRole('link', { name: 'fishing', exact: true }).click();
  await expect(page).toHaveURL(/\/fishing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fishing' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Fishing' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Your Toons' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('The Trinket Foundation | Fishing');

  await page.goBack();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Toons' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Your Toons' })).toHaveAttribute('aria-current', 'page');

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Fishing' })).toBeVisible();
});

test('the shell navigates between areas owned by different remotes', async ({ page }) => {
  await page.goto('/fishing');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Makeship' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Makeship' })).toBeVisible();
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('link', { name: 'Arcade' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Arcade' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Makeship' })).toBeVisible();
});

test('exactly one copy of react-dom runs on a page that shows two areas', async ({ page }) => {
  // Every copy of react-dom registers its renderer with the devtools hook: count them.
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers: new Map(),
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
        isDisabled: false,
      },
    });
    Object.defineProperty(window, '__reactRenderers', { get: () => renderers.length });
  });
  const reactDomFiles = new Set<string>();
  page.on('response', (response) => {
    if (/react-dom/.test(response.url())) reactDomFiles.add(response.url());
  });
  await page.goto('/fishing');
  await expect(page.getByRole('heading', { level: 1, name: 'Fishing' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __reactRenderers: number }).__reactRenderers),
  ).toBe(1);
  expect(reactDomFiles.size).toBeLessThanOrEqual(1);
});

test('a remote whose manifest is unreachable shows the Cogs page only in its area', async ({ page }) => {
  needsDeployedRemote('arcade', "it points the config's arcade manifest at a closed port");
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.remotes.arcade = 'http://127.0.0.1:9/mf-manifest.json';
    await route.fulfill({ response, json: config });
  });
  const events: string[] = [];
  await page.exposeFunction('recordEvent', (name: string) => events.push(name));
  await page.addInitScript(() => {
    window.addEventListener('trinket:analytics', (event) => {
      (window as unknown as { recordEvent: (name: string) => void }).recordEvent(
        (event as CustomEvent<{ name: string }>).detail.name,
      );
    });
  });

  await page.goto('/arcade');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'The site is busy fighting the Cogs' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: /support@/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect.poll(() => events).toContain('error_page');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fishing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fishing' })).toBeVisible();
  await page.getByRole('link', { name: 'The Trinket Foundation' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Trinket Foundation' })).toBeVisible();
});

test('a remote rebuilt and redeployed alone is picked up by the running shell', {
  tag: '@deployment-smoke',
}, async ({ page }) => {
  needsLocalSite('it rebuilds a remote into the build this machine serves');
  test.setTimeout(120_000);
  const label = `redeploy-${Date.now()}`;
  await page.goto('/arcade');
  await expect(page.getByRole('heading', { level: 1, name: 'Arcade' })).toBeVisible();
  await expect(page.getByText(`Build ${label}`)).toHaveCount(0);

  const build = spawnSync(
    path.join(repoRoot, 'node_modules/.bin/rsbuild'),
    ['build', '--log-level', 'warn'],
    {
      cwd: path.join(repoRoot, 'mfe-arcade'),
      env: { ...process.env, BUILD_LABEL: label },
      stdio: 'inherit',
    },
  );
  expect(build.status).toBe(0);

  await page.reload();
  await expect(page.getByText(`Build ${label}`)).toBeVisible();
});

test('the api answers through the site origin', { tag: '@deployment-smoke' }, async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});
