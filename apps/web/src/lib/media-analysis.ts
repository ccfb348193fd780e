import type { MediaAnalysis, MediaAnalysisResponse } from '@pulse/domain/media-analysis-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** How often a form asks while the server analyses; slower while a failed analysis waits for its retry. */
const PENDING_POLL_MS = 1500;
const RETRY_POLL_MS = 10_000;

/** GET /api/media/:id/analysis: what the server heard in the owner's audio file (decision 056). */
export function getMediaAnalysis(id: string, signal?: AbortSignal): Promise<MediaAnalysisResponse> {
  return apiRequest<MediaAnalysisResponse>(`/api/media/${encodeURIComponent(id)}/analysis`, { signal });
}

export function mediaAnalysisQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['media', id, 'analysis'] as const,
    queryFn: ({ signal }) => getMediaAnalysis(id, signal),
    refetchInterval: (query) => {
      const status = query.state.data?.analysis.status;
      if (status === 'pending' || status === undefined) return PENDING_POLL_MS;
      return status === 'failed' ? RETRY_POLL_MS : false;
    },
  });
}

/** The analysis of an uploaded audio file, polled until it is ready or cannot be; nothing for no file. */
export function useMediaAnalysis(id: string | null): MediaAnalysis | null {
  const query = useQuery({ ...mediaAnalysisQueryOptions(id ?? ''), enabled: id !== null });
  return id === null ? null : (query.data?.analysis ?? null);
}
