// Exposed as `auth/session`: the shell starts the site's session through it.
// It loads the Firebase SDK only when there is a user to restore or a page of this remote
// creates the Auth instance (sign in, sign up, reset): a first visit never pays for the SDK.
import type { AuthSessionModule } from 'shared-contracts';
import { markSessionUnavailable, setSessionProvider, setSessionUser } from 'web-kit';
import { whenAuthCreated } from './lib/auth-created';
import { hasStoredUser, onStoredUserChange } from './lib/stored-user';

const loadFirebaseSession = () => import('./lib/firebase-session');

export function startSession(): () => void {
  let stopped = false;
  let stopFollowing: (() => void) | null = null;
  const follow = () => {
    if (stopFollowing || stopped) return;
    stopFollowing = () => {};
    loadFirebaseSession().then(
      (firebaseSession) => {
        if (!stopped) stopFollowing = firebaseSession.followFirebaseUser();
      },
      (error: unknown) => {
        console.error('Sign-in is unavailable', error);
        markSessionUnavailable('Sign-in is unavailable right now.');
      },
    );
  };

  setSessionProvider({
    getIdToken: async (forceRefresh = false) => (await loadFirebaseSession()).currentIdToken(forceRefresh),
    signOut: async () => (await loadFirebaseSession()).signOutOfFirebase(),
  });
  if (hasStoredUser()) follow();
  else setSessionUser(null);
  // A sign-in on this page creates the Auth instance; one in another tab writes the stored user.
  const stopWaiting = whenAuthCreated(follow);
  const stopWatching = onStoredUserChange(follow);
  return () => {
    stopped = true;
    stopWaiting();
    stopWatching();
    stopFollowing?.();
  };
}

const sessionModule: AuthSessionModule = { startSession };
export default sessionModule;
