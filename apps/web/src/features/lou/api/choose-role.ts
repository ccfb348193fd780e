import type { ChooseRoleRequest, Me } from '@pulse/domain/accounts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/me/role: the chat's role (a guest session starts when there is none; a fan is approved at once). */
export function chooseRole(request: ChooseRoleRequest): Promise<{ user: Me }> {
  return apiRequest<{ user: Me }>('/api/me/role', { method: 'POST', body: request });
}
