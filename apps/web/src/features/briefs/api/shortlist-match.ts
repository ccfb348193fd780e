import type { MatchResponse } from '@pulse/domain/briefs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/submissions/:id/shortlist: a pending match becomes shortlisted. */
export function shortlistMatch(id: string): Promise<MatchResponse> {
  return apiRequest<MatchResponse>(`/api/submissions/${encodeURIComponent(id)}/shortlist`, { method: 'POST' });
}

export function useShortlistMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shortlistMatch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['briefs'] }),
  });
}
