import { type GameSnapshot, type NewsList, NewsListSnapshotSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';
import { liveRefresh } from '../../../lib/live-query';

/** The game's newest posts, without bodies (`GET /api/game/news`). */
export function getNewsList(signal?: AbortSignal): Promise<GameSnapshot<NewsList>> {
  return apiClient().get('/game/news', { auth: false, schema: NewsListSnapshotSchema, signal });
}

export function newsListQueryOptions() {
  // Asked again like every live page (the api answers from its copy): a failed read retries by itself.
  return queryOptions({
    queryKey: ['game', 'news'],
    queryFn: ({ signal }) => getNewsList(signal),
    ...liveRefresh,
  });
}

export function useNewsList() {
  return useQuery(newsListQueryOptions());
}
