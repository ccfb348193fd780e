import type { StudioResponse } from '@pulse/domain/studio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/studio: PulseStudio's Recent, Portfolio and Insights. */
export function getStudio(signal?: AbortSignal): Promise<StudioResponse> {
  return apiRequest<StudioResponse>('/api/studio', { signal });
}

export const studioQueryKey = ['studio'] as const;

export const studioQueryOptions = queryOptions({
  queryKey: studioQueryKey,
  queryFn: ({ signal }) => getStudio(signal),
  staleTime: 10_000,
});

export function useStudio() {
  return useQuery(studioQueryOptions);
}
