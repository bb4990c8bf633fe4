import { type AuditLog, AuditLogSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';
import { asModerator } from '../lib/as-moderator';

/** The newest moderation actions first (`GET /api/moderation/log`, moderators). */
export function getAuditLog(signal?: AbortSignal): Promise<AuditLog> {
  return asModerator(() => apiClient().get('/moderation/log', { schema: AuditLogSchema, signal }));
}

export function auditLogQueryOptions() {
  return queryOptions({
    queryKey: ['moderation', 'log'],
    queryFn: ({ signal }) => getAuditLog(signal),
  });
}

export function useAuditLog() {
  return useQuery(auditLogQueryOptions());
}
