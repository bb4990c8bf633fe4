import type { CavalcadeResponse } from 'shared-contracts';
import { CavalcadeSnapshotSchema, type GameSnapshot } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';
import { liveRefresh } from '../../../lib/live-query';

/** The api's copy of the Cavalcade parade status (`GET /api/game/cavalcade`). */
export function getCavalcade(signal?: AbortSignal): Promise<GameSnapshot<CavalcadeResponse>> {
  return apiClient().get('/game/cavalcade', { auth: false, schema: CavalcadeSnapshotSchema, signal });
}

export function cavalcadeQueryOptions() {
  return queryOptions({
    queryKey: ['game', 'cavalcade'],
    queryFn: ({ signal }) => getCavalcade(signal),
    ...liveRefresh,
  });
}

export function useCavalcade() {
  return useQuery(cavalcadeQueryOptions());
}
