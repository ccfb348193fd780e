import type { MeResponse, SignUpRequest } from '@pulse/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

type SignUpResponse = { user: NonNullable<MeResponse['user']> };

/** POST /api/accounts/sign-up: turns the guest session into an account, keeping its data. */
export function signUp(request: SignUpRequest): Promise<SignUpResponse> {
  return apiRequest<SignUpResponse>('/api/accounts/sign-up', { method: 'POST', body: request });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: async (data) => {
      queryClient.setQueryData<MeResponse>(meQueryKey, { user: data.user });
      await queryClient.invalidateQueries();
    },
  });
}
