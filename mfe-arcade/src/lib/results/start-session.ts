import { type ArcadeSession, ArcadeSessionSchema, apiClient } from 'shared-contracts';

/**
 * A seed for one game from the api (`POST /api/arcade/sessions`), for a registered player: only a
 * game played from it can be claimed, once, before it expires.
 */
export function startArcadeSession(game: ArcadeSession['game']): Promise<ArcadeSession> {
  return apiClient().post('/arcade/sessions', { game }, { schema: ArcadeSessionSchema });
}
