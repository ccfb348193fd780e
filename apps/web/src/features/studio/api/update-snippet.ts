import type { SnippetResponse, UpdateSnippetRequest } from '@pulse/domain/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { creatorDashboardQueryKey } from './get-creator-dashboard';
import { studioQueryKey } from './get-studio';

/** PATCH /api/snippets/:id (the uploads module's endpoint): the dashboard's inline Edit. */
export function updateSnippet(id: string, request: UpdateSnippetRequest): Promise<SnippetResponse> {
  return apiRequest<SnippetResponse>(`/api/snippets/${encodeURIComponent(id)}`, { method: 'PATCH', body: request });
}

export function useUpdateSnippet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...request }: UpdateSnippetRequest & { id: string }) => updateSnippet(id, request),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: creatorDashboardQueryKey }),
        queryClient.invalidateQueries({ queryKey: studioQueryKey }),
      ]),
  });
}
