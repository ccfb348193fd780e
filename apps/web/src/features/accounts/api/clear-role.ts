import type { MeResponse } from '@pulse/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

/** DELETE /api/me/role: clears the active role and the taste built for it (the Home button). */
export function clearRole(): Promise<MeResponse> {
  return apiRequest<MeResponse>('/api/me/role', { method: 'DELETE', body: {} });
}

export function useClearRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearRole,
    onSuccess: (data) => {
      queryClient.setQueryData<MeResponse>(meQueryKey, data);
    },
  });
}
