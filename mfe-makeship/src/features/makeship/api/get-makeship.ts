import { type MakeshipResponse, MakeshipResponseSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';

/** How often the page asks for fresh campaign numbers while it is open. */
export const MAKESHIP_POLL_MS = 60_000;

/** The campaigns (`GET /api/makeship`); public, so sent without a token. */
export function getMakeship(signal?: AbortSignal): Promise<MakeshipResponse> {
  return apiClient().get('/makeship', { auth: false, schema: MakeshipResponseSchema, signal });
}

export function makeshipQueryOptions() {
  return queryOptions({
    queryKey: ['makeship'],
    queryFn: ({ signal }) => getMakeship(signal),
    refetchInterval: MAKESHIP_POLL_MS,
  });
}

export function useMakeship() {
  return useQuery(makeshipQueryOptions());
}
