import type { CompleteSetupResponse } from '@pulse/domain/uploads';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/creator-setup/complete: role creator and setup_completed, once one upload exists. */
export function completeSetup(): Promise<CompleteSetupResponse> {
  return apiRequest<CompleteSetupResponse>('/api/creator-setup/complete', { method: 'POST' });
}

export function useCompleteSetup() {
  return useMutation({ mutationFn: completeSetup });
}
