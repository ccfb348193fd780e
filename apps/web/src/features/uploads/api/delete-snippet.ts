import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { mySnippetsQueryKey } from './get-my-snippets';

/** DELETE /api/snippets/:id: the snippet and its file. */
export function deleteSnippet(id: string): Promise<void> {
  return apiRequest<void>(`/api/snippets/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteSnippet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSnippet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mySnippetsQueryKey }),
  });
}
