import { type FirebaseApp, getApps, initializeApp } from 'firebase/app';
import { type Auth, browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { getSiteConfig } from 'web-kit';
import { announceAuthCreated } from './auth-created';

let auth: Auth | null = null;

/** The one Firebase Auth instance of the page, pointed at the emulator when the config says so. */
export function firebaseAuth(): Auth {
  if (auth) return auth;
  const { firebase } = getSiteConfig();
  const app: FirebaseApp =
    getApps()[0] ??
    initializeApp({
      apiKey: firebase.apiKey,
      authDomain: firebase.authDomain,
      projectId: firebase.projectId,
    });
  // initializeAuth rather than getAuth: with no popup/redirect sign-in and one persistence
  // (localStorage), the SDK code for the others is left out of the bundle.
  auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (firebase.emulatorUrl) connectAuthEmulator(auth, firebase.emulatorUrl, { disableWarnings: true });
  announceAuthCreated(auth);
  return auth;
}
