import type { StartConversationRequest, StartConversationResponse } from '@pulse/domain/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messagingQueryKey } from './get-threads';

/** POST /api/threads: Message on a creator profile (starts or reuses the thread with the opening message). */
export function startConversation(input: StartConversationRequest): Promise<StartConversationResponse> {
  return apiRequest<StartConversationResponse>('/api/threads', { method: 'POST', body: input });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingQueryKey }),
  });
}
