import type { DealResponse } from '@pulse/domain/deals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST .../applications/:applicationId/select: the deal moves to accepted, the others are declined. */
export function selectApplicant(input: { briefId: string; applicationId: string }): Promise<DealResponse> {
  return apiRequest<DealResponse>(
    `/api/project-briefs/${encodeURIComponent(input.briefId)}/applications/${encodeURIComponent(input.applicationId)}/select`,
    { method: 'POST' },
  );
}

export function useSelectApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectApplicant,
    onSettled: (_d, _e, input) => {
      void queryClient.invalidateQueries({ queryKey: ['project-briefs', input.briefId] });
      void queryClient.invalidateQueries({ queryKey: ['deals'] });
    },
  });
}
