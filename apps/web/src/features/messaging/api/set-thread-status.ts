import type { ThreadStatus, ThreadSummaryResponse } from '@pulse/domain/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messagingQueryKey } from './get-threads';

/** POST /api/threads/:id/archive or /unarchive. */
export function setThreadStatus(threadId: string, status: ThreadStatus): Promise<ThreadSummaryResponse> {
  const action = status === 'archived' ? 'archive' : 'unarchive';
  return apiRequest<ThreadSummaryResponse>(`/api/threads/${encodeURIComponent(threadId)}/${action}`, {
    method: 'POST',
  });
}

export function useSetThreadStatus(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ThreadStatus) => setThreadStatus(threadId, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingQueryKey }),
  });
}
