import { useModerationAction } from './moderation-action';

/** Closes a report without hiding anything (`POST /api/moderation/reports/:id/dismiss`). */
export function useDismissReport() {
  return useModerationAction(
    'dismiss-report',
    (reportId) => `/moderation/reports/${encodeURIComponent(reportId)}/dismiss`,
  );
}
