// Granting and taking back the moderator claim (MODERATOR_CLAIM) with firebase-admin: against the
// Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set, else against the production project with
// application default credentials (GOOGLE_APPLICATION_CREDENTIALS, or `gcloud auth
// application-default login`). The account's other custom claims are kept. A changed claim reaches
// the api with the account's next ID token: at once after a sign-in or a forced token refresh, and
// within the hour (Firebase's token lifetime) otherwise.
import { type App, getApp, getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { MODERATOR_CLAIM } from './moderator-claim.js';

export interface ClaimsTarget {
  projectId: string;
  /** host:port of the Auth emulator; undefined for production Firebase. */
  emulatorHost: string | undefined;
}

/** firebase-admin's Auth for the project (firebase-admin reads the emulator host from process.env). */
export function moderatorAuth({ projectId, emulatorHost }: ClaimsTarget): Auth {
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const name = `moderators-${projectId}`;
  const app: App = getApps().some((existing) => existing.name === name)
    ? getApp(name)
    : initializeApp({ projectId }, name);
  return getAuth(app);
}

export interface ModeratorState {
  uid: string;
  email: string;
  isModerator: boolean;
  /** False when the account already was what was asked. */
  changed: boolean;
}

export class UnknownAccountError extends Error {}

async function accountOf(auth: Auth, email: string) {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
    if (code === 'auth/user-not-found') throw new UnknownAccountError(`No account has the email ${email}.`);
    throw error;
  }
}

/** Makes the account with `email` a moderator (`moderator` true) or no longer one. */
export async function setModerator(auth: Auth, email: string, moderator: boolean): Promise<ModeratorState> {
  const account = await accountOf(auth, email);
  const claims: Record<string, unknown> = { ...(account.customClaims ?? {}) };
  const was = claims[MODERATOR_CLAIM] === true;
  if (moderator) claims[MODERATOR_CLAIM] = true;
  else delete claims[MODERATOR_CLAIM];
  if (was !== moderator) await auth.setCustomUserClaims(account.uid, claims);
  return { uid: account.uid, email, isModerator: moderator, changed: was !== moderator };
}

/** Whether the account with `email` is a moderator now. */
export async function moderatorState(auth: Auth, email: string): Promise<ModeratorState> {
  const account = await accountOf(auth, email);
  const isModerator = account.customClaims?.[MODERATOR_CLAIM] === true;
  return { uid: account.uid, email, isModerator, changed: false };
}
