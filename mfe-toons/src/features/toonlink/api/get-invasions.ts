import { type GameSnapshot, type Invasions, InvasionsSnapshotSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';

/** Invasions move by the minute: asked again this often while the tab is visible, never in the background. */
const INVASIONS_REFRESH_MS = 30_000;

/** The api's copy of the game's invasions (`GET /api/game/invasions`), for the Toon dashboard. */
function getInvasions(signal?: AbortSignal): Promise<GameSnapshot<Invasions>> {
  return apiClient().get('/game/invasions', { auth: false, schema: InvasionsSnapshotSchema, signal });
}

export function useInvasions() {
  return useQuery(
    queryOptions({
      // The Cog Radar asks under the same key: one copy in the shared query cache.
      queryKey: ['game', 'invasions'],
      queryFn: ({ signal }) => getInvasions(signal),
      refetchInterval: INVASIONS_REFRESH_MS,
      refetchIntervalInBackground: false,
    }),
  );
}
