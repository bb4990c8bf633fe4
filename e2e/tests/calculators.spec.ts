import { expect, type Page, test } from '@playwright/test';

const main = (page: Page) => page.getByRole('main');

test.describe('gag damage calculator', () => {
  test('reports a defeat for two Birthday Cakes on a level 12 Cog, not for one', async ({ page }) => {
    await page.goto('/calculators/gag-damage');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Gag damage calculator' })).toBeVisible();
    await main(page).getByLabel('Cog level').selectOption('12');
    const result = main(page).getByRole('region', { name: 'Result' });

    await main(page).getByRole('group', { name: 'Toon 1' }).getByLabel('Gag').selectOption('throw-6');
    await expect(result.getByRole('status')).toHaveText(
      'Not defeated: 100 damage against 200 health, 100 health left.',
    );

    await main(page).getByRole('group', { name: 'Toon 2' }).getByLabel('Gag').selectOption('throw-6');
    await expect(result.getByRole('status')).toHaveText('Defeated: 240 damage against 200 health.');
    await expect(result.getByRole('row', { name: /Throw/ })).toContainText('100 + 100');
  });

  test('counts the organic bonus and the knock-back of a lured Cog', async ({ page }) => {
    await page.goto('/calculators/gag-damage');
    await main(page).getByLabel('Cog level').selectOption('9');
    const toon1 = main(page).getByRole('group', { name: 'Toon 1' });
    await toon1.getByLabel('Gag').selectOption('throw-6');
    const status = main(page).getByRole('region', { name: 'Result' }).getByRole('status');
    await expect(status).toContainText('Not defeated');
    await toon1.getByLabel('Organic').check();
    await expect(status).toHaveText('Defeated: 110 damage against 110 health.');

    await main(page).getByRole('button', { name: 'Clear the gags' }).click();
    await main(page).getByLabel('Cog level').selectOption('6');
    await main(page).getByRole('group', { name: 'Toon 1' }).getByLabel('Gag').selectOption('lure-1');
    await main(page).getByRole('group', { name: 'Toon 2' }).getByLabel('Gag').selectOption('throw-5');
    await expect(status).toHaveText('Defeated: 60 damage against 56 health.');
  });
});

test('the promotion calculator takes the quota from the chosen suit and level', async ({ page }) => {
  await page.goto('/calculators/cog-suits');
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Cog suit promotion calculator' }),
  ).toBeVisible();
  await main(page).getByLabel('Department').selectOption('bossbot');
  await main(page).getByLabel('Cog suit').selectOption({ label: 'Corporate Raider' });
  await main(page).getByLabel('Suit level').selectOption('9');
  // CogDisguiseGlobals.MeritsPerLevel: a level 9 Corporate Raider needs 2,880 stock options.
  await expect(main(page).getByTestId('suit-quota')).toHaveText(
    'Level 9 Corporate Raider: 2,880 stock options for the next promotion.',
  );
  await main(page).getByLabel('You have (stock options)').fill('0');
  await expect(main(page).getByRole('status')).toHaveText(
    '2,880 stock options to go. Fewest runs: 1 × Final Fringe + 1 × First Fairway (3,140 stock options).',
  );
  await expect(main(page).getByRole('row', { name: /Final Fringe/ })).toContainText('2,200');
  await expect(
    main(page)
      .getByRole('row', { name: /First Fairway/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('4');

  // The Shticker Book's own figure wins over the table.
  await main(page).getByLabel("Your Shticker Book's quota, if different (stock options)").fill('3,000');
  await expect(main(page).getByRole('status')).toHaveText(
    '3,000 stock options to go. Fewest runs: 1 × Final Fringe + 1 × First Fairway (3,140 stock options).',
  );

  await main(page).getByLabel('You have (stock options)').fill('-4');
  await expect(main(page).getByText('Enter 0 or more.')).toBeVisible();

  // A top suit at level 50 has nothing left to earn.
  await main(page).getByLabel("Your Shticker Book's quota, if different (stock options)").fill('');
  await main(page).getByLabel('Cog suit').selectOption({ label: 'The Big Cheese' });
  await main(page).getByLabel('Suit level').selectOption('50');
  await expect(main(page).getByTestId('suit-quota')).toHaveText(
    'Level 50 The Big Cheese: the top level, no further promotion.',
  );
});

test('the Theater loads no video until asked', async ({ page }) => {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('youtube')) videoRequests.push(request.url());
  });
  await page.goto('/theater');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Theater' })).toBeVisible();
  const play = main(page)
    .getByRole('button', { name: /^Play / })
    .first();
  await expect(play).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(videoRequests).toEqual([]);

  await page.route('**/*youtube*/**', (route) =>
    route.fulfill({ body: '<p>video</p>', contentType: 'text/html' }),
  );
  await play.click();
  await expect(main(page).locator('iframe[title]')).toHaveCount(1);
  // The frame is in the page before its request goes out: wait for the request itself.
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
});

test('the privacy policy renders its sections and the support contact', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  for (const heading of [
    'Your account',
    'Your Toons',
    'What your browser keeps',
    'Cookie consent',
    'Analytics',
    'ToonLink',
    'Deleting your data',
  ]) {
    await expect(main(page).getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main(page).getByText('Last updated')).toBeVisible();
  await expect(main(page).getByRole('rowheader', { name: 'trinket.selectedToon' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: /support@/ })).toHaveAttribute('href', /^mailto:/);
});

test('the calculators are linked from the More menu and the home page', async ({ page }) => {
  await page.goto('/');
  const tools = page.getByRole('region', { name: 'Tools for your Toons' });
  await expect(tools.getByRole('link', { name: 'Cog suit promotion calculator' })).toBeVisible();
  await page.getByRole('button', { name: 'More' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Gag damage calculator' })
    .click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Gag damage calculator' })).toBeVisible();
});

test('the calculators fit a 390px-wide phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/calculators/gag-damage', '/calculators/cog-suits', '/theater', '/privacy-policy']) {
    await page.goto(path);
    await expect(main(page).locator('h1')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
