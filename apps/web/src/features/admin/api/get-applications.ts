import type { AdminApplicationsResponse } from '@pulse/domain/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/applications: pending applications, oldest first, with the counters (admins only). */
export function getApplications(signal?: AbortSignal): Promise<AdminApplicationsResponse> {
  return apiRequest<AdminApplicationsResponse>('/api/admin/applications', { signal });
}

export const applicationsQueryKey = ['admin', 'applications'] as const;

export const applicationsQueryOptions = queryOptions({
  queryKey: applicationsQueryKey,
  queryFn: ({ signal }) => getApplications(signal),
  // Ages move on: refresh every minute while the queue is open.
  refetchInterval: 60_000,
});

export function useApplications() {
  return useQuery(applicationsQueryOptions);
}
