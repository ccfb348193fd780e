import type { WeeklyRecsRequest, WeeklyRecsResponse } from '@pulse/domain/briefs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET and PUT /api/collaborator/weekly-recommendations: the answer to the weekly recommendations offer. */
export function getWeeklyRecs(signal?: AbortSignal): Promise<WeeklyRecsResponse> {
  return apiRequest<WeeklyRecsResponse>('/api/collaborator/weekly-recommendations', { signal });
}

export function saveWeeklyRecs(request: WeeklyRecsRequest): Promise<WeeklyRecsResponse> {
  return apiRequest<WeeklyRecsResponse>('/api/collaborator/weekly-recommendations', { method: 'PUT', body: request });
}

const weeklyRecsQueryKey = ['collaborator', 'weekly-recommendations'] as const;

export const weeklyRecsQueryOptions = queryOptions({
  queryKey: weeklyRecsQueryKey,
  queryFn: ({ signal }) => getWeeklyRecs(signal),
  staleTime: 60_000,
});

export function useWeeklyRecs() {
  return useQuery(weeklyRecsQueryOptions);
}

export function useSaveWeeklyRecs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWeeklyRecs,
    onSuccess: (data) => queryClient.setQueryData(weeklyRecsQueryKey, data),
  });
}
