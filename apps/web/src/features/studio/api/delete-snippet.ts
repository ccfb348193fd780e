import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { creatorDashboardQueryKey } from './get-creator-dashboard';
import { studioQueryKey } from './get-studio';

/** DELETE /api/snippets/:id (the uploads module's endpoint; 204): the snippet and its file. */
export function deleteSnippet(id: string): Promise<void> {
  return apiRequest<void>(`/api/snippets/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteSnippet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSnippet,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: creatorDashboardQueryKey }),
        queryClient.invalidateQueries({ queryKey: studioQueryKey }),
      ]),
  });
}
