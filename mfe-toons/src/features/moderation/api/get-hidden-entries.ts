import { type HiddenEntries, HiddenEntriesSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';
import { asModerator } from '../lib/as-moderator';

/** Toons and accounts hidden from Top Toons now (`GET /api/moderation/hidden`, moderators). */
export function getHiddenEntries(signal?: AbortSignal): Promise<HiddenEntries> {
  return asModerator(() => apiClient().get('/moderation/hidden', { schema: HiddenEntriesSchema, signal }));
}

export function hiddenEntriesQueryOptions() {
  return queryOptions({
    queryKey: ['moderation', 'hidden'],
    queryFn: ({ signal }) => getHiddenEntries(signal),
  });
}

export function useHiddenEntries() {
  return useQuery(hiddenEntriesQueryOptions());
}
