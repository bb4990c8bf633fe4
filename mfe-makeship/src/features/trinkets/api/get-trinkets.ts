import { type Trinket, TrinketListSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';

/** Every Trinket with whether the caller has it (`GET /api/trinkets`). */
export async function getTrinkets(signal?: AbortSignal): Promise<Trinket[]> {
  const { trinkets } = await apiClient().get('/trinkets', { schema: TrinketListSchema, signal });
  return trinkets;
}

/** Keyed by the visitor, so ownership follows sign-in and sign-out. */
export function trinketsQueryOptions(uid: string | null, enabled: boolean) {
  return queryOptions({ queryKey: ['trinkets', uid], queryFn: ({ signal }) => getTrinkets(signal), enabled });
}

export function useTrinkets(uid: string | null, enabled: boolean) {
  return useQuery(trinketsQueryOptions(uid, enabled));
}
