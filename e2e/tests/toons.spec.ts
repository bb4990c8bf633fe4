import { expect, type Page, test } from '@playwright/test';
import { goodPassword, signUp, storedFirebaseUser, uniqueEmail } from '../support/accounts';
import { createToonNamed, main } from '../support/toons';

// When an area shows the Cogs page, say why in the test output (the page itself hides the detail).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.addEventListener('trinket:analytics', (event) => {
      const { name, params } = (event as CustomEvent<{ name: string; params: unknown }>).detail;
      if (name === 'error_page') console.error(`error_page ${JSON.stringify(params)}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().startsWith('error_page ')) console.log(`[browser] ${message.text()}`);
  });
});

let nameCounter = 0;
/** A toon name no other test (or earlier run) uses, within the 32-character limit. */
function uniqueToonName(label: string): string {
  nameCounter += 1;
  return `${label} ${Date.now() % 1_000_000}${nameCounter}`;
}

function toonCard(page: Page, name: string) {
  return main(page).getByRole('article', { name, exact: true });
}

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(goodPassword);
  await main(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

async function continueAnonymously(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('switch').check();
  await main(page).getByRole('button', { name: 'Continue anonymously' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** The names of the signed-in user's toons as the api holds them. */
async function accountToonNames(page: Page): Promise<string[]> {
  const user = await storedFirebaseUser(page);
  const response = await page.request.get('/api/toons', {
    headers: { authorization: `Bearer ${user?.token}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { toons: Array<{ name: string }> };
  return body.toons.map((toon) => toon.name);
}

test('a signed-out visitor creates, renames, re-rods and tracks a toon that survives a reload', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(main(page).getByRole('heading', { name: 'Your Toons', level: 1 })).toBeVisible();
  await expect(main(page).getByText('No Toons yet')).toBeVisible();
  await expect(main(page).getByText(/saved in this browser only/)).toBeVisible();

  const name = uniqueToonName('Visitor');
  await createToonNamed(page, name);
  const card = toonCard(page, name);
  await expect(card.getByText('Not linked')).toBeVisible();
  await card.getByLabel('Rod').selectOption('Gold');
  await expect(card.getByLabel('Rod')).toHaveValue('Gold');

  await page.goto('/rewards');
  await expect(main(page).getByLabel('Toon', { exact: true })).toHaveValue(/\d+/);
  await main(page).getByRole('button', { name: 'One more: Pink slips' }).click();
  await main(page).getByRole('button', { name: 'One more: Pink slips' }).click();
  await expect(main(page).getByLabel('Pink slips', { exact: true })).toHaveValue('2');

  await page.reload();
  await expect(main(page).getByLabel('Pink slips', { exact: true })).toHaveValue('2');
  await page.goto('/profile');
  await expect(toonCard(page, name).getByLabel('Rod')).toHaveValue('Gold');
  await page.reload();
  await expect(toonCard(page, name)).toBeVisible();
  await expect(toonCard(page, name).getByLabel('Rod')).toHaveValue('Gold');

  // Deleting asks first, then the toon is gone for good.
  await toonCard(page, name).getByRole('button', { name: 'Delete' }).click();
  await toonCard(page, name)
    .getByRole('button', { name: `Yes, delete ${name}` })
    .click();
  await expect(toonCard(page, name)).toHaveCount(0);
  await page.reload();
  await expect(main(page).getByText('No Toons yet')).toBeVisible();
});

test('corrupt toon storage is ignored with a notice, never a crash', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('trinket.toons.visitor', '{"toon_1": {"name": 5}}'));
  await page.goto('/profile');
  await expect(main(page).getByText(/1 entry saved in this browser .* ignored/)).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'New Toon' })).toBeEnabled();
});

test('the old-boots switch on /fishing works from the keyboard, changes the guide and is remembered', async ({
  page,
}) => {
  await page.goto('/profile');
  await createToonNamed(page, uniqueToonName('Angler'));
  await page.goto('/fishing');
  const guide = main(page).getByRole('region', { name: 'Where to fish next' });
  await expect(guide.getByText('Old boots and jellybeans are left out')).toBeVisible();
  const firstChance = guide.getByRole('row').nth(1).locator('[data-label="Chance per cast"]');
  const before = await firstChance.textContent();

  const boots = main(page).getByRole('checkbox', { name: /Count old boots and jellybeans/ });
  await expect(boots).not.toBeChecked();
  await boots.focus();
  await page.keyboard.press('Space');
  await expect(boots).toBeChecked();
  await expect(guide.getByText(/6 casts in 100 reel in an old boot/)).toBeVisible();
  await expect(firstChance).not.toHaveText(before ?? '');

  await page.reload();
  await expect(main(page).getByRole('checkbox', { name: /Count old boots and jellybeans/ })).toBeChecked();
  await expect(guide.getByText(/6 casts in 100 reel in an old boot/)).toBeVisible();
});

