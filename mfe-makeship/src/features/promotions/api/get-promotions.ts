import { type Promotion, PromotionListSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';

/** Promotions and codes (`GET /api/promotions`); public. */
export async function getPromotions(signal?: AbortSignal): Promise<Promotion[]> {
  const { promotions } = await apiClient().get('/promotions', {
    auth: false,
    schema: PromotionListSchema,
    signal,
  });
  return promotions;
}

export function promotionsQueryOptions() {
  return queryOptions({ queryKey: ['promotions'], queryFn: ({ signal }) => getPromotions(signal) });
}

export function usePromotions() {
  return useQuery(promotionsQueryOptions());
}
