import { expect, type Locator, type Page, test } from '@playwright/test';
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

  // A value each box accepts alone can still break a rule between statistics: the box is marked
  // and described by the rule's words, nothing is saved, and both clear once the value keeps it.
  const underPar = main(page).getByLabel('Courses Under Par', { exact: true });
  await underPar.fill('5');
  await underPar.press('Enter');
  const underParWords =
    'Courses Under Par (5) cannot be more than Courses Completed (3): a course under par is a course completed. Still saved: 0.';
  await expectRefusedWith(page, underPar, underParWords);
  await page.reload();
  await expect(underPar).toHaveValue('0');
  await underPar.fill('5');
  await underPar.blur();
  await expectRefusedWith(page, underPar, underParWords);
  await underPar.fill('2');
  await underPar.press('Enter');
  await expect(underPar).toHaveAttribute('aria-invalid', 'false');
  await expect(underPar).not.toHaveAttribute('aria-describedby', /./);
  await expect(main(page).getByRole('alert')).toHaveCount(0);
  await page.reload();
  await expect(underPar).toHaveValue('2');

  await page.goto('/racing');
  const speedway = main(page).getByLabel('Speedway Wins', { exact: true });
  await speedway.fill('99999999');
  await speedway.press('Enter');
  await expect(speedway).toHaveAttribute('aria-invalid', 'true');
  await expect(speedway).toHaveAccessibleDescription(
    /from 0 to 1,000,000; 99,999,999 is more than the site keeps/,
  );

  // Racing's rule: every speedway win is one of the total wins.
  await speedway.fill('2');
  await speedway.press('Enter');
  await expectRefusedWith(
    page,
    speedway,
    'Speedway Wins + Rural Wins + Urban Wins (2) cannot be more than Total Wins (0): total wins count every win on a speedway, rural or urban track. Still saved: 0.',
  );
  const totalWins = main(page).getByLabel('Total Wins', { exact: true });
  await totalWins.fill('2');
  await totalWins.press('Enter');
  await expect(totalWins).toHaveAttribute('aria-invalid', 'false');
  await speedway.fill('2');
  await speedway.press('Enter');
  await expect(speedway).toHaveAttribute('aria-invalid', 'false');
  await expect(speedway).not.toHaveAttribute('aria-describedby', /./);
  await page.reload();
  await expect(speedway).toHaveValue('2');
});

/** The box is marked invalid and described, by the id it names, with exactly these words. */
async function expectRefusedWith(page: Page, box: Locator, words: string): Promise<void> {
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await box.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(words);
  await expect(box).toHaveAccessibleDescription(words);
}

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
