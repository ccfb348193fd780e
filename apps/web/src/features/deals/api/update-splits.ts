import type { DealResponse } from '@pulse/domain/deals';
import type { UpdateDealSplitsRequest } from '@pulse/domain/splits-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/deals/:id/splits: the deal's creative replaces its collaborator splits. */
export function updateDealSplits(input: { dealId: string; body: UpdateDealSplitsRequest }): Promise<DealResponse> {
  return apiRequest<DealResponse>(`/api/deals/${encodeURIComponent(input.dealId)}/splits`, {
    method: 'PUT',
    body: input.body,
  });
}

export function useUpdateDealSplits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDealSplits,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['deals'] }),
  });
}
