import type { ComposeSignalRequest, ComposeSignalResponse } from '@pulse/domain/messaging';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/signals/compose: the signal, with a notification to every follower. */
export function composeSignal(input: ComposeSignalRequest): Promise<ComposeSignalResponse> {
  return apiRequest<ComposeSignalResponse>('/api/signals/compose', { method: 'POST', body: input });
}

export function useComposeSignal() {
  return useMutation({ mutationFn: composeSignal });
}
