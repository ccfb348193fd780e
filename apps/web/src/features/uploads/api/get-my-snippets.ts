import type { MySnippetsResponse } from '@pulse/domain/uploads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/snippets/mine: the creative's snippets and full tracks, newest first. */
export function getMySnippets(signal?: AbortSignal): Promise<MySnippetsResponse> {
  return apiRequest<MySnippetsResponse>('/api/snippets/mine', { signal });
}

export const mySnippetsQueryKey = ['snippets', 'mine'] as const;

export const mySnippetsQueryOptions = queryOptions({
  queryKey: mySnippetsQueryKey,
  queryFn: ({ signal }) => getMySnippets(signal),
});

export function useMySnippets() {
  return useQuery(mySnippetsQueryOptions);
}
