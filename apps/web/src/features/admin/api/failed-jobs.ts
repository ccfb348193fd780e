import type { FailedJobsResponse, RetryJobResponse } from '@pulse/domain/failed-jobs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const failedJobsQueryKey = ['admin', 'failed-jobs'] as const;

/** GET /api/admin/jobs/failed: background jobs that failed for good, newest first (admins only). */
export const failedJobsQuery = queryOptions({
  queryKey: failedJobsQueryKey,
  queryFn: ({ signal }) => apiRequest<FailedJobsResponse>('/api/admin/jobs/failed', { signal }),
});

export function useFailedJobs() {
  return useQuery(failedJobsQuery);
}

/** POST /api/admin/jobs/:id/retry */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<RetryJobResponse>(`/api/admin/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedJobsQueryKey }),
  });
}
