import type { ThreadResponse, ThreadsResponse, UnreadCountResponse } from '@pulse/domain/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationsQueryKey } from './get-notifications';
import { threadQueryKey } from './get-thread';
import { messagingQueryKey } from './get-threads';
import { unreadCountQueryKey } from './get-unread-count';

/** POST /api/threads/:id/read: marks the thread read; answers the caller's unread total. */
export function markThreadRead(threadId: string): Promise<UnreadCountResponse> {
  return apiRequest<UnreadCountResponse>(`/api/threads/${encodeURIComponent(threadId)}/read`, { method: 'POST' });
}

export function useMarkThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markThreadRead,
    onSuccess: (data, threadId) => {
      queryClient.setQueryData(unreadCountQueryKey, data);
      // The thread and the lists show it read at once; the read receipt event refreshes the rest.
      queryClient.setQueryData<ThreadResponse>(threadQueryKey(threadId), (old) =>
        old ? { ...old, thread: { ...old.thread, unreadCount: 0 } } : old,
      );
      queryClient.setQueriesData<ThreadsResponse>({ queryKey: [...messagingQueryKey, 'threads'] }, (old) =>
        old ? { items: old.items.map((t) => (t.id === threadId ? { ...t, unreadCount: 0 } : t)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}
