import type { MyInvitationsResponse } from '@pulse/domain/creator-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/me/invitations: briefs partners invited the caller to, newest first. */
export const myInvitationsOptions = queryOptions({
  queryKey: ['invitations', 'mine'] as const,
  queryFn: ({ signal }) => apiRequest<MyInvitationsResponse>('/api/me/invitations', { signal }),
  staleTime: 30_000,
});

export function useMyInvitations() {
  return useQuery(myInvitationsOptions);
}
