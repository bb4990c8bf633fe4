import { type GameSettings, GameSettingsSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';

/** Where doodle and toon pictures come from (`GET /api/game/settings`): set by the api's operator. */
export function getGameSettings(signal?: AbortSignal): Promise<GameSettings> {
  return apiClient().get('/game/settings', { auth: false, schema: GameSettingsSchema, signal });
}

export function gameSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['game', 'settings'],
    queryFn: ({ signal }) => getGameSettings(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useGameSettings() {
  return useQuery(gameSettingsQueryOptions());
}
