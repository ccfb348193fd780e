import type { SubmitMatchRequest, SubmitMatchResponse } from '@pulse/domain/briefs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { matchingBriefsQueryKey } from './get-matching-briefs';

/** POST /api/briefs/:id/submissions: Submit Match with one of the creative's snippets (201). */
export function submitMatch(briefId: string, request: SubmitMatchRequest): Promise<SubmitMatchResponse> {
  return apiRequest<SubmitMatchResponse>(`/api/briefs/${encodeURIComponent(briefId)}/submissions`, {
    method: 'POST',
    body: request,
  });
}

export function useSubmitMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ briefId, ...request }: SubmitMatchRequest & { briefId: string }) => submitMatch(briefId, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: matchingBriefsQueryKey }),
  });
}
