import type {
  RolePreferenceKind,
  RolePreferencesResponse,
  SaveRolePreferencesRequest,
} from '@pulse/domain/role-quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rolePreferencesQueryKey } from './get-role-preferences';

/** PUT /api/onboarding/preferences/{kind}: merges answers; `completed` on the last step. */
export function saveRolePreferences(
  kind: RolePreferenceKind,
  request: SaveRolePreferencesRequest,
): Promise<RolePreferencesResponse> {
  return apiRequest<RolePreferencesResponse>(`/api/onboarding/preferences/${kind}`, { method: 'PUT', body: request });
}

export function useSaveRolePreferences(kind: RolePreferenceKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveRolePreferencesRequest) => saveRolePreferences(kind, request),
    onSuccess: (data) => queryClient.setQueryData(rolePreferencesQueryKey(kind), data),
  });
}
