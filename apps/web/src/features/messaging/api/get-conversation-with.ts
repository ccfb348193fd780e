import type { ConversationWithResponse } from '@pulse/domain/messaging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messagingQueryKey } from './get-threads';

/** GET /api/threads/with/:userId: the caller's thread with a creative, and whether they may write. */
export function getConversationWith(userId: string, signal?: AbortSignal): Promise<ConversationWithResponse> {
  return apiRequest<ConversationWithResponse>(`/api/threads/with/${encodeURIComponent(userId)}`, { signal });
}

export const conversationWithQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...messagingQueryKey, 'with', userId],
    queryFn: ({ signal }) => getConversationWith(userId, signal),
    staleTime: 10_000,
  });

export function useConversationWith(userId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...conversationWithQueryOptions(userId), enabled });
}
