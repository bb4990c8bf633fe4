import { parseSiteConfig } from 'shared-contracts';
import { localSiteConfig } from 'shared-contracts/local-config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSiteConfig, resetSession, sessionStore, setSiteConfig } from 'web-kit';

// Stands in for the module that loads the Firebase SDK: what matters here is whether it is asked for.
const firebaseSession = vi.hoisted(() => ({ followFirebaseUser: vi.fn(() => () => {}) }));
vi.mock('./lib/firebase-session', () => firebaseSession);

const { startSession } = await import('./session');

const storedUserKey = () => `firebase:authUser:${getSiteConfig().firebase.apiKey}:[DEFAULT]`;

let stop: () => void = () => {};

beforeEach(() => {
  setSiteConfig(parseSiteConfig(localSiteConfig));
  window.localStorage.clear();
  resetSession();
  firebaseSession.followFirebaseUser.mockClear();
});
afterEach(() => stop());

describe('startSession', () => {
  it('says "signed out" at once, without the SDK, when the browser holds no user', async () => {
    stop = startSession();
    expect(sessionStore.getState().status).toBe('signed-out');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(firebaseSession.followFirebaseUser).not.toHaveBeenCalled();
  });

  it('waits for Firebase to restore a stored user', async () => {
    window.localStorage.setItem(storedUserKey(), '{"uid":"someone"}');
    stop = startSession();
    expect(sessionStore.getState().status).toBe('loading');
    await vi.waitFor(() => expect(firebaseSession.followFirebaseUser).toHaveBeenCalledTimes(1));
  });

  it('starts following Firebase when another tab signs in', async () => {
    stop = startSession();
    window.localStorage.setItem(storedUserKey(), '{"uid":"someone"}');
    window.dispatchEvent(new StorageEvent('storage', { key: storedUserKey() }));
    await vi.waitFor(() => expect(firebaseSession.followFirebaseUser).toHaveBeenCalledTimes(1));
  });
});
