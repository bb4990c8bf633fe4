import { type PurchaseResult, PurchaseResultSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { useMutation, useQueryClient } from 'web-kit/area';

/** Collects (free) or buys (jellybeans) a store item: `POST /api/store/:slug/purchases`. */
export function postPurchase(slug: string): Promise<PurchaseResult> {
  return apiClient().post(`/store/${encodeURIComponent(slug)}/purchases`, undefined, {
    schema: PurchaseResultSchema,
  });
}

/** Shared by the store and Trinkets pages: everything showing ownership or the balance refreshes. */
export function usePurchase() {
  const queryClient = useQueryClient();
  return useMutation<PurchaseResult, Error, string>({
    mutationFn: postPurchase,
    onSettled: () =>
      Promise.all(
        ['trinkets', 'purchases', 'account'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ),
  });
}
