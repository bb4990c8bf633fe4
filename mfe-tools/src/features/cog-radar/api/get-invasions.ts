import { type GameSnapshot, type Invasions, InvasionsSnapshotSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';
import { liveRefresh } from '../../../lib/live-query';

/** The api's copy of the game's invasions (`GET /api/game/invasions`). */
export function getInvasions(signal?: AbortSignal): Promise<GameSnapshot<Invasions>> {
  return apiClient().get('/game/invasions', { auth: false, schema: InvasionsSnapshotSchema, signal });
}

export function invasionsQueryOptions() {
  return queryOptions({
    queryKey: ['game', 'invasions'],
    queryFn: ({ signal }) => getInvasions(signal),
    ...liveRefresh,
  });
}

export function useInvasions() {
  return useQuery(invasionsQueryOptions());
}
