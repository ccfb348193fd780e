import type { CreatorDashboardResponse } from '@pulse/domain/studio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/creator/dashboard: the caller's stats, snippets and submissions. */
export function getCreatorDashboard(signal?: AbortSignal): Promise<CreatorDashboardResponse> {
  return apiRequest<CreatorDashboardResponse>('/api/creator/dashboard', { signal });
}

export const creatorDashboardQueryKey = ['creator', 'dashboard'] as const;

export const creatorDashboardQueryOptions = queryOptions({
  queryKey: creatorDashboardQueryKey,
  queryFn: ({ signal }) => getCreatorDashboard(signal),
  staleTime: 10_000,
});

export function useCreatorDashboard() {
  return useQuery(creatorDashboardQueryOptions);
}
