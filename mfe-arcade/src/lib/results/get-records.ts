import { type ArcadeRecords, ArcadeRecordsResponseSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';

/** The signed-in account's best results (`GET /api/arcade/records`). */
export async function getAccountRecords(signal?: AbortSignal): Promise<ArcadeRecords> {
  const body = await apiClient().get('/arcade/records', { schema: ArcadeRecordsResponseSchema, signal });
  return body.records;
}

export function accountRecordsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: ['arcade', 'records', uid],
    queryFn: ({ signal }) => getAccountRecords(signal),
  });
}

/** A registered user's account records; nothing for anyone else. */
export function useAccountRecords(uid: string | null) {
  return useQuery({ ...accountRecordsQueryOptions(uid ?? ''), enabled: uid !== null });
}
