import type { MeResponse, SignInRequest } from '@pulse/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

type SignInResponse = { user: NonNullable<MeResponse['user']> };

/** POST /api/accounts/sign-in. */
export function signIn(request: SignInRequest): Promise<SignInResponse> {
  return apiRequest<SignInResponse>('/api/accounts/sign-in', { method: 'POST', body: request });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (data) => {
      queryClient.setQueryData<MeResponse>(meQueryKey, { user: data.user });
      // Another account's cached data must not survive a sign-in.
      await queryClient.invalidateQueries();
    },
  });
}
