import { StoreCatalogueSchema, type StoreItem } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';

/** The store catalogue (`GET /api/store`); public. */
export async function getCatalogue(signal?: AbortSignal): Promise<StoreItem[]> {
  const { items } = await apiClient().get('/store', { auth: false, schema: StoreCatalogueSchema, signal });
  return items;
}

export function catalogueQueryOptions() {
  return queryOptions({ queryKey: ['store', 'catalogue'], queryFn: ({ signal }) => getCatalogue(signal) });
}

export function useCatalogue() {
  return useQuery(catalogueQueryOptions());
}
