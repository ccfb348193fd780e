import type { BriefsResponse } from '@pulse/domain/briefs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/briefs: the partner's own briefs (Invite All picks one of the open ones). Shares the board's cache. */
export const partnerBriefsOptions = queryOptions({
  queryKey: ['briefs', 'mine'] as const,
  queryFn: ({ signal }) => apiRequest<BriefsResponse>('/api/briefs', { signal }),
  staleTime: 15_000,
});

export function usePartnerBriefs({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...partnerBriefsOptions, enabled });
}
