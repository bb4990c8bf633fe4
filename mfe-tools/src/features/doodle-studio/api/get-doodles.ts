import { apiClient, type DoodlesResponse, DoodlesSnapshotSchema, type GameSnapshot } from 'shared-contracts';
import { queryOptions, useQuery } from 'shared-contracts/area';
import { liveRefresh } from '../../../lib/live-query';

/** The api's copy of the doodles for sale (`GET /api/game/doodles`). */
export function getDoodles(signal?: AbortSignal): Promise<GameSnapshot<DoodlesResponse>> {
  return apiClient().get('/game/doodles', { auth: false, schema: DoodlesSnapshotSchema, signal });
}

export function doodlesQueryOptions() {
  return queryOptions({
    queryKey: ['game', 'doodles'],
    queryFn: ({ signal }) => getDoodles(signal),
    ...liveRefresh,
  });
}

export function useDoodles() {
  return useQuery(doodlesQueryOptions());
}
