import type { PriceGuidance } from '@pulse/domain/price-guidance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/briefs/:id/price-guidance: the same figures for a posted brief, as a creative judging it sees them. */
export function briefPriceGuidanceQuery(briefId: string) {
  return queryOptions({
    queryKey: ['price-guidance', 'brief', briefId],
    queryFn: ({ signal }) =>
      apiRequest<PriceGuidance>(`/api/briefs/${encodeURIComponent(briefId)}/price-guidance`, { signal }),
    staleTime: 60_000,
  });
}

export function useBriefPriceGuidance(briefId: string) {
  return useQuery(briefPriceGuidanceQuery(briefId));
}
