import type { ModerationAction } from '@pulse/domain/safety';
import type { AdminReportsResponse, ModerateReportResponse } from '@pulse/domain/safety-contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const reportsQueryKey = ['admin', 'reports'] as const;

/** GET /api/admin/reports: open reports about profiles, messages, pieces, briefs and reviews, oldest first. */
export const reportsQuery = queryOptions({
  queryKey: reportsQueryKey,
  queryFn: ({ signal }) => apiRequest<AdminReportsResponse>('/api/admin/reports', { signal }),
});

export function useReports() {
  return useQuery(reportsQuery);
}

/** POST /api/admin/reports/:id/:action with the note the account reads (none for dismiss). */
export function moderateReport(input: {
  reportId: string;
  action: ModerationAction;
  note: string;
}): Promise<ModerateReportResponse> {
  const path = `/api/admin/reports/${encodeURIComponent(input.reportId)}/${input.action}`;
  return apiRequest<ModerateReportResponse>(path, { method: 'POST', body: { note: input.note } });
}

export function useModerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
  });
}
