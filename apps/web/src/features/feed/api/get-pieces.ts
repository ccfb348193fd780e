import type { FeedResponse } from '@pulse/domain/cosign-limit-contracts';
import { FEED_PATH } from '@pulse/domain/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/pieces: the public feed with the caller's co-sign allowance. */
export function getPieces(signal?: AbortSignal): Promise<FeedResponse> {
  return apiRequest<FeedResponse>(FEED_PATH, { signal });
}

export const piecesQueryKey = ['pieces', 'list'] as const;

export const piecesQueryOptions = () =>
  queryOptions({ queryKey: piecesQueryKey, queryFn: ({ signal }) => getPieces(signal), staleTime: 10_000 });

export function usePieces() {
  return useQuery(piecesQueryOptions());
}
