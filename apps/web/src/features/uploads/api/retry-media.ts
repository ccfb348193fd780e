import type { MediaStatusResponse } from '@pulse/domain/media-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { mediaStatusQueryKey } from './get-media-status';

/** POST /api/media/:id/retry: processes a failed file again (its status goes back to processing). */
export function retryMedia(id: string): Promise<MediaStatusResponse> {
  return apiRequest<MediaStatusResponse>(`/api/media/${encodeURIComponent(id)}/retry`, { method: 'POST' });
}

export function useRetryMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMedia,
    onSuccess: (data, id) => queryClient.setQueryData(mediaStatusQueryKey(id), data),
  });
}
