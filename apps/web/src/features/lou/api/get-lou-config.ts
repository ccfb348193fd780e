import type { LouConfigResponse } from '@pulse/domain/lou/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/lou/config: whether a language model may phrase Lou's small talk. */
export function getLouConfig(signal?: AbortSignal): Promise<LouConfigResponse> {
  return apiRequest<LouConfigResponse>('/api/lou/config', { signal });
}

export const louConfigQueryOptions = queryOptions({
  queryKey: ['lou', 'config'] as const,
  queryFn: ({ signal }) => getLouConfig(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useLouConfig() {
  return useQuery(louConfigQueryOptions);
}
