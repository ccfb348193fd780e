import type { ChooseRoleRequest, MeResponse } from '@pulse/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

type ChooseRoleResponse = { user: NonNullable<MeResponse['user']> };

/** POST /api/me/role: sets the active role, creating a guest session when there is none. */
export function chooseRole(request: ChooseRoleRequest): Promise<ChooseRoleResponse> {
  return apiRequest<ChooseRoleResponse>('/api/me/role', { method: 'POST', body: request });
}

export function useChooseRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseRole,
    onSuccess: (data) => {
      queryClient.setQueryData<MeResponse>(meQueryKey, { user: data.user });
    },
  });
}
