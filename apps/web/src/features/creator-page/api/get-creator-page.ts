import type { CreatorPage } from '@pulse/domain/creator-page-contracts';
import { creatorPagePath } from '@pulse/domain/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const creatorPageQueryKey = (id: string) => ['creator-page', id] as const;

/** GET /api/creators/{id}: the profile with the viewer's follow and save state. */
export function creatorPageQueryOptions(id: string) {
  return queryOptions({
    queryKey: creatorPageQueryKey(id),
    queryFn: ({ signal }) => apiRequest<CreatorPage>(creatorPagePath(id), { signal }),
    // A 404 is an answer ("Creator Not Found"), not a hiccup worth retrying.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

export function useCreatorPage(id: string) {
  return useQuery(creatorPageQueryOptions(id));
}

export function isCreatorNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
