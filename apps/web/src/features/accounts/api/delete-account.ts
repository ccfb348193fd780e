import type { DeleteAccountRequest, DeleteAccountResponse } from '@pulse/domain/account-data';
import type { MeResponse } from '@pulse/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

/** DELETE /api/me: deletes the account (409 with what to do first while a deal is open or money is held). */
export function deleteAccount(input: DeleteAccountRequest): Promise<DeleteAccountResponse> {
  return apiRequest<DeleteAccountResponse>('/api/me', { method: 'DELETE', body: input });
}

/** On success the session is gone: every cached answer goes with it, as on sign-out. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData<MeResponse>(meQueryKey, { user: null });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
