import type { AdminReviewReportsResponse, ReportDecisionResponse } from '@pulse/domain/review-moderation-contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const reviewReportsQueryKey = ['admin', 'review-reports'] as const;

/** GET /api/admin/review-reports: open reports, oldest first, with their reviews (admins only). */
export const reviewReportsQuery = queryOptions({
  queryKey: reviewReportsQueryKey,
  queryFn: ({ signal }) => apiRequest<AdminReviewReportsResponse>('/api/admin/review-reports', { signal }),
});

export function useReviewReports() {
  return useQuery(reviewReportsQuery);
}

/** POST /api/admin/review-reports/:id/hide with the reason the review's parties read, or .../dismiss. */
export function decideReport(
  input: { reportId: string; decision: 'hide'; reason: string } | { reportId: string; decision: 'dismiss' },
): Promise<ReportDecisionResponse> {
  const path = `/api/admin/review-reports/${encodeURIComponent(input.reportId)}/${input.decision}`;
  return apiRequest<ReportDecisionResponse>(path, {
    method: 'POST',
    body: input.decision === 'hide' ? { reason: input.reason } : {},
  });
}

export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReport,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: reviewReportsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['reputation'] });
    },
  });
}
