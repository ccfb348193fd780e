import type { SendSignalRequest, SendSignalResponse } from '@pulse/domain/studio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { studioQueryKey } from './get-studio';

/** POST /api/signal: Send The Signal (201). */
export function sendSignal(request: SendSignalRequest): Promise<SendSignalResponse> {
  return apiRequest<SendSignalResponse>('/api/signal', { method: 'POST', body: request });
}

export function useSendSignal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSignal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioQueryKey }),
  });
}
