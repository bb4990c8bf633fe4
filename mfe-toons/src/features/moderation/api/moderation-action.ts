import { apiClient } from 'web-kit';
import { type QueryClient, useMutation, useQueryClient } from 'web-kit/area';
import { asModerator } from '../lib/as-moderator';

/** Sends one moderator action with its reason (every action answers 204). */
export async function postModerationAction(path: string, reason: string): Promise<void> {
  await asModerator(() => apiClient().post(path, { reason }));
}

/** After an action: the moderation lists, the audit log and Top Toons are read again. */
function refreshAfterAction(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['moderation'] }),
    queryClient.invalidateQueries({ queryKey: ['top-toons'] }),
  ]).then(() => undefined);
}

/** A mutation sending `{ reason }` to the path made from its target (a toon, account or report id). */
export function useModerationAction(key: string, pathOf: (target: string) => string) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, { target: string; reason: string }>({
    mutationKey: ['moderation', key],
    mutationFn: ({ target, reason }) => postModerationAction(pathOf(target), reason),
    onSuccess: () => refreshAfterAction(queryClient),
  });
}
