import { expect, type Page } from '@playwright/test';

/** The page's main landmark, where each area renders. */
export const main = (page: Page) => page.getByRole('main');

/** Presses "New Toon" on /profile and renames the new toon card to `name`. */
export async function createToonNamed(page: Page, name: string): Promise<void> {
  const cards = main(page).getByRole('article');
  const before = await cards.count();
  await main(page).getByRole('button', { name: 'New Toon' }).click();
  await expect(cards).toHaveCount(before + 1);
  const card = cards.last();
  await card.getByLabel('Name', { exact: true }).fill(name);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(main(page).getByRole('heading', { name, exact: true })).toBeVisible();
}
