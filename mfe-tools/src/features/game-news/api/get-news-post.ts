import { type GameSnapshot, type NewsPost, NewsPostSnapshotSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';
import { isFeedId } from '../lib/feed-id';
import { retryUnlessRefused } from './not-found';

/** One post, its body sanitized by the api (`GET /api/game/news/:id`); 404 when the list does not name it. */
export function getNewsPost(id: string, signal?: AbortSignal): Promise<GameSnapshot<NewsPost>> {
  return apiClient().get(`/game/news/${encodeURIComponent(id)}`, {
    auth: false,
    schema: NewsPostSnapshotSchema,
    signal,
  });
}

export function newsPostQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['game', 'news', id],
    queryFn: ({ signal }) => getNewsPost(id, signal),
    retry: retryUnlessRefused,
    // An id that cannot name anything is not asked for: the page shows "not found" at once.
    enabled: isFeedId(id),
  });
}

export function useNewsPost(id: string) {
  return useQuery(newsPostQueryOptions(id));
}
