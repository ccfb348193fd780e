import type { BriefsResponse } from '@pulse/domain/briefs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/briefs: the caller's briefs, drafts included, newest first. */
export function getBriefs(signal?: AbortSignal): Promise<BriefsResponse> {
  return apiRequest<BriefsResponse>('/api/briefs', { signal });
}

export const briefsQueryKey = ['briefs', 'mine'] as const;

export const briefsQueryOptions = queryOptions({
  queryKey: briefsQueryKey,
  queryFn: ({ signal }) => getBriefs(signal),
  staleTime: 15_000,
});

export function useBriefs({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...briefsQueryOptions, enabled });
}
