import type { ApplicantsResponse, DealResponse } from '@pulse/domain/deals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST .../applications/:applicationId/shortlist: a retainer's shortlist holds 2 to 4 (decision 067). */
export function shortlistApplicant(input: {
  briefId: string;
  applicationId: string;
  shortlisted: boolean;
}): Promise<ApplicantsResponse> {
  return apiRequest<ApplicantsResponse>(
    `/api/project-briefs/${encodeURIComponent(input.briefId)}/applications/${encodeURIComponent(input.applicationId)}/shortlist`,
    { method: 'POST', body: { shortlisted: input.shortlisted } },
  );
}

/** POST .../hire: one or more of the shortlist; the first takes the funded deal, the others get their own. */
export function hireShortlisted(input: { briefId: string; applicationIds: string[] }): Promise<DealResponse> {
  return apiRequest<DealResponse>(`/api/project-briefs/${encodeURIComponent(input.briefId)}/hire`, {
    method: 'POST',
    body: { applicationIds: input.applicationIds },
  });
}

function useRetainerMutation<I extends { briefId: string }, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: (_d, _e, input) => {
      void queryClient.invalidateQueries({ queryKey: ['project-briefs', input.briefId] });
      void queryClient.invalidateQueries({ queryKey: ['deals'] });
    },
  });
}

export const useShortlistApplicant = () => useRetainerMutation(shortlistApplicant);
export const useHireShortlisted = () => useRetainerMutation(hireShortlisted);
