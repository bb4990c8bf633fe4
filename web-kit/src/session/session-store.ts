import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export type SessionStatus = 'loading' | 'signed-out' | 'anonymous' | 'registered';

export interface SessionUser {
  uid: string;
  email: string | null;
  isAnonymous: boolean;
}

/** What the auth provider (mfe-auth) plugs into the session. */
export interface SessionProvider {
  getIdToken: (forceRefresh?: boolean) => Promise<string | null>;
  signOut: () => Promise<void>;
}

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Set when sign-in could not start (e.g. the auth remote failed to load). */
  unavailableReason: string | null;
  provider: SessionProvider | null;
}

const initialState: SessionState = { status: 'loading', user: null, unavailableReason: null, provider: null };

/**
 * The one session store. Only mfe-auth writes it; the shell and every remote read it.
 * A vanilla store so non-React code (the API client) can read the token too.
 */
export const sessionStore = createStore<SessionState>(() => initialState);

export function statusOf(user: SessionUser | null): SessionStatus {
  if (!user) return 'signed-out';
  return user.isAnonymous ? 'anonymous' : 'registered';
}

export function setSessionUser(user: SessionUser | null): void {
  sessionStore.setState({ user, status: statusOf(user), unavailableReason: null });
}

export function setSessionProvider(provider: SessionProvider): void {
  sessionStore.setState({ provider });
}

export function markSessionUnavailable(reason: string): void {
  sessionStore.setState({ status: 'signed-out', user: null, unavailableReason: reason, provider: null });
}

/** The current user's ID token (refreshed by the provider when near expiry), or null. */
export async function getIdToken(forceRefresh = false): Promise<string | null> {
  const { provider, user } = sessionStore.getState();
  if (!provider || !user) return null;
  return provider.getIdToken(forceRefresh);
}

export async function signOut(): Promise<void> {
  await sessionStore.getState().provider?.signOut();
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** For tests: back to the loading state. */
export function resetSession(): void {
  sessionStore.setState(initialState, true);
}
