import { useEffect, useMemo } from 'react';
import type { Toon } from 'shared-contracts/domain';
import { skipToken, useQuery, useQueryClient } from 'web-kit/area';
import { useLiveLinkedToonIds, withLiveLink } from './live-links';
import { readLocalToons, removeLocalToon } from './local-toons';
import { migrateToons, migrationNotice } from './migration';
import { type ToonScope, toonsQueryKey } from './toon-scope';
import { fetchAccountToons, postToon } from './toons-api';
import { type ToonsData, useToonScope } from './toons-cache';

export interface ToonsState {
  toons: Toon[];
  isLoading: boolean;
  error: Error | null;
  storage: 'account' | 'browser';
  notice: string | null;
}

const movesInFlight = new Map<string, Promise<string | null>>();

/**
 * Moves the toons a browser kept for `uid` while it was anonymous into the account, once at a
 * time per uid. Resolves to a notice when some could not be moved yet.
 */
function moveBrowserToons(uid: string): Promise<string | null> {
  const running = movesInFlight.get(uid);
  if (running) return running;
  const { toons } = readLocalToons(uid);
  if (toons.length === 0) return Promise.resolve(null);
  const move = migrateToons(toons, postToon, (id) => removeLocalToon(uid, id))
    .then(migrationNotice)
    .finally(() => movesInFlight.delete(uid));
  movesInFlight.set(uid, move);
  return move;
}

async function loadToons(scope: ToonScope, signal: AbortSignal): Promise<ToonsData> {
  if (scope.storage === 'browser') return readLocalToons(scope.uid);
  const notice = await moveBrowserToons(scope.uid);
  return { toons: await fetchAccountToons(signal), notice };
}

/** Keeps browser-kept toons in step when another tab changes them. */
function useStorageRefresh(scope: ToonScope | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (scope?.storage !== 'browser') return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['toons', 'browser'] });
    window.addEventListener('storage', refresh);
    return () => window.removeEventListener('storage', refresh);
  }, [queryClient, scope?.storage]);
}

/**
 * The current visitor's toons: from the api for a registered session (moving any toons this
 * browser kept from its anonymous days into the account first), else from browser storage.
 * `isLinked` is live: true while a ToonLink socket for the toon's game toon is open.
 */
export function useToons(): ToonsState {
  const scope = useToonScope();
  useStorageRefresh(scope);
  const query = useQuery({
    queryKey: toonsQueryKey(scope),
    queryFn: scope ? ({ signal }) => loadToons(scope, signal) : skipToken,
    // Browser storage needs no network, and only changes through this site.
    networkMode: scope?.storage === 'browser' ? 'always' : 'online',
    staleTime: scope?.storage === 'browser' ? Number.POSITIVE_INFINITY : 0,
  });
  const linked = useLiveLinkedToonIds();
  const stored = query.data?.toons;
  const toons = useMemo(() => (stored ?? []).map((toon) => withLiveLink(toon, linked)), [stored, linked]);
  return {
    toons,
    isLoading: scope === null || query.isPending,
    error: query.error,
    storage: scope?.storage ?? 'browser',
    notice: query.data?.notice ?? null,
  };
}
