import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getIdToken,
  markSessionUnavailable,
  resetSession,
  sessionStore,
  setSessionProvider,
  setSessionUser,
  signOut,
} from './session-store.js';

afterEach(() => resetSession());

describe('session store', () => {
  it('starts loading and follows the provider to each state', () => {
    expect(sessionStore.getState().status).toBe('loading');
    setSessionUser({ uid: 'a', email: null, isAnonymous: true });
    expect(sessionStore.getState().status).toBe('anonymous');
    setSessionUser({ uid: 'a', email: 'a@example.com', isAnonymous: false });
    expect(sessionStore.getState().status).toBe('registered');
    setSessionUser(null);
    expect(sessionStore.getState().status).toBe('signed-out');
  });

  it('hands out the provider token only while someone is signed in', async () => {
    const provider = { getIdToken: vi.fn(async () => 'token-1'), signOut: vi.fn(async () => {}) };
    setSessionProvider(provider);
    expect(await getIdToken()).toBeNull();
    setSessionUser({ uid: 'a', email: null, isAnonymous: true });
    expect(await getIdToken(true)).toBe('token-1');
    expect(provider.getIdToken).toHaveBeenCalledWith(true);
    await signOut();
    expect(provider.signOut).toHaveBeenCalled();
  });

  it('falls back to signed out with a reason when sign-in is unavailable', () => {
    markSessionUnavailable('Sign-in is unavailable right now.');
    expect(sessionStore.getState()).toMatchObject({
      status: 'signed-out',
      unavailableReason: 'Sign-in is unavailable right now.',
    });
  });
});
