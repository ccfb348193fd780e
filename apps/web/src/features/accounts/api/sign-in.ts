import type { MeResponse, SignInRequest, SignInResult } from '@pulse/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

/** POST /api/accounts/sign-in: the account, or (two-factor on) `twoFactorRequired` and no session yet. */
export function signIn(request: SignInRequest): Promise<SignInResult> {
  return apiRequest<SignInResult>('/api/accounts/sign-in', { method: 'POST', body: request });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (data) => {
      if (!data.user) return;
      queryClient.setQueryData<MeResponse>(meQueryKey, { user: data.user });
      // Another account's cached data must not survive a sign-in.
      await queryClient.invalidateQueries();
    },
  });
}
