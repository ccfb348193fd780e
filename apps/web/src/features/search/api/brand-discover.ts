import type { BrandDiscoverResponse } from '@pulse/domain/creator-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/brand/discover: creatives ranked by the matching engine against the partner's briefs. */
export const brandDiscoverOptions = queryOptions({
  queryKey: ['brand', 'discover'] as const,
  queryFn: ({ signal }) => apiRequest<BrandDiscoverResponse>('/api/brand/discover', { signal }),
  staleTime: 30_000,
});

export function useBrandDiscover() {
  return useQuery(brandDiscoverOptions);
}
