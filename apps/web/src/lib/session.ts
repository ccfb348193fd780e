import type { MeResponse } from '@pulse/domain/accounts';
import { ME_PATH } from '@pulse/domain/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** GET /api/me: the visitor's account, a guest session, or null. */
export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiRequest<MeResponse>(ME_PATH, { signal });
}

export const meQueryKey = ['me'] as const;

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** Signed in means a real account, not an anonymous guest session. */
export function isSignedIn(data: MeResponse | undefined): boolean {
  return Boolean(data?.user && !data.user.isGuest);
}
