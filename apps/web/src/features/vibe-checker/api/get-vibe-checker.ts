import type { VibeCheckerResponse } from '@pulse/domain/vibe-checker';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const vibeCheckerQueryKey = ['vibe-checker'] as const;

/** GET /api/vibe-checker: up to 4 suggestions from the caller's interests and a teaser about one creative. */
export const vibeCheckerQueryOptions = queryOptions({
  queryKey: vibeCheckerQueryKey,
  queryFn: ({ signal }) => apiRequest<VibeCheckerResponse>('/api/vibe-checker', { signal }),
  staleTime: 60_000,
});

/** Loads only once the visitor shows interest (hover, focus or click): no request on every page load. */
export function useVibeChecker(enabled: boolean) {
  return useQuery({ ...vibeCheckerQueryOptions, enabled });
}
