import type { MatchPreviewResponse } from '@pulse/domain/briefs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/briefs/:id/match-preview: the AI Match Preview cards for the owner's brief. */
export function getMatchPreview(id: string, signal?: AbortSignal): Promise<MatchPreviewResponse> {
  return apiRequest<MatchPreviewResponse>(`/api/briefs/${encodeURIComponent(id)}/match-preview`, { signal });
}

export const matchPreviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['briefs', 'preview', id] as const,
    queryFn: ({ signal }) => getMatchPreview(id, signal),
    staleTime: 30_000,
  });

export function useMatchPreview(id: string | null) {
  return useQuery({ ...matchPreviewQueryOptions(id ?? ''), enabled: id !== null });
}
