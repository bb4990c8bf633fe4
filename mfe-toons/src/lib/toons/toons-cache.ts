import type { Toon } from 'shared-contracts/domain';
import { useSession } from 'web-kit';
import type { QueryClient } from 'web-kit/area';
import { type ToonScope, toonScopeOf, toonsQueryKey } from './toon-scope';

/** What the toon list query holds. */
export interface ToonsData {
  toons: Toon[];
  notice: string | null;
}

/** The current visitor's toon scope (null while the session loads). */
export function useToonScope(): ToonScope | null {
  const status = useSession((state) => state.status);
  const uid = useSession((state) => state.user?.uid ?? null);
  return toonScopeOf(status, uid);
}

export function requireScope(scope: ToonScope | null): ToonScope {
  if (!scope) throw new Error('Your session is still loading. Please try again in a moment.');
  return scope;
}

/** Rewrites the cached toon list of a scope; without a cached list, it is fetched afresh instead. */
export function updateCachedToons(
  queryClient: QueryClient,
  scope: ToonScope,
  change: (toons: Toon[]) => Toon[],
): void {
  const key = toonsQueryKey(scope);
  if (queryClient.getQueryData<ToonsData>(key) === undefined) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  queryClient.setQueryData<ToonsData>(key, (data) => data && { ...data, toons: change(data.toons) });
}

export function replaceToon(toon: Toon): (toons: Toon[]) => Toon[] {
  return (toons) => toons.map((item) => (item.id === toon.id ? toon : item));
}
