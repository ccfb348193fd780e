import type { BriefResponse } from '@pulse/domain/briefs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/briefs/:id/close: the owner closes the brief. */
export function closeBrief(id: string): Promise<BriefResponse> {
  return apiRequest<BriefResponse>(`/api/briefs/${encodeURIComponent(id)}/close`, { method: 'POST' });
}

export function useCloseBrief() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeBrief,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['briefs'] }),
  });
}
