import type { PublishedPieceResponse } from '@pulse/domain/piece-publishing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/pieces/from-deal/{dealId}: a creative of the deal publishes its delivered work (decision 017). */
export function publishDealPiece(dealId: string): Promise<PublishedPieceResponse> {
  return apiRequest<PublishedPieceResponse>(`/api/pieces/from-deal/${encodeURIComponent(dealId)}`, {
    method: 'POST',
  });
}

export function usePublishDealPiece() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishDealPiece,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['deals'] });
      void queryClient.invalidateQueries({ queryKey: ['pieces'] });
    },
  });
}
