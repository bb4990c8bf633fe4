import { type GameStatus, GameStatusSnapshotSchema } from 'shared-contracts';
import { apiClient } from 'web-kit';
import { queryOptions } from 'web-kit/area';

/** How often an open page asks again: the api's copy lives 30 s, so a closing shows within a minute. */
export const GAME_STATUS_POLL_MS = 30_000;

/** The api's copy of the game's status (`GET /api/game/status`). */
export async function getGameStatus(signal?: AbortSignal): Promise<GameStatus> {
  const snapshot = await apiClient().get('/game/status', {
    auth: false,
    schema: GameStatusSnapshotSchema,
    signal,
  });
  return snapshot.data;
}

export function gameStatusQueryOptions() {
  return queryOptions({
    queryKey: ['game', 'status'],
    queryFn: ({ signal }) => getGameStatus(signal),
    refetchInterval: GAME_STATUS_POLL_MS,
  });
}
