import type { Toon } from 'shared-contracts/domain';
import { track } from 'web-kit';
import { useMutation, useQueryClient } from 'web-kit/area';
import { removeLocalToon } from './local-toons';
import { deleteAccountToon } from './toons-api';
import { requireScope, updateCachedToons, useToonScope } from './toons-cache';

/** Why a linked toon cannot be deleted (shown beside its disabled Delete button). */
export const LINKED_TOON_DELETE_REASON =
  'A Toon linked to the game cannot be deleted while its game is open: close that game window or turn ToonLink off first.';

/** Deletes an unlinked toon and tracks `delete_toon`; a linked toon is refused. */
export function useDeleteToon() {
  const queryClient = useQueryClient();
  const scope = useToonScope();
  return useMutation<void, Error, Toon>({
    mutationKey: ['toons', 'delete'],
    scope: { id: 'toons' },
    networkMode: scope?.storage === 'browser' ? 'always' : 'online',
    mutationFn: async (toon) => {
      if (toon.isLinked) throw new Error(LINKED_TOON_DELETE_REASON);
      const target = requireScope(scope);
      if (target.storage === 'account') await deleteAccountToon(toon.id);
      else removeLocalToon(target.uid, toon.id);
      track('delete_toon', { storage: target.storage });
    },
    onSuccess: (_nothing, toon) => {
      updateCachedToons(queryClient, requireScope(scope), (toons) =>
        toons.filter((item) => item.id !== toon.id),
      );
    },
  });
}
