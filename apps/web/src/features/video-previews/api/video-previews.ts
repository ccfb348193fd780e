import type { VideoPreview, VideoPreviewInput, VideoPreviewsResponse } from '@pulse/domain/video-previews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const previewsKey = (creatorId: string) => ['video-previews', creatorId] as const;

/** GET /api/video-previews: the partner's own previews with this creator, and whether a provider is configured. */
export function useVideoPreviews(creatorId: string) {
  return useQuery({
    queryKey: previewsKey(creatorId),
    queryFn: ({ signal }) =>
      apiRequest<VideoPreviewsResponse>(`/api/video-previews?creatorId=${encodeURIComponent(creatorId)}`, { signal }),
  });
}

/** POST /api/video-previews: asks the provider; a failure (503) is refreshed into the list as a failed row. */
export function useRequestVideoPreview(creatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VideoPreviewInput) =>
      apiRequest<{ preview: VideoPreview }>('/api/video-previews', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: previewsKey(creatorId) }),
  });
}
