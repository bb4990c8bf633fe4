import { type GameSnapshot, type NewsList, NewsListSnapshotSchema } from 'shared-contracts';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';

/** The game's newest posts, without bodies (`GET /api/game/news`). */
export function getNewsList(signal?: AbortSignal): Promise<GameSnapshot<NewsList>> {
  return apiClient().get('/game/news', { auth: false, schema: NewsListSnapshotSchema, signal });
}

export function newsListQueryOptions() {
  return queryOptions({ queryKey: ['game', 'news'], queryFn: ({ signal }) => getNewsList(signal) });
}

export function useNewsList() {
  return useQuery(newsListQueryOptions());
}
