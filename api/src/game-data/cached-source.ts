// A cached copy of one game endpoint. Fresh for `ttlMs`; after that the next request refreshes it
// (one fetch at a time, shared by concurrent callers). When a refresh fails the last good copy is
// served, marked stale with its age; with no good copy ever, GameDataUnavailableError.
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
  /** ms since the epoch. */
  now: () => number;
}

export interface CachedSource<T> {
  get(): Promise<GameSnapshot<T>>;
}

export function createCachedSource<T>(options: CachedSourceOptions<T>): CachedSource<T> {
  const { load, ttlMs, retryAfterFailureMs, now } = options;
  let good: { data: T; fetchedAt: number } | null = null;
  let failure: { at: number; reason: string } | null = null;
  let inFlight: Promise<void> | null = null;

  const snapshot = (stale: boolean): GameSnapshot<T> => {
    if (!good) {
      throw new GameDataUnavailableError(
        `No copy of this game data yet: ${failure?.reason ?? 'the game has not answered'}.`,
      );
    }
    return {
      data: good.data,
      fetchedAt: new Date(good.fetchedAt).toISOString(),
      ageSeconds: Math.max(0, Math.floor((now() - good.fetchedAt) / 1000)),
      stale,
    };
  };

  const refresh = () => {
    inFlight ??= load()
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
    return inFlight;
  };

  return {
    async get() {
      const at = now();
      if (good && at - good.fetchedAt < ttlMs) return snapshot(false);
      if (!(failure && at - failure.at < retryAfterFailureMs)) await refresh();
      return snapshot(failure !== null);
    },
  };
}
