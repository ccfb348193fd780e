import type { CreateSnippetRequest, SnippetResponse } from '@pulse/domain/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { mySnippetsQueryKey } from './get-my-snippets';

/** POST /api/snippets: Save Work from an uploaded file (201). */
export function createSnippet(request: CreateSnippetRequest): Promise<SnippetResponse> {
  return apiRequest<SnippetResponse>('/api/snippets', { method: 'POST', body: request });
}

export function useCreateSnippet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSnippet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mySnippetsQueryKey }),
  });
}
