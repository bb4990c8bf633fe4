// Exposed as `auth/session`: the shell starts the site's session through it.
import { onIdTokenChanged, signOut } from 'firebase/auth';
import { type AuthSessionModule, setSessionProvider, setSessionUser } from 'shared-contracts';
import { firebaseAuth } from './lib/firebase';

export function startSession(): () => void {
  const auth = firebaseAuth();
  setSessionProvider({
    getIdToken: async (forceRefresh = false) =>
      auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null,
    signOut: () => signOut(auth),
  });
  // onIdTokenChanged also fires on every token refresh, so the session never holds a stale user.
  return onIdTokenChanged(auth, (user) => {
    setSessionUser(user ? { uid: user.uid, email: user.email, isAnonymous: user.isAnonymous } : null);
  });
}

const sessionModule: AuthSessionModule = { startSession };
export default sessionModule;
