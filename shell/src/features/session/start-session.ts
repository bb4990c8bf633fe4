import { loadRemote } from '@module-federation/enhanced/runtime';
import { isAuthSessionModule } from 'shared-contracts';
import { markSessionUnavailable, sessionStore } from 'web-kit';
import { pageContentPainted } from '../../lib/page-content-painted';

const SESSION_START_TIMEOUT_MS = 10_000;

/** Runs once the page has loaded, so the auth SDK never delays the first paint. */
function afterLoad(callback: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(callback, { timeout: 500 }) : callback();
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Asks mfe-auth to start the session once the page has loaded and its own content has painted;
 * without it the visitor is simply signed out. The home page and most areas render without it, so
 * neither it nor the consent notice it brings comes before their largest paint; an area that
 * cannot show anything before it calls `startSessionNow`.
 */
export function startSessionFromAuthRemote(): void {
  void pageContentPainted.then(() => afterLoad(startSessionNow));
}

let started = false;

/** Starts the session at once (only the first call does anything). */
export function startSessionNow(): void {
  if (started) return;
  started = true;
  loadAuthSession();
}

function loadAuthSession(): void {
  const giveUp = window.setTimeout(() => {
    if (sessionStore.getState().status === 'loading')
      markSessionUnavailable('Sign-in is taking too long to start.');
  }, SESSION_START_TIMEOUT_MS);
  loadRemote<unknown>('auth/session')
    .then((exported) => {
      const candidate = (exported as { default?: unknown } | null)?.default ?? exported;
      if (!isAuthSessionModule(candidate)) throw new Error('auth/session is not a session module');
      candidate.startSession();
    })
    .catch((error: unknown) => {
      console.error('Sign-in is unavailable', error);
      markSessionUnavailable('Sign-in is unavailable right now.');
    });
  // The timer stays on until it fires: the provider itself may hang after it starts.
  void giveUp;
}
