import { type OpenReports, OpenReportsSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';
import { asModerator, isNotModerator } from '../lib/as-moderator';

/** Open reports of Top Toons entries, oldest first (`GET /api/moderation/reports`, moderators). */
export function getOpenReports(signal?: AbortSignal): Promise<OpenReports> {
  return asModerator(() => apiClient().get('/moderation/reports', { schema: OpenReportsSchema, signal }));
}

export function openReportsQueryOptions() {
  return queryOptions({
    queryKey: ['moderation', 'reports'],
    queryFn: ({ signal }) => getOpenReports(signal),
    // A player who is not a moderator gets the page's message at once, not after three retries.
    retry: (failures, error) => !isNotModerator(error) && failures < 2,
  });
}

export function useOpenReports() {
  return useQuery(openReportsQueryOptions());
}
