import type { BlockResponse, BlocksResponse } from '@pulse/domain/safety-contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * The people the viewer blocked (decision 050): a message thread offers Block and Unblock, and the settings list
 * them; both read and change the same list, so it lives here.
 */
export const blocksQueryKey = ['blocks'] as const;

/** GET /api/blocks: newest first. */
export const blocksQuery = queryOptions({
  queryKey: blocksQueryKey,
  queryFn: ({ signal }) => apiRequest<BlocksResponse>('/api/blocks', { signal }),
  staleTime: 30_000,
});

export function useBlocks(enabled = true) {
  return useQuery({ ...blocksQuery, enabled });
}

/** POST /api/blocks; the caller refreshes what else a block changes (a thread's composer, a list). */
export function useBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest<BlockResponse>('/api/blocks', { method: 'POST', body: { userId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blocksQueryKey }),
  });
}

/** DELETE /api/blocks/:userId. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest<void>(`/api/blocks/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blocksQueryKey }),
  });
}
