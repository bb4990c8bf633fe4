// Issue 32 items 1-3: a guest's upgrade is whole or says what is left to do, the sign-up form and
// the api take the same addresses (checked before Firebase is touched), and a sign-up refused by
// the network's sign-up budget says when to try again, leaving no Firebase account behind.
import { expect, type Page, test } from '@playwright/test';
import { authEmulatorPort, firebaseProjectId } from '../../scripts/parts.mjs';
import { goodPassword, signUp, storedFirebaseUser } from '../support/accounts';
import { needsLocalSite } from '../support/target-site';
import { createToonNamed } from '../support/toons';

needsLocalSite('it lists accounts in the Auth emulator the suite starts');

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The emulator's accounts with this email (its admin REST API: "Bearer owner"). */
async function emulatorAccounts(email: string): Promise<unknown[]> {
  const url = `http://127.0.0.1:${authEmulatorPort}/identitytoolkit.googleapis.com/v1/projects/${firebaseProjectId}/accounts:lookup`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ email: [email] }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { users?: unknown[] };
  return body.users ?? [];
}

async function becomeGuestWithToon(page: Page, name: string) {
  await page.goto('/login');
  await page.getByRole('switch').check();
  await page.getByRole('main').getByRole('button', { name: 'Continue anonymously' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await createToonNamed(page, name);
  const guest = await storedFirebaseUser(page);
  expect(guest?.isAnonymous).toBe(true);
  return guest;
}

async function ownState(page: Page, toonName: string) {
  const user = await storedFirebaseUser(page);
  const auth = { authorization: `Bearer ${user?.token}` };
  const document = await (await page.request.get(`/api/users/${user?.uid}`, { headers: auth })).json();
  const { toons } = (await (await page.request.get('/api/toons', { headers: auth })).json()) as {
    toons: { id: string; name: string; isPublic: boolean }[];
  };
  const toon = toons.find((each) => each.name === toonName);
  // What a stranger (no token) can read of it: the toon is public only with a registered document.
  const stranger = toon ? (await page.request.get(`/api/toons/${toon.id}`)).status() : 0;
  return { user, document, toon, stranger };
}

test('a guest with a toon signs up as qa#anon@…: one registered account, the toon kept and public', async ({
  page,
}) => {
  const name = `Hash Guest ${Date.now() % 100_000}`;
  const guest = await becomeGuestWithToon(page, name);
  const email = `qa#anon-${Date.now()}@example.com`;
  await signUp(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(nav(page).getByText(email)).toBeVisible();
  const after = await ownState(page, name);
  expect(after.user).toMatchObject({ uid: guest?.uid, isAnonymous: false });
  expect(after.document).toMatchObject({ uid: guest?.uid, email, isAnonymous: false });
  expect(after.toon?.isPublic).toBe(true);
  expect(after.stranger).toBe(200);
  expect(await emulatorAccounts(email)).toHaveLength(1);
});

test('an address both sides refuse is named before Firebase is touched: no account is made', async ({
  page,
}) => {
  const firebaseCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('identitytoolkit')) firebaseCalls.push(request.url());
  });
  const email = `"quoted ${Date.now()}"@example.com`;
  await signUp(page, email);
  await expect(page.getByRole('alert')).toHaveText(
    'Please enter a valid email address, like name@example.com.',
  );
  await expect(page).toHaveURL(/\/signup$/);
  expect(firebaseCalls.filter((url) => /accounts:(signUp|update)/.test(url))).toEqual([]);
  expect(await emulatorAccounts(email)).toEqual([]);
});

test('a refused upgrade keeps the toon private, says what is left, and the next press finishes', async ({
  page,
}) => {
  const name = `Halfway Guest ${Date.now() % 100_000}`;
  await becomeGuestWithToon(page, name);
  let refusing = true;
  await page.route('**/api/users/**', (route) =>
    refusing && route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: '{"error":{"code":"bad_request","message":"refused (test)"}}',
        })
      : route.continue(),
  );
  const email = `halfway-${Date.now()}@example.com`;
  await signUp(page, email);
  await expect(page.getByRole('alert')).toHaveText(
    'Error creating new user. Please try again. Your email and password are set, but the site has not saved your account yet: press Create account again to finish.',
  );
  const halfway = await ownState(page, name);
  expect(halfway.document).toMatchObject({ email: null, isAnonymous: true });
  // A guest's toon may still be only in the browser, or already sent: either way nobody else sees it.
  expect(halfway.toon?.isPublic ?? false).toBe(false);
  expect([0, 401]).toContain(halfway.stranger);
  expect(await (await page.request.get('/api/top-toons')).text()).not.toContain(name);

  refusing = false;
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect((await ownState(page, name)).document).toMatchObject({ email, isAnonymous: false });
  // The toon reaches the api from the browser once the account is registered, public from then on.
  await expect.poll(async () => (await ownState(page, name)).stranger, { timeout: 15_000 }).toBe(200);
  expect((await ownState(page, name)).toon?.isPublic).toBe(true);
});

test('a sign-up refused by the network’s sign-up budget says when to try again and leaves no account', async ({
  page,
}) => {
  const puts: number[] = [];
  await page.route('**/api/users/**', (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    puts.push(429);
    return route.fulfill({
      status: 429,
      headers: { 'retry-after': '2760', 'content-type': 'application/json' },
      body: '{"error":{"code":"rate_limited","message":"Too many accounts set up from your network: try again in 2760 s."}}',
    });
  });
  const email = `budget-${Date.now()}@example.com`;
  await signUp(page, email, goodPassword);
  await expect(page.getByRole('alert')).toHaveText(
    'Error creating new user. Please try again. Too many accounts were made from your network: try again in 46 minutes.',
  );
  // Not retried on the page (the wait is minutes), and the new Firebase account was deleted again.
  expect(puts).toEqual([429]);
  await expect(nav(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await storedFirebaseUser(page)).toBeNull();
  expect(await emulatorAccounts(email)).toEqual([]);
});
