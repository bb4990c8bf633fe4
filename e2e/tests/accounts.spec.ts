import { expect, test } from '@playwright/test';
import { readMailbox } from '../../stand-ins/mailbox.mjs';
import { goodPassword, signUp, storedFirebaseUser, uniqueEmail } from '../support/accounts';
import { needsLocalSite } from '../support/target-site';

const main = (page: import('@playwright/test').Page) => page.getByRole('main');

test('sign up, see the account in the navigation, get redirected away from login pages, sign out', {
  tag: '@deployment-smoke',
}, async ({ page }) => {
  const email = uniqueEmail('signup');
  await signUp(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText(email)).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/profile$/);

  const user = await storedFirebaseUser(page);
  const document = await page.request.get(`/api/users/${user?.uid}`, {
    headers: { authorization: `Bearer ${user?.token}` },
  });
  expect(document.status()).toBe(200);
  expect(await document.json()).toMatchObject({ uid: user?.uid, email, isAnonymous: false });

  await nav.getByRole('button', { name: 'Sign out' }).click();
  await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await storedFirebaseUser(page)).toBeNull();
});

test('log in, with every error message on the way', async ({ page }) => {
  const email = uniqueEmail('login');
  await signUp(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.goto('/login');
  const logIn = main(page).getByRole('button', { name: 'Log in' });
  await expect(logIn).toBeDisabled();
  // A blank-looking email is not "filled": the email input drops the spaces and Log in stays off.
  await page.getByLabel('Email').fill('   ');
  await page.getByLabel('Password').fill('whatever');
  await expect(logIn).toBeDisabled();

  await page.getByLabel('Email').fill(email);
  await expect(logIn).toBeEnabled();
  await page.getByLabel('Password').fill('Not-the-password-9');
  await logIn.click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await page.getByLabel('Password').fill(goodPassword);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await logIn.click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText(email)).toBeVisible();
});

test('signup errors: mismatch, email in use, weak password, permission', async ({ page }) => {
  const email = uniqueEmail('taken');
  await signUp(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.goto('/signup');
  const create = page.getByRole('button', { name: 'Create account' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(goodPassword);
  await page.getByLabel('Confirm password').fill(goodPassword);
  await expect(create).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Please confirm your age' })).toBeVisible();
  await page.getByRole('switch').check();
  await page.getByLabel('Confirm password').fill('Something-else-1');
  await create.click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
  await page.getByLabel('Confirm password').fill(goodPassword);
  await create.click();
  await expect(page.getByRole('alert')).toHaveText('This email is already in use.');

  await page.getByLabel('Email').fill(uniqueEmail('weak'));
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password').fill('abc');
  await create.click();
  await expect(page.getByRole('alert')).toHaveText('Please use a stronger password.');
});

test('the password checklist follows what is typed', async ({ page }) => {
  await page.goto('/signup');
  const checklist = page.getByRole('list', { name: 'Password strength' });
  await expect(checklist.getByText('(done)')).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill('abcdefgH');
  await expect(checklist.getByText('(done)')).toHaveCount(3);
  await page.getByLabel('Password', { exact: true }).fill('abcdefgH1!');
  await expect(checklist.getByText('(done)')).toHaveCount(5);
});

test('continue anonymously needs the toggle, then an upgrade keeps the same uid', async ({ page }) => {
  await page.goto('/login');
  await main(page).getByRole('button', { name: 'Continue anonymously' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please confirm your age or ask your parent for permission',
  );
  await page.getByRole('switch').check();
  await main(page).getByRole('button', { name: 'Continue anonymously' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Save your account' })).toBeVisible();
  const guest = await storedFirebaseUser(page);
  expect(guest?.isAnonymous).toBe(true);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/profile$/);

  const email = uniqueEmail('upgrade');
  await signUp(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(nav.getByText(email)).toBeVisible();
  const upgraded = await storedFirebaseUser(page);
  expect(upgraded?.uid).toBe(guest?.uid);
  expect(upgraded?.isAnonymous).toBe(false);
  const document = await page.request.get(`/api/users/${upgraded?.uid}`, {
    headers: { authorization: `Bearer ${upgraded?.token}` },
  });
  expect(await document.json()).toMatchObject({ uid: guest?.uid, email, isAnonymous: false });
});

/** Makes the api refuse user-document writes (PUT /api/users/:uid) while `failing()` says so. */
async function failUserDocuments(page: import('@playwright/test').Page, failing: () => boolean) {
  const puts: number[] = [];
  await page.route('**/api/users/**', (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    const fail = failing();
    puts.push(fail ? 503 : 200);
    return fail
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"error":{"code":"x","message":"busy"}}',
        })
      : route.continue();
  });
  return puts;
}

test('a user document that fails once is retried: the account is whole', async ({ page }) => {
  let failures = 1;
  const puts = await failUserDocuments(page, () => failures-- > 0);
  const email = uniqueEmail('retried');
  await signUp(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  expect(puts).toEqual([503, 200]);
  const user = await storedFirebaseUser(page);
  const document = await page.request.get(`/api/users/${user?.uid}`, {
    headers: { authorization: `Bearer ${user?.token}` },
  });
  expect(await document.json()).toMatchObject({ email, isAnonymous: false });
});

test('a user document that cannot be created leaves no half-made account, and the button tries again', async ({
  page,
}) => {
  let failing = true;
  const puts = await failUserDocuments(page, () => failing);
  const email = uniqueEmail('nodoc');
  await signUp(page, email);
  await expect(page.getByRole('alert')).toHaveText('Error creating new user. Please try again');
  expect(puts.length).toBeGreaterThan(1);
  // Not left signed in to an account without its document.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }),
  ).toBeVisible();
  expect(await storedFirebaseUser(page)).toBeNull();

  failing = false;
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const user = await storedFirebaseUser(page);
  const document = await page.request.get(`/api/users/${user?.uid}`, {
    headers: { authorization: `Bearer ${user?.token}` },
  });
  expect(await document.json()).toMatchObject({ uid: user?.uid, email, isAnonymous: false });
});

test('a malformed email on sign-up is named before anything is sent', async ({ page }) => {
  const signUps: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('accounts:signUp')) signUps.push(request.url());
  });
  await page.goto('/signup');
  await page.getByLabel('Email').fill('flippy@toontown');
  await page.getByLabel('Password', { exact: true }).fill(goodPassword);
  await page.getByLabel('Confirm password').fill(goodPassword);
  await page.getByRole('switch').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please enter a valid email address, like name@example.com.',
  );
  expect(signUps).toEqual([]);
});

