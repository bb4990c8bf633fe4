import { type DoodlesResponse, DoodlesSnapshotSchema, type GameSnapshot } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';
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
