import type { ApplicantsResponse } from '@pulse/domain/deals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/project-briefs/:id/applications: the applicants, for the brief's owner. */
export function applicantsQuery(briefId: string) {
  return queryOptions({
    queryKey: ['project-briefs', briefId, 'applications'],
    queryFn: ({ signal }) =>
      apiRequest<ApplicantsResponse>(`/api/project-briefs/${encodeURIComponent(briefId)}/applications`, { signal }),
  });
}

export function useApplicants(briefId: string) {
  return useQuery(applicantsQuery(briefId));
}
