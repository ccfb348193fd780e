import type { ApplyInput, ApplyResponse, OpenProjectsResponse } from '@pulse/domain/deals';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/project-briefs/open: funded project briefs of the creative's category. */
export const openProjectsQuery = queryOptions({
  queryKey: ['project-briefs', 'open'],
  queryFn: ({ signal }) => apiRequest<OpenProjectsResponse>('/api/project-briefs/open', { signal }),
});

export function useOpenProjects() {
  return useQuery(openProjectsQuery);
}

/** POST /api/project-briefs/:id/applications (201). */
export function applyToProject(input: { briefId: string; body: ApplyInput }): Promise<ApplyResponse> {
  return apiRequest<ApplyResponse>(`/api/project-briefs/${encodeURIComponent(input.briefId)}/applications`, {
    method: 'POST',
    body: input.body,
  });
}

export function useApplyToProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['project-briefs', 'open'] }),
  });
}
