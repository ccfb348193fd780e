import type { BriefResponse, PostBriefInput } from '@pulse/domain/briefs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/briefs: open for an approved partner, a draft for a pending one (201). */
export function postBrief(request: PostBriefInput): Promise<BriefResponse> {
  return apiRequest<BriefResponse>('/api/briefs', { method: 'POST', body: request });
}

export function usePostBrief() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBrief,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['briefs'] }),
  });
}
