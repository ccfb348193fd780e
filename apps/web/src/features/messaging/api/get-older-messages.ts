import type { MessagesPageResponse } from '@pulse/domain/messaging';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/threads/:id/messages?before=: the page of messages before one (Load earlier messages). */
export function getOlderMessages(threadId: string, before: string): Promise<MessagesPageResponse> {
  return apiRequest<MessagesPageResponse>(
    `/api/threads/${encodeURIComponent(threadId)}/messages?before=${encodeURIComponent(before)}`,
  );
}

export function useOlderMessages(threadId: string) {
  return useMutation({ mutationFn: (before: string) => getOlderMessages(threadId, before) });
}
