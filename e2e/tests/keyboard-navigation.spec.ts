import { expect, type Page, test } from '@playwright/test';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const main = (page: Page) => page.getByRole('main');
const moreButton = (page: Page) => nav(page).getByRole('button', { name: 'More' });
const moreList = (page: Page) => page.locator('.more-menu__list');

/** Opens the "More" menu from the keyboard, as a player tabbing through the header would. */
async function openMoreByKeyboard(page: Page): Promise<void> {
  // The server paints the button disabled; it takes focus once the page is live.
  await expect(moreButton(page)).toBeEnabled();
  await moreButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(moreList(page)).toBeVisible();
}

test.describe('the More menu by keyboard', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Tab past its last link closes it, so it covers nothing that has focus', async ({ page }) => {
    await page.goto('/');
    await openMoreByKeyboard(page);
    const links = await moreList(page).getByRole('link').count();
    expect(links).toBeGreaterThan(0);
    for (let step = 0; step < links; step += 1) await page.keyboard.press('Tab');
    // Still on the menu's last link: it stays open.
    await expect(moreList(page).getByRole('link').last()).toBeFocused();
    await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Tab');
    await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(moreList(page)).toBeHidden();
    const focusInMenu = await page.evaluate(() => Boolean(document.activeElement?.closest('.more-menu')));
    expect(focusInMenu).toBe(false);
  });

  test('Shift+Tab back out of it closes it too', async ({ page }) => {
    await page.goto('/');
    await openMoreByKeyboard(page);
    await page.keyboard.press('Shift+Tab');
    await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(moreList(page)).toBeHidden();
  });

  test('Escape from one of its links closes it and gives focus back to its button', async ({ page }) => {
    await page.goto('/');
    await openMoreByKeyboard(page);
    await page.keyboard.press('Tab');
    await expect(moreList(page).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(moreList(page)).toBeHidden();
    await expect(moreButton(page)).toBeFocused();
  });

  test('choosing a link puts focus on the new page’s heading', async ({ page }) => {
    await page.goto('/');
    await expect(main(page).getByRole('heading', { level: 1, name: 'The Trinket Foundation' })).toBeVisible();
    // A first page load leaves focus where the browser puts it.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    await openMoreByKeyboard(page);
    const cogRadar = moreList(page).getByRole('link', { name: 'Cog Radar' });
    await cogRadar.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cog-radar$/);
    // The remote's page renders after the move; focus waits for its heading, not the frame's.
    const heading = main(page).getByRole('heading', { level: 1, name: 'Cog Radar' });
    await expect(heading).toBeFocused();
    await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'false');

    // A link of the bar itself, and the site's name back home, do the same.
    await nav(page).getByRole('link', { name: 'Fishing' }).focus();
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Fishing' })).toBeFocused();
    await page.getByRole('link', { name: 'The Trinket Foundation' }).first().focus();
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('heading', { level: 1, name: 'The Trinket Foundation' })).toBeFocused();
  });

  test('a first visit to an area’s page leaves focus alone', async ({ page }) => {
    await page.goto('/cog-radar');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Cog Radar' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });
});
