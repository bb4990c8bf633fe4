import { expect, type Page, test } from '@playwright/test';
import { signUp, storedFirebaseUser, uniqueEmail } from '../support/accounts';
import { settle, type CspWatch as Watch, watchPolicy as watch } from '../support/csp-watch';
import { baseUrl, siteConfig } from '../support/target-site';
import { createToonNamed, main } from '../support/toons';

test.describe('the Content-Security-Policy', () => {
  test('the HTML of the site carries the security headers', { tag: '@deployment-smoke' }, async ({
    page,
  }) => {
    const response = await page.goto('/profile');
    const headers = response?.headers() ?? {};
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    // Every remote of the site's own config may load scripts and be fetched; the game's sockets too.
    const config = await siteConfig(page.request);
    const directives = new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]));
    for (const manifest of Object.values(config.remotes)) {
      const origin = new URL(manifest, response?.url()).origin;
      if (origin === new URL(response?.url() ?? '').origin) continue;
      expect(directives.get('script-src')).toContain(origin);
      expect(directives.get('connect-src')).toContain(origin);
    }
    expect(directives.get('connect-src')).toContain('ws://localhost:1547');
    if (config.firebase.emulatorUrl) {
      expect(directives.get('connect-src')).toContain(new URL(config.firebase.emulatorUrl).origin);
    }
  });

  test('a remote file keeps its CORS and is never sniffed', async ({ request }) => {
    const config = await siteConfig(request);
    const response = await request.get(new URL(config.remotes.tools ?? '', baseUrl).toString());
    expect(response.status()).toBe(200);
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('the policy is enforced: an inline script added to the page does not run', async ({ page }) => {
    const seen = await watch(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'The Trinket Foundation' })).toBeVisible();
    // Evaluated scripts bypass the policy; the <script> element they add does not.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
    });
    await expect.poll(() => seen.violations()).toContainEqual(expect.stringMatching(/^script-src/));
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBe(
      undefined,
    );
  });

  // Every route loads with no policy violation: tests/routes.spec.ts checks it on its one visit
  // of each route.

  // The ToonLink sockets: tests/toonlink.spec.ts links two game windows with the policy watched.
  test("the home video and the rendering service's pictures are allowed", async ({ page }) => {
    const seen = await watch(page);
    await page.goto('/');
    await page.getByRole('button', { name: /Play the video/ }).click();
    await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toHaveCount(1);

    await page.goto('/doodle-studio');
    await expect(main(page).locator('img').first()).toBeVisible();
    await expect
      .poll(() =>
        main(page)
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await settle(page);
    expect(await seen.violations()).toEqual([]);
  });
});

/** Script-looking names, each within the 32-character limit of a toon name. */
const payloads = [
  '<img src=x onerror=__pwned=1>',
  '"><script>__pwned=2</script>',
  '<svg onload=__pwned=3>',
] as const;
const rewardPayload = '<img src=y onerror=__pwned=4>';
const toonPages = ['/profile', '/fishing', '/golfing', '/racing', '/rewards'];
/** A style DNA (shared-contracts' toon tests use the same one), so Toon Studio names the toon. */
const sampleDna = '7424010101021d021d8b1b160016160104001c0000040000000000000000000000';

/** Shows the literal text, runs none of it, opens no dialog and breaks no policy. */
async function expectShownNotRun(page: Page, seen: Watch, texts: readonly string[]): Promise<void> {
  for (const text of texts) await expect(main(page)).toContainText(text);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(undefined);
  // Text rendered as markup would have made these elements, whatever the policy then blocked.
  expect(await page.locator('[onerror], [onload], img[src="x"], img[src="y"]').count()).toBe(0);
  expect(await page.locator('script:not([src])').count()).toBe(0);
  expect(seen.dialogs).toEqual([]);
  expect(await seen.violations()).toEqual([]);
}

/**
 * Visits each page that shows toon names and checks every name is shown as text (Toon Studio names
 * only toons with a style DNA).
 */
async function visitToonPages(
  page: Page,
  seen: Watch,
  names: readonly string[],
  paths: string[],
): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('main .cogs-error')).toHaveCount(0);
    await settle(page);
    await expectShownNotRun(page, seen, names);
  }
}

test.describe('user text is shown, never run', () => {
  test('a signed-out visitor: toon names, a reward name, a watched cog and a pasted DNA', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const seen = await watch(page);
    await page.goto('/profile');
    for (const name of payloads) await createToonNamed(page, name);

    await page.goto('/rewards');
    await main(page).getByLabel('SOS Toon name').fill(rewardPayload);
    await main(page).getByRole('button', { name: 'Add' }).first().click();
    await expect(main(page).getByLabel(rewardPayload, { exact: true })).toHaveValue('1');

    await visitToonPages(page, seen, payloads, toonPages);
    await page.goto('/rewards');
    await expectShownNotRun(page, seen, [rewardPayload]);

    await page.context().grantPermissions(['notifications']);
    await page.goto('/cog-radar');
    await main(page).getByLabel('Cog to watch for').fill(payloads[0]);
    await main(page).getByRole('button', { name: 'Turn on notifications' }).click();
    await expectShownNotRun(page, seen, [`Watching for ${payloads[0]}`]);

    await page.goto('/toon-studio');
    await main(page).getByLabel('Style DNA').fill(payloads[1]);
    await main(page).getByRole('button', { name: 'Draw' }).click();
    await expect(main(page).getByRole('alert')).toContainText('hexadecimal');
    await expectShownNotRun(page, seen, []);
  });

  test('a registered user: an api-stored toon on every toon page and on Top Toons', async ({ page }) => {
    test.setTimeout(90_000);
    const seen = await watch(page);
    await signUp(page, uniqueEmail('xss'));
    await expect(page).toHaveURL(/\/profile$/);
    await expect(main(page).getByText(/saved in your account/)).toBeVisible();
    const name = payloads[1];
    await createToonNamed(page, name);
    // A toon with a style DNA, as ToonLink would store it, sent straight to the api.
    const dnaName = payloads[2];
    const user = await storedFirebaseUser(page);
    const created = await page.request.post('/api/toons', {
      headers: { authorization: `Bearer ${user?.token}` },
      data: { name: dnaName, rendition: sampleDna },
    });
    expect(created.status()).toBe(201);

    await page.goto('/rewards');
    await main(page).getByLabel('Toon', { exact: true }).selectOption({ label: name });
    const pinkSlips = main(page).getByLabel('Pink slips', { exact: true });
    await pinkSlips.fill('250');
    await pinkSlips.press('Enter');
    await main(page).getByLabel('SOS Toon name').fill(rewardPayload);
    await main(page).getByRole('button', { name: 'Add' }).first().click();
    await expect(main(page).getByLabel(rewardPayload, { exact: true })).toHaveValue('1');

    // A fresh load reads the toon back from the api.
    await visitToonPages(page, seen, [name, dnaName], toonPages);
    await visitToonPages(page, seen, [dnaName], ['/toon-studio']);
    await page.goto('/rewards');
    await expectShownNotRun(page, seen, [rewardPayload]);

    await page.goto('/top-toons');
    await main(page).getByRole('tab', { name: 'Rewards' }).click();
    await expect(main(page).getByRole('row').filter({ hasText: name }).first()).toBeVisible();
    await expectShownNotRun(page, seen, [name]);
  });
});
