import type { User } from 'firebase/auth';

/**
 * Whether a Firebase user is a guest: signed in anonymously, or a guest whose failed upgrade was
 * undone (its password unlinked again, see features/signup/api/undo-upgrade.ts). The SDK never sets
 * `isAnonymous` back to true once it was false, but an account with no email and no sign-in
 * provider can only be reached from this browser's session, exactly like an anonymous one, and the
 * api counts it as one too (api/src/auth/firebase-verifier.ts).
 */
export function isGuestAccount(user: Pick<User, 'isAnonymous' | 'email' | 'providerData'>): boolean {
  return user.isAnonymous || (!user.email && user.providerData.length === 0);
}
