import { type GiveawayEntry, GiveawayEntrySchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { useMutation, useQueryClient } from 'web-kit/area';

/** Enters the signed-in user in a giveaway (`POST /api/giveaways/:slug/entries`). */
export function postEntry(slug: string): Promise<GiveawayEntry> {
  return apiClient().post(`/giveaways/${encodeURIComponent(slug)}/entries`, undefined, {
    schema: GiveawayEntrySchema,
  });
}

export function useEnterGiveaway() {
  const queryClient = useQueryClient();
  return useMutation<GiveawayEntry, Error, string>({
    mutationFn: postEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['giveaways'] }),
  });
}
