import type { TasteProfile } from '@pulse/domain/taste';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/taste: the caller's taste profile (empty until onboarding saves a step; 401 without a session). */
export function getTaste(signal?: AbortSignal): Promise<TasteProfile> {
  return apiRequest<TasteProfile>('/api/taste', { signal });
}

export const tasteQueryKey = ['taste'] as const;

export const tasteQueryOptions = queryOptions({
  queryKey: tasteQueryKey,
  queryFn: ({ signal }) => getTaste(signal),
});

export function useTaste(enabled = true) {
  return useQuery({ ...tasteQueryOptions, enabled });
}
