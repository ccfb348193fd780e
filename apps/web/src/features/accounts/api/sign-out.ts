import type { MeResponse } from '@pulse/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

/** POST /api/accounts/sign-out: ends the session (204). */
export function signOut(): Promise<void> {
  return apiRequest<void>('/api/accounts/sign-out', { method: 'POST', body: {} });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData<MeResponse>(meQueryKey, { user: null });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
