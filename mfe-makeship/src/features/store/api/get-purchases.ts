import { type Purchase, PurchaseListSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, skipToken, useQuery } from 'web-kit/area';

/** What the signed-in user collected or bought, newest first (`GET /api/store/purchases`). */
export async function getPurchases(signal?: AbortSignal): Promise<Purchase[]> {
  const { purchases } = await apiClient().get('/store/purchases', { schema: PurchaseListSchema, signal });
  return purchases;
}

export function purchasesQueryOptions(uid: string | null) {
  return queryOptions({
    queryKey: ['purchases', uid],
    queryFn: uid ? ({ signal }) => getPurchases(signal) : skipToken,
  });
}

export function usePurchases(uid: string | null) {
  return useQuery(purchasesQueryOptions(uid));
}
