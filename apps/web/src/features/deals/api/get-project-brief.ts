import type { ProjectBriefResponse } from '@pulse/domain/deals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/project-briefs/:id: the owner's brief as posted, its escrow amount and whether it can be funded. */
export function projectBriefQuery(id: string) {
  return queryOptions({
    queryKey: ['project-briefs', id],
    queryFn: ({ signal }) =>
      apiRequest<ProjectBriefResponse>(`/api/project-briefs/${encodeURIComponent(id)}`, { signal }),
    retry: (count, error) => count < 2 && !('status' in error && (error as { status: number }).status === 404),
  });
}

export function useProjectBrief(id: string) {
  return useQuery(projectBriefQuery(id));
}
