import {
  type FieldOfficesResponse,
  FieldOfficesSnapshotSchema,
  type GameSnapshot,
} from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';
import { liveRefresh } from '../../../lib/live-query';

/** The api's copy of the game's field offices (`GET /api/game/fieldoffices`). */
export function getFieldOffices(signal?: AbortSignal): Promise<GameSnapshot<FieldOfficesResponse>> {
  return apiClient().get('/game/fieldoffices', { auth: false, schema: FieldOfficesSnapshotSchema, signal });
}

export function fieldOfficesQueryOptions() {
  return queryOptions({
    queryKey: ['game', 'fieldoffices'],
    queryFn: ({ signal }) => getFieldOffices(signal),
    ...liveRefresh,
  });
}

export function useFieldOffices() {
  return useQuery(fieldOfficesQueryOptions());
}
