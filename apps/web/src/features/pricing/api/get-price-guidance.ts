import type { PriceGuidance, PriceGuidanceQuery } from '@pulse/domain/price-guidance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/price-guidance: what similar completed deals paid and took, for a brief being written. */
export function priceGuidanceQuery(query: PriceGuidanceQuery) {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.usageType) params.set('usageType', query.usageType);
  if (query.deadline) params.set('deadline', query.deadline);
  return queryOptions({
    queryKey: ['price-guidance', query.category ?? '', query.usageType ?? '', query.deadline ?? ''],
    queryFn: ({ signal }) => apiRequest<PriceGuidance>(`/api/price-guidance?${params}`, { signal }),
    staleTime: 60_000,
  });
}

/** The guidance for the form's current choices; the last figures stay while the next ones load. */
export function usePriceGuidance(query: PriceGuidanceQuery, enabled = true) {
  return useQuery({ ...priceGuidanceQuery(query), enabled, placeholderData: keepPreviousData });
}
