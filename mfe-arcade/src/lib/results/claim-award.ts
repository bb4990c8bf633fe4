import { type ArcadeAward, type ArcadeAwardRequest, ArcadeAwardSchema, apiClient } from 'shared-contracts';
import { useMutation, useQueryClient } from 'shared-contracts/area';
import { accountRecordsQueryOptions } from './get-records';

/** Claims jellybeans for a finished game (`POST /api/arcade/awards`); the api also keeps records. */
export function postAward(claim: ArcadeAwardRequest): Promise<ArcadeAward> {
  return apiClient().post('/arcade/awards', claim, { schema: ArcadeAwardSchema });
}

export function useClaimAward(uid: string | null) {
  const queryClient = useQueryClient();
  return useMutation<ArcadeAward, Error, ArcadeAwardRequest>({
    mutationKey: ['arcade', 'award'],
    mutationFn: postAward,
    // A claim is judged once: retrying a refused one would only be refused again.
    retry: false,
    onSuccess: (award) => {
      if (uid) queryClient.setQueryData(accountRecordsQueryOptions(uid).queryKey, award.records);
    },
    onError: () => {
      // The api keeps records even when the daily cap refuses jellybeans: read them again.
      if (uid) void queryClient.invalidateQueries({ queryKey: accountRecordsQueryOptions(uid).queryKey });
    },
  });
}
