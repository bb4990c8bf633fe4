import { expect, type Page, test } from '@playwright/test';
import { createToonNamed, main } from '../support/toons';

// Issue 32, item 8: what the player reads when a catch equals the record, when a count box refuses
// what was typed, and on Toon Studio (a Toon without DNA, and links that open rather than download).

let nameCounter = 0;
function uniqueToonName(label: string): string {
  nameCounter += 1;
  return `${label} ${Date.now() % 1_000_000}${nameCounter}`;
}

async function newVisitorToon(page: Page, label: string): Promise<void> {
  await page.goto('/profile');
  await createToonNamed(page, uniqueToonName(label));
}

async function logBalloonFish(page: Page, pounds: string): Promise<void> {
  const form = main(page).getByRole('form', { name: 'Log a catch of Balloon Fish' });
  if (!(await form.isVisible())) {
    await main(page).getByRole('button', { name: 'Log a catch of Balloon Fish' }).click();
  }
  await form.getByLabel('Pounds (lb)').fill(pounds);
  await form.getByLabel('Ounces (oz)').fill('0');
  await form.getByRole('button', { name: 'Save catch' }).click();
}

test('a catch equal to the record says it matched the record', async ({ page }) => {
  await newVisitorToon(page, 'Matcher');
  await page.goto('/fishing');
  const status = main(page).getByRole('status').filter({ hasText: 'Balloon Fish' });
  await logBalloonFish(page, '2');
  await expect(status).toHaveText('Balloon Fish added to the album at 2 lb.');
  await logBalloonFish(page, '2');
  await expect(status).toHaveText('Balloon Fish: matched your record of 2 lb; the record stays as it was.');
  await expect(status).not.toContainText('heavier than');
});

test('golf and racing count boxes say why a typed value is refused, marked aria-invalid', async ({
  page,
}) => {
  await newVisitorToon(page, 'Golfer');
  await page.goto('/golfing');
  const completed = main(page).getByLabel('Courses Completed', { exact: true });
  await expect(completed).toHaveAttribute('aria-invalid', 'false');
  await completed.fill('2.5');
  await completed.press('Enter');
  await expect(completed).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await completed.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  await expect(completed).toHaveAccessibleDescription(
    'Enter a whole number from 0 to 1,000,000; “2.5” is not a whole number. Still saved: 0.',
  );
  await expect(main(page).getByRole('alert')).toHaveText(
    'Enter a whole number from 0 to 1,000,000; “2.5” is not a whole number. Still saved: 0.',
  );
  await completed.fill('99999999');
  await completed.blur();
  await expect(completed).toHaveAccessibleDescription(
    'Enter a whole number from 0 to 1,000,000; 99,999,999 is more than the site keeps. Still saved: 0.',
  );
  await completed.fill('3');
  await completed.press('Enter');
  await expect(completed).toHaveAttribute('aria-invalid', 'false');
  await expect(completed).not.toHaveAttribute('aria-describedby', /./);
  await page.reload();
  await expect(main(page).getByLabel('Courses Completed', { exact: true })).toHaveValue('3');

  // A value each box accepts alone can still break a rule between statistics: its words are shown.
  const underPar = main(page).getByLabel('Courses Under Par', { exact: true });
  await underPar.fill('5');
  await underPar.press('Enter');
  await expect(
    main(page).getByRole('alert').filter({ hasText: 'a course under par is a course completed' }),
  ).toBeVisible();
  await page.reload();
  await expect(main(page).getByLabel('Courses Under Par', { exact: true })).toHaveValue('0');

  await page.goto('/racing');
  const speedway = main(page).getByLabel('Speedway Wins', { exact: true });
  await speedway.fill('99999999');
  await speedway.press('Enter');
  await expect(speedway).toHaveAttribute('aria-invalid', 'true');
  await expect(speedway).toHaveAccessibleDescription(
    /from 0 to 1,000,000; 99,999,999 is more than the site keeps/,
  );
});

test('Toon Studio says "1 of your Toons has" and its links open the pictures, promising no download', async ({
  page,
}) => {
  await newVisitorToon(page, 'Undrawn');
  await page.goto('/toon-studio');
  await expect(
    main(page).getByText('1 of your Toons has no style DNA yet: ToonLink fills it in from the game.'),
  ).toBeVisible();
  await page.getByLabel('Style DNA').fill('7424010101021d021d8b1b16');
  await page.getByRole('button', { name: 'Draw' }).click();
  const pictures = page.getByTestId('toon-pictures');
  const links = pictures.getByRole('link', { name: /^Open the .* in a new tab$/ });
  await expect(links).toHaveCount(6);
  await expect(pictures.getByRole('link', { name: /download/i })).toHaveCount(0);
  for (const link of await links.all()) {
    await expect(link).not.toHaveAttribute('download', /.*/);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    pictures
      .getByRole('link', { name: 'Open the portrait of Pasted Toon, 128 by 128 pixels, in a new tab' })
      .click(),
  ]);
  await expect(opened).toHaveURL(/\/render\/7424010101021d021d8b1b16\/portrait\/128x128\.png$/);
  await opened.close();
});
