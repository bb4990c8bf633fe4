import { useMutation, useQueryClient } from 'web-kit/area';
import type { LinkedToonPlanner, LinkedToonSave } from './save-linked-toon';
import { toonsQueryKey } from './toon-scope';
import { replaceToon, requireScope, type ToonsData, updateCachedToons, useToonScope } from './toons-cache';

export interface LinkGameToonVariables {
  /** The game toon's id (ToonLink `toon.id`). */
  toonId: string;
  /** Decides the change from the current toon, read when this update's turn comes. */
  planner: LinkedToonPlanner;
}

/**
 * Applies a ToonLink event to the player's toon for that game toon, creating it when new. Runs
 * after any other toon change in flight, and plans against the toons as they are then, so two
 * quick events for a new game toon create it once. Resolves to null when nothing changed.
 */
export function useLinkGameToon() {
  const queryClient = useQueryClient();
  const scope = useToonScope();
  return useMutation<LinkedToonSave | null, Error, LinkGameToonVariables>({
    mutationKey: ['toons', 'link'],
    scope: { id: 'toons' },
    networkMode: scope?.storage === 'browser' ? 'always' : 'online',
    mutationFn: async ({ toonId, planner }) => {
      // Loaded with the first event: with ToonLink on and no game running, a page needs none of it.
      const { currentToons, saveLinkedToon } = await import('./save-linked-toon');
      const target = requireScope(scope);
      const cached = queryClient.getQueryData<ToonsData>(toonsQueryKey(target))?.toons;
      return saveLinkedToon(target, await currentToons(target, cached), toonId, planner);
    },
    onSuccess: (saved) => {
      if (!saved) return;
      const target = requireScope(scope);
      updateCachedToons(
        queryClient,
        target,
        saved.created ? (toons) => [...toons, saved.toon] : replaceToon(saved.toon),
      );
    },
  });
}
