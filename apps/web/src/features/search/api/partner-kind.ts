import type { MeResponse } from '@pulse/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const meKey = ['me'] as const;

/** POST /api/me/role with the brand role: the hub's Brand/Agency toggle sets the account's agency flag. */
export function useSetAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agency: boolean) =>
      apiRequest<MeResponse>('/api/me/role', { method: 'POST', body: { role: 'brand', agency } }),
    onSuccess: (data) => queryClient.setQueryData<MeResponse>(meKey, data),
  });
}

/** DELETE /api/me/role: the hub's Back clears the role (spec part 2, brand hub). */
export function useLeaveHub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<MeResponse>('/api/me/role', { method: 'DELETE' }),
    onSuccess: (data) => queryClient.setQueryData<MeResponse>(meKey, data),
  });
}
