import type { ProfileResponse } from '@pulse/domain/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/profile: the caller's editable profile. */
export function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return apiRequest<ProfileResponse>('/api/profile', { signal });
}

export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => getProfile(signal),
  staleTime: 30_000,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
