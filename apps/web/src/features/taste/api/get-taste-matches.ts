import type { TasteMatchesResponse } from '@pulse/domain/taste';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/taste/matches: the creatives the micro-calibration matched, as cards, in match order. */
export function getTasteMatches(signal?: AbortSignal): Promise<TasteMatchesResponse> {
  return apiRequest<TasteMatchesResponse>('/api/taste/matches', { signal });
}

export const tasteMatchesQueryKey = ['taste', 'matches'] as const;

export const tasteMatchesQueryOptions = queryOptions({
  queryKey: tasteMatchesQueryKey,
  queryFn: ({ signal }) => getTasteMatches(signal),
});

export function useTasteMatches() {
  return useQuery(tasteMatchesQueryOptions);
}
