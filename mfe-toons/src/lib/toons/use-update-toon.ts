import type { Toon, ToonUpdate } from 'shared-contracts/domain';
import { useMutation, useQueryClient } from 'web-kit/area';
import { readLocalToons, saveLocalToon } from './local-toons';
import { applyChanges, prepareUpdate } from './toon-changes';
import { type ToonScope, toonsQueryKey } from './toon-scope';
import { putToon } from './toons-api';
import { replaceToon, requireScope, type ToonsData, updateCachedToons, useToonScope } from './toons-cache';

export interface UpdateToonVariables {
  toon: Toon;
  update: ToonUpdate;
}

const updateKey = ['toons', 'update'];

function saveInBrowser(uid: string | null, id: string, changes: ToonUpdate): Toon {
  const stored = readLocalToons(uid).toons.find((toon) => toon.id === id);
  if (!stored) throw new Error('This Toon is no longer saved in this browser.');
  const next = applyChanges(stored, changes, new Date());
  saveLocalToon(uid, next);
  return next;
}

async function save(scope: ToonScope, { toon, update }: UpdateToonVariables): Promise<Toon> {
  const changes = prepareUpdate(toon, update);
  if (!changes) return toon;
  return scope.storage === 'account' ? putToon(toon.id, changes) : saveInBrowser(scope.uid, toon.id, changes);
}

/**
 * Changes a toon. Counts are clamped at zero, and an update that changes nothing sends and writes
 * nothing (it resolves to the same toon). The list shows the change at once; updates run one
 * after another, so quick "+" presses each build on the one before.
 */
export function useUpdateToon() {
  const queryClient = useQueryClient();
  const scope = useToonScope();
  return useMutation<Toon, Error, UpdateToonVariables, { previous: ToonsData | undefined }>({
    mutationKey: updateKey,
    scope: { id: 'toons' },
    networkMode: scope?.storage === 'browser' ? 'always' : 'online',
    onMutate: async ({ toon, update }) => {
      const target = requireScope(scope);
      const key = toonsQueryKey(target);
      const changes = prepareUpdate(toon, update);
      const previous = queryClient.getQueryData<ToonsData>(key);
      if (changes) {
        await queryClient.cancelQueries({ queryKey: key });
        updateCachedToons(queryClient, target, replaceToon(applyChanges(toon, changes, new Date())));
      }
      return { previous };
    },
    mutationFn: (variables) => save(requireScope(scope), variables),
    onSuccess: (saved) => {
      // While later updates wait their turn, their optimistic values stay on screen.
      if (queryClient.isMutating({ mutationKey: updateKey }) <= 1) {
        updateCachedToons(queryClient, requireScope(scope), replaceToon(saved));
      }
    },
    onError: (_error, _variables, context) => {
      if (!scope) return;
      const key = toonsQueryKey(scope);
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
