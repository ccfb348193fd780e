import type { DealReviewsResponse } from '@pulse/domain/reviews-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dealReviewsQueryKey } from './get-deal-reviews';

/** POST /api/reviews/:id/reply: the reviewed party's one public reply. */
export function replyToReview(input: { reviewId: string; text: string }): Promise<DealReviewsResponse> {
  return apiRequest<DealReviewsResponse>(`/api/reviews/${encodeURIComponent(input.reviewId)}/reply`, {
    method: 'POST',
    body: { text: input.text },
  });
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: (data) => queryClient.setQueryData(dealReviewsQueryKey(data.dealId), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reputation'] }),
  });
}
