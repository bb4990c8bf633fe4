import type { SiteConfig } from 'shared-contracts';
import { retryFailedSurfaces } from './load-surfaces';
import { surfaceStore } from './surface-store';

/** The first wait before a remote whose routes.json could not be read is asked again. */
const FIRST_RETRY_MS = 5_000;
/** The longest wait between two tries: a remote back up shows its pages within a minute. */
const LONGEST_RETRY_MS = 60_000;

/** How long to wait before try number `attempt` (0 first): doubling from 5 s, at most a minute. */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt), LONGEST_RETRY_MS);
}

function someSurfaceUnread(): boolean {
  return surfaceStore.getState().remotes.some((state) => state.status === 'failed');
}

export interface SurfaceRecovery {
  /** Asks the unread remotes again now (a navigation): their menu entries and cards come back if they are up. */
  retryNow: () => Promise<void>;
  stop: () => void;
}

/**
 * Brings back a remote's menu entries, home cards and pages once its routes.json can be read again,
 * with no reload: tried again on every navigation and on a back-off while any remote is unread.
 * One read at a time; nothing runs while every remote is read.
 */
export function startSurfaceRecovery(
  config: SiteConfig,
  retry: (config: SiteConfig) => Promise<void> = retryFailedSurfaces,
): SurfaceRecovery {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | undefined;
  let stopped = false;

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || !someSurfaceUnread()) {
      attempt = 0;
      return;
    }
    timer = setTimeout(() => void retryNow(), retryDelayMs(attempt));
    attempt += 1;
  };

  const retryNow = (): Promise<void> => {
    if (stopped || !someSurfaceUnread()) return Promise.resolve();
    if (!inFlight) {
      inFlight = retry(config)
        .catch((error: unknown) => console.error('[surface] reading routes.json again failed:', error))
        .finally(() => {
          inFlight = undefined;
          schedule();
        });
    }
    return inFlight;
  };

  schedule();
  return {
    retryNow,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
