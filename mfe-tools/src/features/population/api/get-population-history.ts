import { type PopulationHistory, PopulationHistorySchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';
import { liveRefresh } from '../../../lib/live-query';

/** Population samples of the last day (`GET /api/game/population/history`). */
export function getPopulationHistory(signal?: AbortSignal): Promise<PopulationHistory> {
  return apiClient().get('/game/population/history', {
    auth: false,
    schema: PopulationHistorySchema,
    query: { hours: 24 },
    signal,
  });
}

export function populationHistoryQueryOptions() {
  return queryOptions({
    queryKey: ['game', 'population', 'history'],
    queryFn: ({ signal }) => getPopulationHistory(signal),
    ...liveRefresh,
  });
}

export function usePopulationHistory() {
  return useQuery(populationHistoryQueryOptions());
}
