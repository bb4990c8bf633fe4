// A cached copy of one game endpoint. Fresh for `ttlMs`; after that the next request refreshes it
// (one fetch at a time, shared by concurrent callers). A reader holding an old copy waits for the
// refresh only `refreshWaitMs`: a slow game then costs a visitor that much, not the whole upstream
// time limit, and the refresh carries on in the background. When a refresh fails (or is still
// running) the last good copy is served, marked stale with its age; with no good copy ever, the
// reader waits for the game and gets GameDataUnavailableError if it fails.
import type { GameSnapshot } from 'shared-contracts/domain';

export class GameDataUnavailableError extends Error {
  override name = 'GameDataUnavailableError';
}

export interface CachedSourceOptions<T> {
  /** Fetches and validates a fresh copy; throws when the game is unreachable or answers garbage. */
  load: () => Promise<T>;
  ttlMs: number;
  /** After a failure, wait this long before asking the game again (serving the old copy meanwhile). */
  retryAfterFailureMs: number;
  /** Real ms a reader with an old copy to fall back on waits for a refresh (counted from its start). */
  refreshWaitMs: number;
  /** ms since the epoch. */
  now: () => number;
}

export interface CachedSource<T> {
  get(): Promise<GameSnapshot<T>>;
}

export function createCachedSource<T>(options: CachedSourceOptions<T>): CachedSource<T> {
  const { load, ttlMs, retryAfterFailureMs, refreshWaitMs, now } = options;
  let good: { data: T; fetchedAt: number } | null = null;
  let failure: { at: number; reason: string } | null = null;
  // startedAt is real time (performance.now), since the wait bounds real latency whatever `now` says.
  let inFlight: { done: Promise<void>; startedAt: number } | null = null;

  const isFresh = (at: number) => good !== null && at - good.fetchedAt < ttlMs;

  const snapshot = (): GameSnapshot<T> => {
    if (!good) {
      throw new GameDataUnavailableError(
        asSentence(`No copy of this game data yet: ${failure?.reason ?? 'the game has not answered'}`),
      );
    }
    const at = now();
    return {
      data: good.data,
      fetchedAt: new Date(good.fetchedAt).toISOString(),
      ageSeconds: Math.max(0, Math.floor((at - good.fetchedAt) / 1000)),
      stale: !isFresh(at),
    };
  };

  const refresh = () => {
    if (!inFlight) {
      const done = load()
        .then((data) => {
          good = { data, fetchedAt: now() };
          failure = null;
        })
        .catch((error: unknown) => {
          failure = { at: now(), reason: error instanceof Error ? error.message : String(error) };
        })
        .finally(() => {
          inFlight = null;
        });
      inFlight = { done, startedAt: performance.now() };
    }
    return inFlight;
  };

  return {
    async get() {
      const at = now();
      if (isFresh(at)) return snapshot();
      if (!(failure && at - failure.at < retryAfterFailureMs)) {
        const { done, startedAt } = refresh();
        if (good) await settledWithin(done, startedAt + refreshWaitMs - performance.now());
        else await done;
      }
      return snapshot();
    },
  };
}

/** Ends `text` with one full stop (a reason quoted from the game may bring its own). */
export function asSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Resolves when `work` settles or after `ms`, whichever comes first. */
function settledWithin(work: Promise<void>, ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
