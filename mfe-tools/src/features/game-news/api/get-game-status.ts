import { type GameStatus, GameStatusSnapshotSchema } from 'shared-contracts';
import type { GameSnapshot } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';
import { feedWatchRefresh } from './feed-watch-refresh';

/** The api's copy of whether the game is open (`GET /api/game/status`). */
export function getGameStatus(signal?: AbortSignal): Promise<GameSnapshot<GameStatus>> {
  return apiClient().get('/game/status', { auth: false, schema: GameStatusSnapshotSchema, signal });
}

export function gameStatusQueryOptions() {
  return queryOptions({
    // Not ['game', 'status']: the shell's notice keeps only the status under that key, this the snapshot.
    queryKey: ['game', 'status-snapshot'],
    queryFn: ({ signal }) => getGameStatus(signal),
  });
}

/** Asked again while notifications are on (`watching`), also with the tab in the background. */
export function useGameStatus(watching: boolean) {
  return useQuery({ ...gameStatusQueryOptions(), enabled: watching, ...feedWatchRefresh(watching) });
}
