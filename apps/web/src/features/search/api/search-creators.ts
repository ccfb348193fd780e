import {
  type BrandFilters,
  type CreatorSearchResponse,
  filtersToSearchParams,
  RESULTS_PAGE_SIZE,
} from '@pulse/domain/creator-search';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/creators/search: one keyset page of creatives for the filters. */
export function searchCreators(
  filters: BrandFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CreatorSearchResponse> {
  const params = filtersToSearchParams(filters);
  params.set('limit', String(RESULTS_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return apiRequest<CreatorSearchResponse>(`/api/creators/search?${params}`, { signal });
}

export function creatorSearchOptions(filters: BrandFilters) {
  return infiniteQueryOptions({
    // The serialised filters: equal filters share a cache entry, whatever object holds them.
    queryKey: ['creator-search', filtersToSearchParams(filters).toString()] as const,
    queryFn: ({ pageParam, signal }) => searchCreators(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });
}

/** Every page loaded so far; Load More fetches the next. */
export function useCreatorSearch(filters: BrandFilters) {
  return useInfiniteQuery(creatorSearchOptions(filters));
}
