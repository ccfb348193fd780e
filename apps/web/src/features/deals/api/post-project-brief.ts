import type { PostProjectBriefInput, PostProjectBriefResponse } from '@pulse/domain/deals';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/project-briefs: the brief and its deal, posted (201). */
export function postProjectBrief(request: PostProjectBriefInput): Promise<PostProjectBriefResponse> {
  return apiRequest<PostProjectBriefResponse>('/api/project-briefs', { method: 'POST', body: request });
}

export function usePostProjectBrief() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postProjectBrief,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['deals'] });
      void queryClient.invalidateQueries({ queryKey: ['briefs'] });
    },
  });
}

/** GET /api/project-briefs/new: the contact e-mail the form starts with. */
export const postBriefDefaultsQuery = queryOptions({
  queryKey: ['project-briefs', 'defaults'],
  queryFn: ({ signal }) => apiRequest<{ contactEmail: string }>('/api/project-briefs/new', { signal }),
  staleTime: 60_000,
});

export function usePostBriefDefaults() {
  return useQuery(postBriefDefaultsQuery);
}
