import { ToonListSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';
import type { StudioToon } from '../lib/stored-toons';

/** A registered player's toons (`GET /api/toons`), reduced to what the studio draws. */
export async function getAccountToons(signal?: AbortSignal): Promise<StudioToon[]> {
  const { toons } = await apiClient().get('/toons', { schema: ToonListSchema, signal });
  return toons.map((toon) => ({ id: toon.id, name: toon.name, rendition: toon.rendition }));
}

export function accountToonsQueryOptions(uid: string | null) {
  return queryOptions({
    queryKey: ['toon-studio', 'account-toons', uid],
    queryFn: ({ signal }) => getAccountToons(signal),
    enabled: uid !== null,
  });
}

export function useAccountToons(uid: string | null) {
  return useQuery(accountToonsQueryOptions(uid));
}
