import type { CircleDetail } from '@pulse/domain/circles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/circles/:id: the circle, its members and posts (a private circle's only for members). */
export function getCircle(id: string, signal?: AbortSignal): Promise<CircleDetail> {
  return apiRequest<CircleDetail>(`/api/circles/${encodeURIComponent(id)}`, { signal });
}

export const circleQueryKey = (id: string) => ['circles', 'detail', id] as const;

export const circleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: circleQueryKey(id),
    queryFn: ({ signal }) => getCircle(id, signal),
    staleTime: 5_000,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });

export function useCircle(id: string) {
  return useQuery(circleQueryOptions(id));
}
