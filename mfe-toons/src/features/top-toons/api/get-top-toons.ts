import { type TopToonsCategory, type TopToonsPage, TopToonsPageSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { keepPreviousData, queryOptions, useQuery } from 'web-kit/area';

export const TOP_TOONS_PAGE_SIZE = 20;

/** One page of a Top Toons ranking (`GET /api/top-toons`); public, so sent without a token. */
export function getTopToons(
  category: TopToonsCategory,
  page: number,
  signal?: AbortSignal,
): Promise<TopToonsPage> {
  return apiClient().get('/top-toons', {
    auth: false,
    schema: TopToonsPageSchema,
    query: { category, page, pageSize: TOP_TOONS_PAGE_SIZE },
    signal,
  });
}

export function topToonsQueryOptions(category: TopToonsCategory, page: number) {
  return queryOptions({
    queryKey: ['top-toons', category, page],
    queryFn: ({ signal }) => getTopToons(category, page, signal),
    // While the next page loads, the previous one stays on screen (greyed) instead of a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useTopToons(category: TopToonsCategory, page: number) {
  return useQuery(topToonsQueryOptions(category, page));
}
