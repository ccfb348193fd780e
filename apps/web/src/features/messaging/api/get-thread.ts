import type { ThreadResponse } from '@pulse/domain/messaging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messagingQueryKey } from './get-threads';

/** GET /api/threads/:id: the thread (participants, read marks, permission) and its newest messages. */
export function getThread(id: string, signal?: AbortSignal): Promise<ThreadResponse> {
  return apiRequest<ThreadResponse>(`/api/threads/${encodeURIComponent(id)}`, { signal });
}

export const threadQueryKey = (id: string) => [...messagingQueryKey, 'thread', id] as const;

export const threadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: threadQueryKey(id),
    queryFn: ({ signal }) => getThread(id, signal),
    staleTime: 10_000,
  });

export function useThread(id: string) {
  return useQuery(threadQueryOptions(id));
}
