import type { DealResponse } from '@pulse/domain/deals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** One deal's key: under ['deals'], so a step (and a `deal.updated` event, decision 064) refreshes it. */
export const dealKey = (dealId: string) => ['deals', 'one', dealId] as const;

/** GET /api/deals/:id: the deal as the caller's side sees it (404 for anyone not party to it). */
export function dealQuery(dealId: string) {
  return queryOptions({
    queryKey: dealKey(dealId),
    queryFn: ({ signal }) => apiRequest<DealResponse>(`/api/deals/${encodeURIComponent(dealId)}`, { signal }),
    // A stranger's 404 stays a 404: no retries.
    retry: false,
  });
}

export function useDeal(dealId: string) {
  return useQuery(dealQuery(dealId));
}
