import { GiveawayListSchema, type GiveawayView } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';

/** Giveaways with whether the caller entered (`GET /api/giveaways`). */
export async function getGiveaways(signal?: AbortSignal): Promise<GiveawayView[]> {
  const { giveaways } = await apiClient().get('/giveaways', { schema: GiveawayListSchema, signal });
  return giveaways;
}

/** Keyed by the visitor, so signing in or out shows their own entries. */
export function giveawaysQueryOptions(uid: string | null, enabled: boolean) {
  return queryOptions({
    queryKey: ['giveaways', uid],
    queryFn: ({ signal }) => getGiveaways(signal),
    enabled,
  });
}

export function useGiveaways(uid: string | null, enabled: boolean) {
  return useQuery(giveawaysQueryOptions(uid, enabled));
}
