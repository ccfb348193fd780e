import type { BriefResponse } from '@pulse/domain/briefs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/briefs/:id/publish: an approved partner's draft opens. */
export function publishBrief(id: string): Promise<BriefResponse> {
  return apiRequest<BriefResponse>(`/api/briefs/${encodeURIComponent(id)}/publish`, { method: 'POST' });
}

export function usePublishBrief() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishBrief,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['briefs'] }),
  });
}
