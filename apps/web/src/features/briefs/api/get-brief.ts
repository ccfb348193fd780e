import type { BriefDetailResponse } from '@pulse/domain/briefs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/briefs/:id: the owner's brief with its matches (404 for anyone else). */
export function getBrief(id: string, signal?: AbortSignal): Promise<BriefDetailResponse> {
  return apiRequest<BriefDetailResponse>(`/api/briefs/${encodeURIComponent(id)}`, { signal });
}

export const briefQueryKey = (id: string) => ['briefs', 'detail', id] as const;

export const briefQueryOptions = (id: string) =>
  queryOptions({
    queryKey: briefQueryKey(id),
    queryFn: ({ signal }) => getBrief(id, signal),
    staleTime: 10_000,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });

export function useBrief(id: string) {
  return useQuery(briefQueryOptions(id));
}
