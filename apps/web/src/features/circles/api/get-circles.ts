import type { CirclesResponse } from '@pulse/domain/circles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/circles (Discover) or /api/circles/mine (My Circles; 401 without a session). */
export function getCircles(tab: 'discover' | 'mine', signal?: AbortSignal): Promise<CirclesResponse> {
  return apiRequest<CirclesResponse>(tab === 'mine' ? '/api/circles/mine' : '/api/circles', { signal });
}

export const circlesQueryOptions = (tab: 'discover' | 'mine') =>
  queryOptions({
    queryKey: ['circles', 'list', tab] as const,
    queryFn: ({ signal }) => getCircles(tab, signal),
    staleTime: 10_000,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });

export function useCircles(tab: 'discover' | 'mine') {
  return useQuery(circlesQueryOptions(tab));
}
