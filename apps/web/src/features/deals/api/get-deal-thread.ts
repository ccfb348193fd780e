import type { DealThreadResponse } from '@pulse/domain/deals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/deals/:id/thread: the partner's and the creative's conversation, when they have one. */
export function dealThreadQuery(dealId: string) {
  return queryOptions({
    queryKey: ['deals', 'thread', dealId] as const,
    queryFn: ({ signal }) =>
      apiRequest<DealThreadResponse>(`/api/deals/${encodeURIComponent(dealId)}/thread`, { signal }),
  });
}

export function useDealThread(dealId: string, enabled: boolean) {
  return useQuery({ ...dealThreadQuery(dealId), enabled });
}
