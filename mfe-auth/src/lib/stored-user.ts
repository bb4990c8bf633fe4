import { firebaseUserKeys } from 'shared-contracts/storage-keys';
import { getSiteConfig } from 'web-kit';

// Where Firebase Auth keeps a signed-in user with `browserLocalPersistence` (the only persistence
// `firebase.ts` gives it): `firebase:authUser:<apiKey>:<app name>`, "[DEFAULT]" for the default app.

function storedUserKey(): string {
  return firebaseUserKeys.keyFor(`${getSiteConfig().firebase.apiKey}:[DEFAULT]`);
}

/**
 * Whether this browser holds a Firebase user to restore. Without one Firebase could only report
 * "signed out", so the session can say so at once without loading the SDK.
 */
export function hasStoredUser(): boolean {
  try {
    return window.localStorage.getItem(storedUserKey()) !== null;
  } catch {
    // Storage that cannot be read: let Firebase decide.
    return true;
  }
}

/** Calls `onChange` when another tab signs in or out (Firebase's own cross-tab sync needs the SDK). */
export function onStoredUserChange(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === storedUserKey()) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
