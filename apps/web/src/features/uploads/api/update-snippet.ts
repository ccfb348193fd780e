import type { SnippetResponse, UpdateSnippetRequest } from '@pulse/domain/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { mySnippetsQueryKey } from './get-my-snippets';

/** PATCH /api/snippets/:id: edit title, categories, tags and (producers) rights. */
export function updateSnippet(id: string, request: UpdateSnippetRequest): Promise<SnippetResponse> {
  return apiRequest<SnippetResponse>(`/api/snippets/${encodeURIComponent(id)}`, { method: 'PATCH', body: request });
}

export function useUpdateSnippet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...request }: UpdateSnippetRequest & { id: string }) => updateSnippet(id, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mySnippetsQueryKey }),
  });
}
