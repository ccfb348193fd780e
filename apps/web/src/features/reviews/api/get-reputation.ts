import type { ReputationResponse } from '@pulse/domain/reputation-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/creators/:id/reputation or /api/partners/:id/reputation. */
export function reputationQueryOptions(side: 'creator' | 'brand', userId: string) {
  const base = side === 'creator' ? '/api/creators' : '/api/partners';
  return queryOptions({
    queryKey: ['reputation', side, userId] as const,
    queryFn: ({ signal }) =>
      apiRequest<ReputationResponse>(`${base}/${encodeURIComponent(userId)}/reputation`, { signal }),
  });
}

export function useReputation(side: 'creator' | 'brand', userId: string) {
  return useQuery(reputationQueryOptions(side, userId));
}
