import type { SendMessageRequest, SendMessageResponse, ThreadResponse } from '@pulse/domain/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { threadQueryKey } from './get-thread';
import { messagingQueryKey } from './get-threads';

/** POST /api/threads/:id/messages: a text, a project brief, or an answer to the offer on the table. */
export function sendMessage(threadId: string, input: SendMessageRequest): Promise<SendMessageResponse> {
  return apiRequest<SendMessageResponse>(`/api/threads/${encodeURIComponent(threadId)}/messages`, {
    method: 'POST',
    body: input,
  });
}

export function useSendMessage(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageRequest) => sendMessage(threadId, input),
    onSuccess: ({ message }) => {
      // Show the sent message at once; the refetch (and the realtime event) confirm it.
      queryClient.setQueryData<ThreadResponse>(threadQueryKey(threadId), (old) =>
        old && !old.messages.some((m) => m.id === message.id) ? { ...old, messages: [...old.messages, message] } : old,
      );
    },
    // Not awaited: the sent message is already in place, so a dialog waiting on the send closes when the server
    // answers, not after every conversation list has been fetched again.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: messagingQueryKey });
    },
  });
}
