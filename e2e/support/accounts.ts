import type { Page } from '@playwright/test';

let counter = 0;

/** A fresh email for each test, so runs never collide on the shared emulator. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}@example.com`;
}

export const goodPassword = 'Trinket-Pass-1';

/** The signed-in Firebase user as the SDK stores it in this page's localStorage. */
export async function storedFirebaseUser(
  page: Page,
): Promise<{ uid: string; isAnonymous: boolean; token: string } | null> {
  return page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => name.startsWith('firebase:authUser:'));
    if (!key) return null;
    const user = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    return user
      ? { uid: user.uid, isAnonymous: user.isAnonymous, token: user.stsTokenManager.accessToken }
      : null;
  });
}

export async function signUp(page: Page, email: string, password = goodPassword): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('switch').check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Logs in with email and password on /login and waits for Your Toons. */
export async function logIn(page: Page, email: string, password = goodPassword): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/profile$/);
}
