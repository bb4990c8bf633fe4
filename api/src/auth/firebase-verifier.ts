// Verifies Firebase ID tokens with firebase-admin. Only a project id is needed: in production
// firebase-admin checks signatures with Google's public keys (application default credentials are
// picked up if some other API ever needs them). Against the emulator it checks no signature but asks
// the emulator whether the user exists and is enabled, so a made-up uid is still refused.
import { type App, getApp, getApps, initializeApp } from 'firebase-admin/app';
import { type DecodedIdToken, getAuth } from 'firebase-admin/auth';
import { MODERATOR_CLAIM } from '../moderation/moderator-claim.js';
import { AuthUnavailableError, type AuthUser, InvalidTokenError, type TokenVerifier } from './user.js';

export interface FirebaseVerifierOptions {
  projectId: string;
  /** host:port of the Auth emulator, or undefined for production Firebase. */
  emulatorHost: string | undefined;
}

export function createFirebaseVerifier(options: FirebaseVerifierOptions): TokenVerifier {
  // firebase-admin decides "emulator or not" from process.env at each verification, and in emulator
  // mode it accepts unsigned tokens. Make the process environment say exactly what the config says,
  // so a stray variable can never switch signature checks off behind the config's back.
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;

  const auth = getAuth(appFor(options));
  return async (idToken) => {
    let decoded: DecodedIdToken;
    try {
      decoded = await auth.verifyIdToken(idToken);
    } catch (error) {
      throw classify(error);
    }
    return toAuthUser(decoded);
  };
}

export function toAuthUser(decoded: DecodedIdToken): AuthUser {
  return {
    uid: decoded.uid,
    email: decoded.email ?? null,
    isAnonymous: isGuestToken(decoded),
    // Custom claims sit at the token's top level; only a signed (or emulator-checked) token gets here.
    ...(decoded[MODERATOR_CLAIM] === true ? { isModerator: true as const } : {}),
  };
}

/**
 * A guest: signed in anonymously, or a guest whose upgrade the site undid by unlinking the password
 * again (mfe-auth upgrade-guest.ts). Its token still names the password sign-in, but the account has
 * no email and no identity left, so only its own session can reach it, as with an anonymous one.
 */
function isGuestToken(decoded: DecodedIdToken): boolean {
  if (decoded.firebase.sign_in_provider === 'anonymous') return true;
  const identities = Object.keys(decoded.firebase.identities ?? {});
  return decoded.firebase.sign_in_provider === 'password' && !decoded.email && identities.length === 0;
}

// A named app per project and emulator: no reliance on (or clash with) the process-wide default
// app, and an app's Auth, which keeps the emulator it was first made for, never serves another.
function appFor({ projectId, emulatorHost }: FirebaseVerifierOptions): App {
  const name = `api-${projectId}-${emulatorHost ?? 'firebase'}`;
  return getApps().some((app) => app.name === name) ? getApp(name) : initializeApp({ projectId }, name);
}

// Not the client's fault: Firebase (or the emulator, which firebase-admin asks whether the user
// still exists) could not be reached.
const UNAVAILABLE_CODES = new Set(['app/network-error', 'app/network-timeout', 'auth/internal-error']);

function classify(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  // firebase-admin reports a failed public-key download with the same code as a bad token.
  if (UNAVAILABLE_CODES.has(code) || /error fetching (public|json web) keys/i.test(message)) {
    return new AuthUnavailableError('Could not check the ID token right now.', { cause: error });
  }
  if (code === 'auth/id-token-expired') return new InvalidTokenError('The ID token has expired.');
  if (code.startsWith('auth/')) return new InvalidTokenError();
  return error instanceof Error ? error : new Error(message);
}
