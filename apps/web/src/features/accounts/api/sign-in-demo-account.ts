import type { MeResponse } from '@pulse/domain/accounts';
import type { DemoAccountKey } from '@pulse/domain/demo-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

type DemoSignInResponse = { user: NonNullable<MeResponse['user']> };

/** POST /api/demo-accounts/:key/sign-in: a session for the demo account. */
export function signInDemoAccount(key: DemoAccountKey): Promise<DemoSignInResponse> {
  return apiRequest<DemoSignInResponse>(`/api/demo-accounts/${encodeURIComponent(key)}/sign-in`, { method: 'POST' });
}

export function useSignInDemoAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInDemoAccount,
    onSuccess: async (data) => {
      queryClient.setQueryData<MeResponse>(meQueryKey, { user: data.user });
      // Another account's cached data must not survive a sign-in.
      await queryClient.invalidateQueries();
    },
  });
}
