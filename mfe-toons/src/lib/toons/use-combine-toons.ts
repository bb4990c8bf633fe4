import type { Toon } from 'shared-contracts/domain';
import { useMutation, useQueryClient } from 'web-kit/area';
import { combinedToonUpdate } from './combine-toons';
import { readLocalToons, removeLocalToon, saveLocalToon } from './local-toons';
import { applyChanges, prepareUpdate } from './toon-changes';
import { type ToonScope, toonsQueryKey } from './toon-scope';
import { deleteAccountToon, fetchAccountToons, putToon } from './toons-api';
import { replaceToon, requireScope, type ToonsData, updateCachedToons, useToonScope } from './toons-cache';

export interface CombineToonsVariables {
  /** The toon that stays (its id, name and links). */
  keptId: string;
  /** The toon whose records move into the kept one before it is deleted. */
  otherId: string;
  /**
   * Called once both are saved, before any later toon change runs (ToonLink moves the other toon's
   * game window onto the kept one here).
   */
  onCombined?: (kept: Toon, other: Toon) => void;
}

export interface CombinedToons {
  kept: Toon;
  otherId: string;
}

async function freshToons(scope: ToonScope, cached: Toon[] | undefined): Promise<Toon[]> {
  if (scope.storage === 'browser') return readLocalToons(scope.uid).toons;
  return cached ?? fetchAccountToons();
}

/**
 * Makes two of the player's toons one: the kept toon is saved with the best of both
 * ({@link combinedToonUpdate}) and only then the other is deleted, so a failure part way leaves
 * both toons as they were, or the kept one holding everything and the other still there.
 */
export function useCombineToons() {
  const queryClient = useQueryClient();
  const scope = useToonScope();
  return useMutation<CombinedToons, Error, CombineToonsVariables>({
    mutationKey: ['toons', 'combine'],
    scope: { id: 'toons' },
    networkMode: scope?.storage === 'browser' ? 'always' : 'online',
    mutationFn: async ({ keptId, otherId, onCombined }) => {
      const target = requireScope(scope);
      const toons = await freshToons(
        target,
        queryClient.getQueryData<ToonsData>(toonsQueryKey(target))?.toons,
      );
      const kept = toons.find((toon) => toon.id === keptId);
      const other = toons.find((toon) => toon.id === otherId);
      if (!kept || !other || kept.id === other.id) {
        throw new Error('One of the two Toons is no longer saved, so nothing was changed.');
      }
      const changes = prepareUpdate(kept, combinedToonUpdate(kept, other));
      let saved = kept;
      if (target.storage === 'account') {
        if (changes) saved = await putToon(kept.id, changes);
        await deleteAccountToon(other.id);
      } else {
        if (changes) {
          saved = applyChanges(kept, changes, new Date());
          saveLocalToon(target.uid, saved);
        }
        removeLocalToon(target.uid, other.id);
      }
      onCombined?.(saved, other);
      return { kept: saved, otherId: other.id };
    },
    onSuccess: ({ kept, otherId }) => {
      updateCachedToons(queryClient, requireScope(scope), (toons) =>
        replaceToon(kept)(toons.filter((toon) => toon.id !== otherId)),
      );
    },
  });
}
