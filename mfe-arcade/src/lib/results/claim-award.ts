import { type ArcadeAward, ArcadeAwardSchema, type ArcadeClaim } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { useMutation, useQueryClient } from 'web-kit/area';
import { accountRecordsQueryOptions } from './get-records';

/**
 * Claims jellybeans for a finished game (`POST /api/arcade/awards`): the api replays the game from
 * its seed and log and pays from its own score; it also keeps the account's records.
 */
export function postAward(claim: ArcadeClaim): Promise<ArcadeAward> {
  return apiClient().post('/arcade/awards', claim, { schema: ArcadeAwardSchema });
}

export function useClaimAward(uid: string | null) {
  const queryClient = useQueryClient();
  return useMutation<ArcadeAward, Error, ArcadeClaim>({
    mutationKey: ['arcade', 'award'],
    mutationFn: postAward,
    // A claim is judged once (its seed is used up): retrying would only be refused.
    retry: false,
    onSuccess: (award) => {
      if (uid) queryClient.setQueryData(accountRecordsQueryOptions(uid).queryKey, award.records);
    },
  });
}
