import type { RolePreferenceKind, RolePreferencesResponse } from '@pulse/domain/role-quizzes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/onboarding/preferences/{producer|collaborator}: the caller's quiz answers so far. */
export function getRolePreferences(kind: RolePreferenceKind, signal?: AbortSignal): Promise<RolePreferencesResponse> {
  return apiRequest<RolePreferencesResponse>(`/api/onboarding/preferences/${kind}`, { signal });
}

export const rolePreferencesQueryKey = (kind: RolePreferenceKind) => ['onboarding', 'preferences', kind] as const;

export const rolePreferencesQueryOptions = (kind: RolePreferenceKind) =>
  queryOptions({
    queryKey: rolePreferencesQueryKey(kind),
    queryFn: ({ signal }) => getRolePreferences(kind, signal),
    staleTime: 30_000,
  });

export function useRolePreferences(kind: RolePreferenceKind, { enabled }: { enabled: boolean }) {
  return useQuery({ ...rolePreferencesQueryOptions(kind), enabled });
}
