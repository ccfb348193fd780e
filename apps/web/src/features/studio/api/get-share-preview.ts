import type { SharePreviewResponse } from '@pulse/domain/share';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/me/share-preview: what a link to the creative's public page shows in chats and search. */
export function getSharePreview(signal?: AbortSignal): Promise<SharePreviewResponse> {
  return apiRequest<SharePreviewResponse>('/api/me/share-preview', { signal });
}

export const sharePreviewQueryKey = ['share-preview'] as const;

export const sharePreviewQueryOptions = queryOptions({
  queryKey: sharePreviewQueryKey,
  queryFn: ({ signal }) => getSharePreview(signal),
  staleTime: 30_000,
});

export function useSharePreview() {
  return useQuery(sharePreviewQueryOptions);
}
