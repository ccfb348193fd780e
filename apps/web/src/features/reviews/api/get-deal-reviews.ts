import type { DealReviewsResponse } from '@pulse/domain/reviews-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const dealReviewsQueryKey = (dealId: string) => ['deal-reviews', dealId] as const;

/** GET /api/deals/:id/reviews: the viewer's review, the other party's once revealed, and the window. */
export function dealReviewsQueryOptions(dealId: string) {
  return queryOptions({
    queryKey: dealReviewsQueryKey(dealId),
    queryFn: ({ signal }) =>
      apiRequest<DealReviewsResponse>(`/api/deals/${encodeURIComponent(dealId)}/reviews`, { signal }),
  });
}

export function useDealReviews(dealId: string, enabled = true) {
  return useQuery({ ...dealReviewsQueryOptions(dealId), enabled });
}
