import type { DealReviewsResponse, SubmitReviewRequest } from '@pulse/domain/reviews-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dealReviewsQueryKey } from './get-deal-reviews';

/** POST /api/deals/:id/reviews: review the other party of a completed deal, once. */
export function submitReview(input: { dealId: string; body: SubmitReviewRequest }): Promise<DealReviewsResponse> {
  return apiRequest<DealReviewsResponse>(`/api/deals/${encodeURIComponent(input.dealId)}/reviews`, {
    method: 'POST',
    body: input.body,
  });
}

export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: (data) => queryClient.setQueryData(dealReviewsQueryKey(data.dealId), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reputation'] }),
  });
}
