import { type GameSnapshot, type SillyMeter, SillyMeterSnapshotSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';
import { liveRefresh } from '../../../lib/live-query';

/** The api's copy of the Silly Meter (`GET /api/game/sillymeter`). */
export function getSillyMeter(signal?: AbortSignal): Promise<GameSnapshot<SillyMeter>> {
  return apiClient().get('/game/sillymeter', { auth: false, schema: SillyMeterSnapshotSchema, signal });
}

export function sillyMeterQueryOptions() {
  return queryOptions({
    queryKey: ['game', 'sillymeter'],
    queryFn: ({ signal }) => getSillyMeter(signal),
    ...liveRefresh,
  });
}

export function useSillyMeter() {
  return useQuery(sillyMeterQueryOptions());
}
