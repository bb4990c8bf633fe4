import type { StoreItem } from 'shared-contracts/domain';
import { useQuery } from 'web-kit/area';
import { catalogueQueryOptions } from './get-catalogue';

/** The item of the catalogue with this slug; null when the store has none. */
export function findStoreItem(items: readonly StoreItem[], slug: string): StoreItem | null {
  return items.find((item) => item.slug === slug) ?? null;
}

/**
 * One store item, looked up in the catalogue (`GET /api/store` lists every item) rather than
 * fetched alone: an unknown slug is then an answer, not a failed request (Chrome logs every 404
 * in the console), and a visit from /store reuses the list it already has.
 */
export function useStoreItem(slug: string) {
  return useQuery({ ...catalogueQueryOptions(), select: (items) => findStoreItem(items, slug) });
}
