import { type ArcadeSession, type ArcadeSessionRequest, ArcadeSessionSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';

/**
 * One game from the api (`POST /api/arcade/sessions`), for a registered player: only a game played
 * from it can be claimed, once, before it expires. A cogsweeper session's board is kept by the api.
 */
export function startArcadeSession(request: ArcadeSessionRequest): Promise<ArcadeSession> {
  return apiClient().post('/arcade/sessions', request, { schema: ArcadeSessionSchema });
}
