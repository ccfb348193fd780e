import type { MediaStatusResponse, WorkMedia } from '@pulse/domain/media-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** How often the wizard asks while a file is processing. */
export const MEDIA_STATUS_POLL_MS = 1500;

/** GET /api/media/:id/status: the file's processing status and, once ready, its preview. */
export function getMediaStatus(id: string, signal?: AbortSignal): Promise<MediaStatusResponse> {
  return apiRequest<MediaStatusResponse>(`/api/media/${encodeURIComponent(id)}/status`, { signal });
}

export const mediaStatusQueryKey = (id: string) => ['media', id, 'status'] as const;

/** Polls while the job runs, stops once the file is ready or failed. */
export function mediaStatusQueryOptions(id: string, initial?: WorkMedia | null) {
  return queryOptions({
    queryKey: mediaStatusQueryKey(id),
    queryFn: ({ signal }) => getMediaStatus(id, signal),
    initialData: initial ? { media: initial } : undefined,
    // The upload's answer is a moment old: ask again at once when it was still processing.
    initialDataUpdatedAt: initial?.status === 'processing' ? 0 : undefined,
    refetchInterval: (query) => (query.state.data?.media.status === 'processing' ? MEDIA_STATUS_POLL_MS : false),
  });
}

export function useMediaStatus(id: string, initial?: WorkMedia | null) {
  return useQuery(mediaStatusQueryOptions(id, initial));
}
