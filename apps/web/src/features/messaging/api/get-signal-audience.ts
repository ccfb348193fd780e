import type { SignalAudienceResponse } from '@pulse/domain/messaging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/signals/audience: how many followers a signal reaches, and whether the caller may send one. */
export function getSignalAudience(signal?: AbortSignal): Promise<SignalAudienceResponse> {
  return apiRequest<SignalAudienceResponse>('/api/signals/audience', { signal });
}

export const signalAudienceQueryOptions = queryOptions({
  queryKey: ['signals', 'audience'],
  queryFn: ({ signal }) => getSignalAudience(signal),
  staleTime: 30_000,
});

export function useSignalAudience() {
  return useQuery(signalAudienceQueryOptions);
}
