import type { PublishedPieceResponse, PublishPieceRequest } from '@pulse/domain/piece-publishing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { piecesQueryKey } from './get-pieces';

/** POST /api/pieces: an approved creative publishes one of their snippets to the public feed (decision 017). */
export function publishPiece(request: PublishPieceRequest): Promise<PublishedPieceResponse> {
  return apiRequest<PublishedPieceResponse>('/api/pieces', { method: 'POST', body: request });
}

export function usePublishPiece() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishPiece,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: piecesQueryKey }),
  });
}
