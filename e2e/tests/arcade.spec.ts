import { expect, type Locator, type Page, test } from '@playwright/test';
import { ArcadeSessionSchema, COGSWEEPER_LEVELS, CogsweeperBoardSchema } from 'shared-contracts/domain';
import { boardFromView, deduceCells } from 'trinket-game/rules';
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

/** The board as the page shows it, one character a cell (the api's view format): '#' hidden, digits, '*' a Cog. */
async function shownView(grid: Locator): Promise<string> {
  return grid.evaluate((table) =>
    Array.from(table.querySelectorAll<HTMLButtonElement>('[data-index]'))
      .map((button) => {
        const state = button.dataset.state;
        if (state === 'hidden') return '#';
        if (state === 'flagged') return 'F';
        if (state === 'questioned') return '?';
        const glyph = button.textContent ?? '';
        if (glyph === '⚙') return '*';
        return glyph === '' ? '0' : glyph;
      })
      .join(''),
  );
}

/**
 * Plays a beginner board the api keeps as a person would, from what the page shows only: flags
 * (F key) what the numbers prove a Cog, opens what they prove free (mouse and Enter in turn), and
 * guesses a closed cell when they prove nothing. Resolves to the board's end: 'won' or 'lost'.
 */
async function playByTheNumbers(page: Page, grid: Locator): Promise<string> {
  let byKeyboard = true;
  for (let turn = 0; turn < 200; turn += 1) {
    const status = await grid.getAttribute('data-status');
    if (status === 'won' || status === 'lost') return status;
    const view = await shownView(grid);
    const shown = boardFromView(COGSWEEPER_LEVELS.beginner, view, 'playing', null);
    const { free, cogs } = deduceCells(shown);
    for (const index of cogs) {
      await cell(grid, index).focus();
      await page.keyboard.press('f');
      await expect(cell(grid, index)).toHaveAttribute('data-state', 'flagged');
    }
    const guess = view.indexOf('#');
    const toOpen = free.length > 0 ? free : cogs.length > 0 ? [] : [guess];
    for (const index of toOpen) {
      const target = cell(grid, index);
      if ((await target.getAttribute('data-state')) !== 'hidden') continue;
      if (byKeyboard) {
        await target.focus();
        await page.keyboard.press('Enter');
      } else {
        await target.click();
      }
      byKeyboard = !byKeyboard;
      // The api answers each move: the cell opens (or the game ends) once it has.
      await expect(target).toHaveAttribute('data-state', 'revealed');
    }
  }
  throw new Error('the board never ended');
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

  test('a registered player plays a board the api keeps, and earns jellybeans for a win', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail('arcade');
    await signUp(page, email);
    await expect(page).toHaveURL(/\/profile$/);
    // Every answer the api sends while the player plays: none may tell where a closed cell's Cog is.
    const answers: string[] = [];
    page.on('response', async (response) => {
      if (/\/api\/arcade\/sessions(\/\d+\/moves)?$/.test(response.url()) && response.ok()) {
        answers.push(await response.text());
      }
    });
    await page.goto('/arcade/cogsweeper?level=beginner');
    // The board is kept for whoever is signed in when it starts: let the session settle first.
    await expect(page.locator('.account__email', { hasText: email })).toBeAttached();
    const grid = board(page);
    let won = false;
    // A guess can meet a Cog, as it can for anyone: a lost board is followed by a new one.
    for (let game = 0; game < 8 && !won; game += 1) {
      if (game > 0) await main(page).getByRole('button', { name: 'New game' }).click();
      await expect(grid).toHaveAttribute('data-status', 'ready');
      const sessionResponse = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/arcade/sessions') && response.request().method() === 'POST',
      );
      await cell(grid, 40).click();
      const session = ArcadeSessionSchema.parse(await (await sessionResponse).json());
      expect(session.game).toBe('cogsweeper');
      await expect(cell(grid, 40)).toHaveAttribute('data-state', 'revealed');
      // The page holds no layout: nothing for a script to read.
      expect(await grid.getAttribute('data-cogs')).toBeNull();
      // The api pays no win faster than a person could play (100 ms a Cog).
      await page.waitForTimeout(1_200);
      won = (await playByTheNumbers(page, grid)) === 'won';
    }
    expect(won).toBe(true);
    await expect(main(page).getByText(/You earned 5 jellybeans!/)).toBeVisible();
    const best = await main(page).getByTestId('best-time').textContent();
    expect(best).toMatch(/^\d+\.\d s$/);
    for (const text of answers) {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      expect(Object.keys(parsed)).not.toContain('cells');
      const move = CogsweeperBoardSchema.safeParse(parsed);
      if (move.success && move.data.status === 'playing') expect(move.data.view).not.toMatch(/[*x]/);
    }
    expect(answers.length).toBeGreaterThan(5);

    // A linked board is played in the browser: its Cogs are public, so it earns nothing.
    await winSeededBoard(page, 20251123);
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
