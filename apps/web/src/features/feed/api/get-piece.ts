import type { PieceResponse } from '@pulse/domain/cosign-limit-contracts';
import { piecePath } from '@pulse/domain/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/pieces/:id: one collaboration piece (404 when unknown). */
export function getPiece(id: string, signal?: AbortSignal): Promise<PieceResponse> {
  return apiRequest<PieceResponse>(piecePath(id), { signal });
}

export const pieceQueryKey = (id: string) => ['pieces', 'detail', id] as const;

export const pieceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: pieceQueryKey(id),
    queryFn: ({ signal }) => getPiece(id, signal),
    staleTime: 10_000,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });

export function usePiece(id: string) {
  return useQuery(pieceQueryOptions(id));
}