test('on /login, ticking the age box clears the age message', async ({ page }) => {
  await page.goto('/login');
  await main(page).getByRole('button', { name: 'Continue anonymously' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please confirm your age or ask your parent for permission',
  );
  await page.getByRole('switch').check();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('forgot password through a real reset code to an automatic login', { tag: '@deployment-smoke' }, async ({
  page,
}) => {
  needsLocalSite("it reads the reset email from the Auth emulator's mailbox");
  const email = uniqueEmail('reset');
  await signUp(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send password reset email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Please check your email' })).toBeVisible();

  const message = (await readMailbox()).filter((entry) => entry.email === email).at(-1);
  expect(message?.requestType).toBe('PASSWORD_RESET');
  await page.goto(message?.siteLink ?? '/');
  await expect(page).toHaveURL(/\/reset-password\?oobCode=/);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('New Password').fill('Brand-New-Pass-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText(email)).toBeVisible();
});

test('forgot password says the same for an unknown email, and names a malformed one', async ({ page }) => {
  await page.goto('/forgot-password');
  const send = page.getByRole('button', { name: 'Send password reset email' });
  await page.getByLabel('Email').fill('not an email');
  await send.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please enter a valid email address, like name@example.com.',
  );

  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await send.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Please check your email for a reset link.' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('signed-in users are sent from the password reset pages to their Toons', async ({ page }) => {
  await signUp(page, uniqueEmail('resetgate'));
  await expect(page).toHaveURL(/\/profile$/);
  for (const path of [
    '/forgot-password',
    '/reset-password?oobCode=some-code',
    '/auth?mode=resetPassword&oobCode=some-code',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(main(page).getByRole('link', { name: 'Log in' })).toHaveCount(0);
  }
});

test('invalid, empty and other action links', async ({ page }) => {
  await page.goto('/reset-password?oobCode=not-a-real-code');
  await expect(page.getByRole('alert')).toHaveText('The reset code provided is either invalid or expired.');
  await expect(page.getByRole('link', { name: 'Send a new reset email' })).toBeVisible();
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid password reset code. Please try again.');
  await page.goto('/auth?mode=verifyEmail&oobCode=x');
  await expect(page).toHaveURL(/\/login$/);
});

test('cookie consent is asked once per visitor and remembered', async ({ page }) => {
  await page.goto('/');
  const consent = page.getByRole('region', { name: 'Cookies and local storage' });
  await expect(consent).toBeVisible();
  await consent.getByRole('button', { name: 'Accept' }).click();
  await expect(consent).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'The Trinket Foundation' })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('region', { name: 'Cookies and local storage' })).toHaveCount(0);
});
