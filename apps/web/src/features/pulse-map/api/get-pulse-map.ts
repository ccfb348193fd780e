import type { PulseMapResponse } from '@pulse/domain/pulse-map';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/pulse-map: the caller's taste network (401 without a session). */
export function getPulseMap(signal?: AbortSignal): Promise<PulseMapResponse> {
  return apiRequest<PulseMapResponse>('/api/pulse-map', { signal });
}

export const pulseMapQueryOptions = () =>
  queryOptions({
    queryKey: ['pulse-map'] as const,
    queryFn: ({ signal }) => getPulseMap(signal),
    staleTime: 10_000,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });

export function usePulseMap() {
  return useQuery(pulseMapQueryOptions());
}
