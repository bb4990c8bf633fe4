import { expect, type Locator, type Page, test } from '@playwright/test';
import { ArcadeSessionSchema, COGSWEEPER_LEVELS } from 'shared-contracts/domain';
import { activate, createBoard } from 'shared-contracts/game-rules';
import { signUp, uniqueEmail } from '../support/accounts';

const main = (page: Page) => page.getByRole('main');
const board = (page: Page) => main(page).getByRole('grid', { name: /Cogsweeper board/ });
const cell = (grid: Locator, index: number) => grid.locator(`[data-index="${index}"]`);

/**
 * Opens every free cell of a beginner board whose first click (cell 40) placed the Cogs at
 * `cogs`: one Cog is flagged with F, then the rest opened by mouse and by keyboard in turn.
 */
async function clearBoard(page: Page, grid: Locator, cogs: Set<number>): Promise<void> {
  expect(cogs.size).toBe(10);
  // Keyboard: arrows move the focus, F flags.
  const [firstCog] = [...cogs];
  await cell(grid, firstCog as number).focus();
  await page.keyboard.press('f');
  await expect(cell(grid, firstCog as number)).toHaveAttribute('data-state', 'flagged');
  await expect(main(page).getByTestId('cogs-left')).toHaveText('9');

  let byKeyboard = true;
  for (let index = 0; index < 81; index += 1) {
    if (cogs.has(index)) continue;
    const target = cell(grid, index);
    if ((await target.getAttribute('data-state')) !== 'hidden') continue;
    if (byKeyboard) {
      await target.focus();
      await page.keyboard.press('Enter');
    } else {
      await target.click();
    }
    await expect(target).toHaveAttribute('data-state', 'revealed');
    byKeyboard = !byKeyboard;
  }
  await expect(grid).toHaveAttribute('data-status', 'won');
}

/** Wins a linked (seeded) beginner board: its layout is public, shown to scripts as data-cogs. */
async function winSeededBoard(page: Page, seed: number): Promise<void> {
  await page.goto(`/arcade/cogsweeper?level=beginner&seed=${seed}`);
  const grid = board(page);
  await expect(grid).toHaveAttribute('data-status', 'ready');
  await cell(grid, 40).click();
  await expect(cell(grid, 40)).toHaveAttribute('data-state', 'revealed');
  const cogs = new Set(((await grid.getAttribute('data-cogs')) ?? '').split(',').map(Number));
  await clearBoard(page, grid, cogs);
}

