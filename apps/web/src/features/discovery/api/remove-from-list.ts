import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { libraryQueryKey } from './library';

/** DELETE /api/me/saved/{listId}/creators/{creatorId}: out of one list. */
export function useRemoveFromList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, creatorId }: { listId: string; creatorId: string }) =>
      apiRequest<void>(`/api/me/saved/${encodeURIComponent(listId)}/creators/${encodeURIComponent(creatorId)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryQueryKey }),
  });
}
