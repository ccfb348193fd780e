import type { MyCreativeProfileResponse } from '@pulse/domain/creator-setup-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/creative-profiles/me: the caller's own profile, latest creative application and review status. */
export function getMyCreativeProfile(signal?: AbortSignal): Promise<MyCreativeProfileResponse> {
  return apiRequest<MyCreativeProfileResponse>('/api/creative-profiles/me', { signal });
}

export const myCreativeProfileQueryKey = ['creative-profile', 'me'] as const;

export const myCreativeProfileQueryOptions = queryOptions({
  queryKey: myCreativeProfileQueryKey,
  queryFn: ({ signal }) => getMyCreativeProfile(signal),
});

export function useMyCreativeProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myCreativeProfileQueryOptions, enabled: options.enabled ?? true });
}