test("a registered user's toon survives a new browser context", { tag: '@deployment-smoke' }, async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('toons');
  await signUp(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(main(page).getByText(/saved in your account/)).toBeVisible();

  const name = uniqueToonName('Account');
  await createToonNamed(page, name);
  await toonCard(page, name).getByLabel('Rod').selectOption('Steel');
  await expect.poll(() => accountToonNames(page)).toEqual([name]);

  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await logIn(other, email);
    await expect(toonCard(other, name)).toBeVisible();
    await expect(toonCard(other, name).getByLabel('Rod')).toHaveValue('Steel');
  } finally {
    await context.close();
  }
});

test("an anonymous visitor's toons move into the account on signup", async ({ page }) => {
  await continueAnonymously(page);
  await expect(main(page).getByText(/saved in this browser only/)).toBeVisible();
  const first = uniqueToonName('Guest');
  const second = uniqueToonName('Guest');
  await createToonNamed(page, first);
  await createToonNamed(page, second);
  const guest = await storedFirebaseUser(page);

  await signUp(page, uniqueEmail('toons-upgrade'));
  await expect(page).toHaveURL(/\/profile$/);
  await expect(main(page).getByText(/saved in your account/)).toBeVisible();
  await expect(toonCard(page, first)).toBeVisible();
  await expect(toonCard(page, second)).toBeVisible();
  await expect.poll(async () => (await accountToonNames(page)).sort()).toEqual([first, second].sort());

  // Moved, not copied: the browser no longer keeps them, and a reload shows each once.
  const leftInBrowser = await page.evaluate(
    (uid) => Object.keys(JSON.parse(window.localStorage.getItem(`trinket.toons.${uid}`) ?? '{}')),
    guest?.uid,
  );
  expect(leftInBrowser).toEqual([]);
  await page.reload();
  await expect(main(page).getByRole('article')).toHaveCount(2);
});

test("Top Toons shows a registered user's toon and never an anonymous one", async ({ page, browser }) => {
  await signUp(page, uniqueEmail('top-toons'));
  await expect(page).toHaveURL(/\/profile$/);
  const ranked = uniqueToonName('Ranked');
  await createToonNamed(page, ranked);
  await page.goto('/rewards');
  const pinkSlips = main(page).getByLabel('Pink slips', { exact: true });
  await pinkSlips.fill('40');
  await pinkSlips.press('Enter');
  await expect.poll(() => accountToonNames(page)).toEqual([ranked]);

  // An anonymous user sends a toon straight to the api: it is stored, but never public.
  const guestContext = await browser.newContext();
  const hidden = uniqueToonName('Hidden');
  try {
    const guestPage = await guestContext.newPage();
    await continueAnonymously(guestPage);
    const guest = await storedFirebaseUser(guestPage);
    const created = await guestPage.request.post('/api/toons', {
      headers: { authorization: `Bearer ${guest?.token}` },
      data: { name: hidden, rewards: { pinkSlips: 200 } },
    });
    expect(created.status()).toBe(201);
  } finally {
    await guestContext.close();
  }

  await page.goto('/top-toons');
  await expect(main(page).getByRole('heading', { name: 'Top Toons', level: 1 })).toBeVisible();
  await main(page).getByRole('tab', { name: 'Rewards' }).click();
  await expect(main(page).getByRole('tab', { name: 'Rewards' })).toHaveAttribute('aria-selected', 'true');
  const row = main(page).getByRole('row').filter({ hasText: ranked });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('40');
  await expect(main(page).getByText(hidden)).toHaveCount(0);
  await expect(main(page).getByText(/Page 1 of \d+/)).toBeVisible();
});

test('the toon pages fit a 390px-wide phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile');
  await createToonNamed(page, uniqueToonName('Phone'));
  await page.goto('/rewards');
  await main(page).getByLabel('SOS Toon name').fill('Flippy');
  await main(page).getByRole('button', { name: 'Add' }).first().click();
  await expect(main(page).getByLabel('Flippy', { exact: true })).toHaveValue('1');
  for (const path of ['/profile', '/rewards', '/top-toons']) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is wider than the screen`).toBeLessThanOrEqual(390);
  }
});
