import type { UnreadCountResponse } from '@pulse/domain/messaging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messagingQueryKey } from './get-threads';

/** GET /api/messages/unread-count: the top bar's badge (every unread message in the caller's threads). */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCountResponse> {
  return apiRequest<UnreadCountResponse>('/api/messages/unread-count', { signal });
}

export const unreadCountQueryKey = [...messagingQueryKey, 'unread'] as const;

export const unreadCountQueryOptions = queryOptions({
  queryKey: unreadCountQueryKey,
  queryFn: ({ signal }) => getUnreadCount(signal),
  staleTime: 30_000,
});

export function useUnreadCount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...unreadCountQueryOptions, enabled });
}
