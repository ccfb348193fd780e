import type { DiscoverCreativesResponse, DiscoverTagsResponse } from '@pulse/domain/creators-contracts';
import type { DiscoverCategory } from '@pulse/domain/discover';
import { CREATIVES_PAGE_SIZE, creativesPath, DISCOVER_TAGS_PATH } from '@pulse/domain/page-data';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface CreativesFilter {
  category?: DiscoverCategory | null;
  tags?: readonly string[];
}

/** GET /api/discover/creatives: approved creatives a page at a time; the first page carries the total. */
export function getCreatives(
  filter: CreativesFilter,
  cursor: string | null,
  limit = CREATIVES_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<DiscoverCreativesResponse> {
  return apiRequest<DiscoverCreativesResponse>(creativesPath({ ...filter, cursor, limit }), { signal });
}

export const creativesQueryKey = (filter: CreativesFilter) =>
  ['discover', 'creatives', filter.category ?? null, [...(filter.tags ?? [])]] as const;

export function creativesInfiniteOptions(filter: CreativesFilter) {
  return infiniteQueryOptions({
    queryKey: creativesQueryKey(filter),
    queryFn: ({ pageParam, signal }) => getCreatives(filter, pageParam, CREATIVES_PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Every page loaded so far, with the total from the first page. */
export function useCreatives(filter: CreativesFilter) {
  return useInfiniteQuery(creativesInfiniteOptions(filter));
}

/** GET /api/discover/tags: the most used vibe tags (explore's chips). */
export const discoverTagsQueryOptions = queryOptions({
  queryKey: ['discover', 'tags'] as const,
  queryFn: ({ signal }) => apiRequest<DiscoverTagsResponse>(DISCOVER_TAGS_PATH, { signal }),
  staleTime: 60_000,
});

export function useDiscoverTags() {
  return useQuery(discoverTagsQueryOptions);
}
