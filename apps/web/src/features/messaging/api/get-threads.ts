import type { ThreadStatus, ThreadsResponse } from '@pulse/domain/messaging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every messaging query starts with this key, so one invalidation refreshes them all (realtime events). */
export const messagingQueryKey = ['messaging'] as const;

/** GET /api/threads?status=: the caller's threads, most recent activity first. */
export function getThreads(status: ThreadStatus, signal?: AbortSignal): Promise<ThreadsResponse> {
  return apiRequest<ThreadsResponse>(`/api/threads?status=${status}`, { signal });
}

export const threadsQueryOptions = (status: ThreadStatus) =>
  queryOptions({
    queryKey: [...messagingQueryKey, 'threads', status],
    queryFn: ({ signal }) => getThreads(status, signal),
    staleTime: 10_000,
  });

export function useThreads(status: ThreadStatus) {
  return useQuery(threadsQueryOptions(status));
}