test.describe('cogsweeper', () => {
  test('a scripted player wins a seeded board, and the best time is kept', async ({ page }) => {
    await winSeededBoard(page, 20251123);
    await expect(main(page).getByRole('status')).toContainText('You cleared the board');
    await expect(main(page).getByTestId('cogs-left')).toHaveText('0');
    await expect(page).toHaveTitle('The Trinket Foundation | Cogsweeper');
    const best = await main(page).getByTestId('best-time').textContent();
    expect(best).toMatch(/^\d+\.\d s$/);
    await expect(main(page).getByRole('link', { name: 'Create an account' })).toBeVisible();

    await page.reload();
    await expect(main(page).getByTestId('best-time')).toHaveText(best ?? '');
  });

  test('arrow keys move the focus across the board', async ({ page }) => {
    await page.goto('/arcade/cogsweeper?seed=1');
    const grid = board(page);
    await cell(grid, 0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(cell(grid, 1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(cell(grid, 10)).toBeFocused();
    await expect(cell(grid, 10)).toHaveAttribute('tabindex', '0');
    await expect(cell(grid, 0)).toHaveAttribute('tabindex', '-1');
  });

  test('a registered player earns jellybeans for a win the api replays', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('arcade');
    await signUp(page, email);
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/arcade/cogsweeper?level=beginner');
    // The win is claimed for whoever is signed in when it happens: let the session settle first.
    await expect(page.locator('.account__email', { hasText: email })).toBeAttached();
    const grid = board(page);
    await expect(grid).toHaveAttribute('data-status', 'ready');
    // The first reveal asks the api for the board's seed; the page keeps the layout to itself, so
    // the scripted player draws it from that seed with the same shared rules.
    const sessionResponse = page.waitForResponse(
      (response) => response.url().endsWith('/api/arcade/sessions') && response.request().method() === 'POST',
    );
    await cell(grid, 40).click();
    const session = ArcadeSessionSchema.parse(await (await sessionResponse).json());
    await expect(cell(grid, 40)).toHaveAttribute('data-state', 'revealed');
    const drawn = activate(createBoard(COGSWEEPER_LEVELS.beginner), 40, session.seed);
    const cogs = new Set(drawn.cells.flatMap((one, index) => (one.cog ? [index] : [])));
    // The api pays no win faster than a person could play (100 ms a Cog): the scripted player, which
    // can clear the board in under a second, takes a person's time.
    await page.waitForTimeout(1_200);
    await clearBoard(page, grid, cogs);
    await expect(main(page).getByText(/You earned 5 jellybeans!/)).toBeVisible();
    const best = await main(page).getByTestId('best-time').textContent();
    expect(best).toMatch(/^\d+\.\d s$/);

    // The same board by link: its Cogs are public, so it earns nothing.
    await winSeededBoard(page, session.seed);
    await expect(main(page).getByText(/Linked boards earn no jellybeans/)).toBeVisible();
  });
});

test.describe('toons-up', () => {
  test('played by keyboard until the toon falls; the best score survives a reload', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/arcade/toons-up?seed=7');
    await expect(page.getByRole('heading', { level: 1, name: 'Toons Up' })).toBeVisible();
    const playfield = main(page).locator('.toons-up');
    await expect(playfield).toHaveAttribute('data-phase', 'ready');
    await expect(main(page).getByTestId('toons-up-best')).toHaveText('—');

    await page.keyboard.press('Space');
    await expect(playfield).toHaveAttribute('data-phase', 'playing');
    await page.keyboard.down('ArrowRight');
    await page.waitForTimeout(300);
    await page.keyboard.up('ArrowRight');
    await page.keyboard.down('KeyA');
    await page.waitForTimeout(200);
    await page.keyboard.up('KeyA');
    await expect(playfield).toHaveAttribute('data-phase', 'over', { timeout: 60_000 });

    const score = (await main(page).getByTestId('toons-up-score').textContent()) ?? '';
    expect(Number(score)).toBeGreaterThan(0);
    await expect(main(page).getByRole('status')).toContainText(`You scored ${score}.`);
    await expect(main(page).getByTestId('toons-up-best')).toHaveText(score);

    await page.reload();
    await expect(main(page).getByTestId('toons-up-best')).toHaveText(score);
  });

  test('a registered player’s game is replayed by the api and paid', async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('toons-up');
    await signUp(page, email);
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/arcade/toons-up');
    await expect(page.locator('.account__email', { hasText: email })).toBeAttached();
    const playfield = main(page).locator('.toons-up');
    await expect(playfield).toHaveAttribute('data-seed-source', 'api');

    await page.keyboard.press('Space');
    await expect(playfield).toHaveAttribute('data-phase', 'playing');
    for (const key of ['ArrowRight', 'ArrowLeft', 'KeyD']) {
      await page.keyboard.down(key);
      await page.waitForTimeout(250);
      await page.keyboard.up(key);
    }
    await expect(playfield).toHaveAttribute('data-phase', 'over', { timeout: 90_000 });
    const score = (await main(page).getByTestId('toons-up-score').textContent()) ?? '';
    // Paid (or "no jellybeans this time" for a low score) only when the api's replay of the
    // input log scored exactly what the page showed: a mismatch would be refused.
    await expect(main(page).locator('.form-message--success')).toContainText(
      /You earned \d+ jellybeans?!|No jellybeans this time/,
    );
    await expect(main(page).getByTestId('toons-up-best')).toHaveText(score);
  });

  test('pauses when the tab is hidden', async ({ page }) => {
    await page.goto('/arcade/toons-up?seed=3');
    const playfield = main(page).locator('.toons-up');
    await main(page).getByRole('button', { name: 'Start' }).click();
    await expect(playfield).toHaveAttribute('data-phase', 'playing');
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(playfield).toHaveAttribute('data-phase', 'paused');
    await expect(main(page).getByRole('button', { name: 'Resume' })).toBeVisible();
  });
});

test('the arcade links to each game', async ({ page }) => {
  await page.goto('/arcade');
  await main(page).getByRole('link', { name: 'Cogsweeper' }).click();
  await expect(page).toHaveURL(/\/arcade\/cogsweeper$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cogsweeper' })).toBeVisible();
});
