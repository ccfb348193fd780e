import type { ChooseRoleRequest, Me } from '@pulse/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/me/role: sets the active role, starting a guest session when there is none. */
export function chooseRole(request: ChooseRoleRequest): Promise<{ user: Me }> {
  return apiRequest<{ user: Me }>('/api/me/role', { method: 'POST', body: request });
}

/** `onChosen` lets the app refresh whatever shows the session (the shell reads it from accounts). */
export function useChooseRole(onChosen: (user: Me) => void) {
  return useMutation({ mutationFn: chooseRole, onSuccess: (data) => onChosen(data.user) });
}
