// Issue 32 items 1-3: a guest's upgrade is all or nothing (undone in Firebase when the api does not
// save it, not begun when the api cannot be reached), the sign-up form and the api take the same
// addresses (checked before Firebase is touched), and a sign-up refused by the network's sign-up
// budget says when to try again, leaving no Firebase account behind.
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
  // The toon reaches the api from the browser once the account is registered, public from then on.
  await expect.poll(async () => (await ownState(page, name)).toon?.isPublic, { timeout: 15_000 }).toBe(true);
  const after = await ownState(page, name);
  expect(after.user).toMatchObject({ uid: guest?.uid, isAnonymous: false });
  expect(after.document).toMatchObject({ uid: guest?.uid, email, isAnonymous: false });
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

/** The Firebase user this page holds, as the SDK stored it: its uid, email and sign-in providers. */
async function storedAccount(page: Page) {
  return page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => name.startsWith('firebase:authUser:'));
    const user = key ? JSON.parse(window.localStorage.getItem(key) ?? 'null') : null;
    return user
      ? {
          uid: user.uid as string,
          email: (user.email ?? null) as string | null,
          providers: (user.providerData as { providerId: string }[]).map((each) => each.providerId),
        }
      : null;
  });
}

/** Answers every request of the api's users route with `status` (0: the connection fails). */
async function refuseUserDocuments(page: Page, status: number, methods: string[]) {
  const pattern = '**/api/users/**';
  await page.route(pattern, (route) => {
    if (!methods.includes(route.request().method())) return route.continue();
    if (status === 0) return route.abort('connectionrefused');
    return route.fulfill({
      status,
      contentType: 'application/json',
      body: '{"error":{"code":"unavailable","message":"down for the test"}}',
    });
  });
  return () => page.unroute(pattern);
}

async function expectStillTheGuest(page: Page, guestUid: string | undefined, toonName: string) {
  await expect(nav(page).getByRole('link', { name: 'Save your account' })).toBeVisible();
  expect(await storedAccount(page)).toEqual({ uid: guestUid, email: null, providers: [] });
  const state = await ownState(page, toonName);
  expect(state.document).toMatchObject({ uid: guestUid, email: null, isAnonymous: true });
  // A guest's toon may still be only in the browser, or already sent: either way nobody else sees it.
  expect(state.toon?.isPublic ?? false).toBe(false);
  expect([0, 401]).toContain(state.stranger);
  expect(await (await page.request.get('/api/top-toons')).text()).not.toContain(toonName);
}

test('an upgrade the api does not save after Firebase linked it is undone: the same guest, who then signs up', async ({
  page,
}) => {
  const name = `Undone Guest ${Date.now() % 100_000}`;
  const guest = await becomeGuestWithToon(page, name);
  const stopRefusing = await refuseUserDocuments(page, 503, ['PUT']);
  const email = `undone-${Date.now()}@example.com`;
  await signUp(page, email);
  await expect(page.getByRole('alert')).toHaveText(
    'Error creating new user. Please try again. Your account was not created: the site could not save it just now. You are still signed in as a guest; your Toons are safe.',
  );
  await expect(nav(page).getByText(email)).toHaveCount(0);
  // Firebase holds the same uid with no email and no sign-in provider: nobody owns the address.
  expect(await emulatorAccounts(email)).toEqual([]);
  await expectStillTheGuest(page, guest?.uid, name);
  await page.reload();
  await expectStillTheGuest(page, guest?.uid, name);

  await stopRefusing();
  await signUp(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(nav(page).getByText(email)).toBeVisible();
  const after = await ownState(page, name);
  expect(after.user?.uid).toBe(guest?.uid);
  expect(after.document).toMatchObject({ uid: guest?.uid, email, isAnonymous: false });
  // The toon reaches the api from the browser once the account is registered, public from then on.
  await expect.poll(async () => (await ownState(page, name)).stranger, { timeout: 15_000 }).toBe(200);
  expect((await ownState(page, name)).toon?.isPublic).toBe(true);
  expect(await emulatorAccounts(email)).toHaveLength(1);
});

test('an api that cannot be reached stops a guest’s upgrade before Firebase is touched', async ({ page }) => {
  const name = `Early Guest ${Date.now() % 100_000}`;
  const guest = await becomeGuestWithToon(page, name);
  const firebaseChanges: string[] = [];
  page.on('request', (request) => {
    if (/identitytoolkit.*accounts:update/.test(request.url())) firebaseChanges.push(request.url());
  });
  const stopRefusing = await refuseUserDocuments(page, 0, ['GET', 'PUT']);
  const email = `early-${Date.now()}@example.com`;
  await signUp(page, email);
  await expect(page.getByRole('alert')).toHaveText(
    'Error creating new user. Please try again. Your account was not created: the site could not be reached. You are still signed in as a guest; your Toons are safe.',
  );
  expect(firebaseChanges).toEqual([]);
  expect(await emulatorAccounts(email)).toEqual([]);
  await stopRefusing();
  await expectStillTheGuest(page, guest?.uid, name);
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
