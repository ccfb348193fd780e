import type { MySnippetsResponse } from '@pulse/domain/uploads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MEDIA_STATUS_POLL_MS } from './get-media-status';

/** GET /api/snippets/mine: the creative's snippets and full tracks, newest first. */
export function getMySnippets(signal?: AbortSignal): Promise<MySnippetsResponse> {
  return apiRequest<MySnippetsResponse>('/api/snippets/mine', { signal });
}

export const mySnippetsQueryKey = ['snippets', 'mine'] as const;

export const mySnippetsQueryOptions = queryOptions({
  queryKey: mySnippetsQueryKey,
  queryFn: ({ signal }) => getMySnippets(signal),
  // A file still processing turns into its preview on its own.
  refetchInterval: (query) =>
    query.state.data?.items.some((s) => s.media?.status === 'processing') ? MEDIA_STATUS_POLL_MS : false,
});

export function useMySnippets() {
  return useQuery(mySnippetsQueryOptions);
}
