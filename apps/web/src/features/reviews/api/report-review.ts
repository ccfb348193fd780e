import type { ReportReviewRequest, ReportReviewResponse } from '@pulse/domain/review-moderation-contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/reviews/:id/reports: report a review, once, with a reason (accounts only). */
export function reportReview(input: { reviewId: string } & ReportReviewRequest): Promise<ReportReviewResponse> {
  const { reviewId, ...body } = input;
  return apiRequest<ReportReviewResponse>(`/api/reviews/${encodeURIComponent(reviewId)}/reports`, {
    method: 'POST',
    body,
  });
}

export function useReportReview() {
  return useMutation({ mutationFn: reportReview });
}
