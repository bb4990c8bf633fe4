import { type ToonReport, ToonReportSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { useMutation } from 'web-kit/area';

/** Reports a Top Toons entry to the moderators (`POST /api/top-toons/:id/reports`, registered players). */
export function reportToon(toonId: string, reason: string): Promise<ToonReport> {
  return apiClient().post(
    `/top-toons/${encodeURIComponent(toonId)}/reports`,
    { reason },
    {
      schema: ToonReportSchema,
    },
  );
}

export function useReportToon(toonId: string) {
  return useMutation<ToonReport, Error, string>({
    mutationKey: ['top-toons', 'report', toonId],
    mutationFn: (reason) => reportToon(toonId, reason),
  });
}
