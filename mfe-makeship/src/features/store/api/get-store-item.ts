import { apiClient, HttpError, type StoreItem, StoreItemSchema } from 'shared-contracts';
import { queryOptions, useQuery } from 'shared-contracts/area';

/** One store item (`GET /api/store/:slug`); a 404 means there is no such item. */
export function getStoreItem(slug: string, signal?: AbortSignal): Promise<StoreItem> {
  return apiClient().get(`/store/${encodeURIComponent(slug)}`, {
    auth: false,
    schema: StoreItemSchema,
    signal,
  });
}

export function storeItemQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['store', 'item', slug],
    queryFn: ({ signal }) => getStoreItem(slug, signal),
    // A missing or malformed slug will not appear by asking again.
    retry: (failures, error) =>
      !(error instanceof HttpError && (error.status === 404 || error.status === 400)) && failures < 3,
  });
}

export function useStoreItem(slug: string) {
  return useQuery(storeItemQueryOptions(slug));
}
