import type { MatchingBriefsResponse } from '@pulse/domain/briefs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/briefs/matching: open briefs ranked for the calling creative (the creator dashboard's Open
 * Briefs tab and its Matching Briefs / Match Score tiles; contract in @pulse/domain/briefs).
 */
export function getMatchingBriefs(signal?: AbortSignal): Promise<MatchingBriefsResponse> {
  return apiRequest<MatchingBriefsResponse>('/api/briefs/matching', { signal });
}

export const matchingBriefsQueryKey = ['briefs', 'matching'] as const;

export const matchingBriefsQueryOptions = queryOptions({
  queryKey: matchingBriefsQueryKey,
  queryFn: ({ signal }) => getMatchingBriefs(signal),
  staleTime: 15_000,
});

export function useMatchingBriefs({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...matchingBriefsQueryOptions, enabled });
}
