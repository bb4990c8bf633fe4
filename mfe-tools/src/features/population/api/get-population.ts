import { type GameSnapshot, type Population, PopulationSnapshotSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';
import { liveRefresh } from '../../../lib/live-query';

/** The api's copy of the game's population (`GET /api/game/population`). */
export function getPopulation(signal?: AbortSignal): Promise<GameSnapshot<Population>> {
  return apiClient().get('/game/population', { auth: false, schema: PopulationSnapshotSchema, signal });
}

export function populationQueryOptions() {
  return queryOptions({
    queryKey: ['game', 'population'],
    queryFn: ({ signal }) => getPopulation(signal),
    ...liveRefresh,
  });
}

export function usePopulation() {
  return useQuery(populationQueryOptions());
}
