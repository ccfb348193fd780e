import type { DealsResponse } from '@pulse/domain/deals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/deals?as=brand|creator: the caller's deals on one side, with timelines. */
export function dealsQuery(as: 'brand' | 'creator') {
  return queryOptions({
    queryKey: ['deals', as],
    queryFn: ({ signal }) => apiRequest<DealsResponse>(`/api/deals?as=${as}`, { signal }),
  });
}

export function useDeals(as: 'brand' | 'creator') {
  return useQuery(dealsQuery(as));
}
