import type { Auth } from 'firebase/auth';

type Listener = (auth: Auth) => void;

const listeners = new Set<Listener>();
let created: Auth | null = null;

/**
 * Runs `listener` once the page's Firebase Auth instance exists (at once if it does). Kept apart
 * from `firebase.ts`, so the session can wait for the SDK without loading it (a type import only).
 */
export function whenAuthCreated(listener: Listener): () => void {
  if (created) {
    listener(created);
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by `firebase.ts` when it creates the instance. */
export function announceAuthCreated(auth: Auth): void {
  created = auth;
  for (const listener of [...listeners]) listener(auth);
  listeners.clear();
}
