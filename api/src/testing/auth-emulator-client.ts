// Talking to the Firebase Auth emulator the tests start (test/auth-emulator.global-setup.ts): wait
// until it answers, and sign users up through its REST API to get real ID tokens.

export interface EmulatorAccount {
  uid: string;
  idToken: string;
  email: string | null;
}

export async function waitForAuthEmulator(host: string, logFile: string, timeoutMs = 75_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const body = (await (await fetch(`http://${host}/`)).json()) as { authEmulator?: unknown };
      if (body?.authEmulator) return;
    } catch {
      // still booting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Auth emulator never answered on ${host} (log: ${logFile})`);
}

/** `{}` signs up an anonymous user; `{ email, password }` a registered one. */
export async function emulatorSignUp(
  host: string,
  body: { email?: string; password?: string } = {},
): Promise<EmulatorAccount> {
  const url = `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-key`;
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  };
  // Test setup, not the thing under test: a connection reset by a busy emulator is tried again.
  let response: Response | undefined;
  for (let attempt = 1; !response; attempt++) {
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
  if (response.status !== 200) {
    throw new Error(`emulator sign-up failed: ${response.status} ${await response.text()}`);
  }
  const account = (await response.json()) as { localId: string; idToken: string; email?: string };
  return { uid: account.localId, idToken: account.idToken, email: account.email ?? null };
}

/** Signs a registered user in again: a fresh ID token, carrying the account's custom claims as they are now. */
export async function emulatorSignIn(
  host: string,
  email: string,
  password: string,
): Promise<EmulatorAccount> {
  const url = `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (response.status !== 200) {
    throw new Error(`emulator sign-in failed: ${response.status} ${await response.text()}`);
  }
  const account = (await response.json()) as { localId: string; idToken: string; email?: string };
  return { uid: account.localId, idToken: account.idToken, email: account.email ?? null };
}
