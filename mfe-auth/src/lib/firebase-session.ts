import { onIdTokenChanged, signOut } from 'firebase/auth';
import { setSessionUser } from 'web-kit';
import { firebaseAuth } from './firebase';
import { isGuestAccount } from './guest-account';

let stopFollowing: (() => void) | null = null;

/**
 * Feeds the session from Firebase from now on. onIdTokenChanged also fires on every token
 * refresh, so the session never holds a stale user. Once per page.
 */
export function followFirebaseUser(): () => void {
  if (!stopFollowing) {
    stopFollowing = onIdTokenChanged(firebaseAuth(), (user) => {
      setSessionUser(user ? { uid: user.uid, email: user.email, isAnonymous: isGuestAccount(user) } : null);
    });
  }
  return () => {
    stopFollowing?.();
    stopFollowing = null;
  };
}

export async function currentIdToken(forceRefresh: boolean): Promise<string | null> {
  const { currentUser } = firebaseAuth();
  return currentUser ? currentUser.getIdToken(forceRefresh) : null;
}

export function signOutOfFirebase(): Promise<void> {
  return signOut(firebaseAuth());
}
