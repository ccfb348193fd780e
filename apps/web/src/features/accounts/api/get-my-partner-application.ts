import type { MyPartnerApplicationResponse } from '@pulse/domain/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/pulsepartners/me: the caller's latest PulsePartner application, or null before they applied. */
export const myPartnerApplicationQueryOptions = queryOptions({
  queryKey: ['pulsepartners', 'me'],
  queryFn: ({ signal }) => apiRequest<MyPartnerApplicationResponse>('/api/pulsepartners/me', { signal }),
});

export function useMyPartnerApplication({ enabled }: { enabled: boolean }) {
  return useQuery({ ...myPartnerApplicationQueryOptions, enabled });
}
