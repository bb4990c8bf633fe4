import type { Toon } from 'shared-contracts/domain';
import { useMutation, useQueryClient } from 'web-kit/area';
import { createLocalToon } from './local-toons';
import { randomToonName } from './random-name';
import { postToon } from './toons-api';
import { requireScope, updateCachedToons, useToonScope } from './toons-cache';

/** Creates a toon with a random name, rod Twig and empty collections; resolves to the new toon. */
export function useCreateToon() {
  const queryClient = useQueryClient();
  const scope = useToonScope();
  return useMutation<Toon, Error, void>({
    mutationKey: ['toons', 'create'],
    networkMode: scope?.storage === 'browser' ? 'always' : 'online',
    mutationFn: async () => {
      const target = requireScope(scope);
      const name = randomToonName();
      return target.storage === 'account'
        ? postToon({ name })
        : createLocalToon(target.uid, name, new Date());
    },
    onSuccess: (toon) => {
      updateCachedToons(queryClient, requireScope(scope), (toons) => [...toons, toon]);
    },
  });
}
