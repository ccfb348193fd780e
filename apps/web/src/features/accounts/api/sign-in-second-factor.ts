import type { SignInSecondFactorRequest } from '@pulse/domain/account-security';
import type { MeResponse } from '@pulse/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

type Answer = { user: NonNullable<MeResponse['user']> };

/** POST /api/accounts/sign-in/two-factor: the code from the authenticator app (or a backup code). */
export function signInSecondFactor(request: SignInSecondFactorRequest): Promise<Answer> {
  return apiRequest<Answer>('/api/accounts/sign-in/two-factor', { method: 'POST', body: request });
}

export function useSignInSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInSecondFactor,
    onSuccess: async (data) => {
      queryClient.setQueryData<MeResponse>(meQueryKey, { user: data.user });
      await queryClient.invalidateQueries();
    },
  });
}
