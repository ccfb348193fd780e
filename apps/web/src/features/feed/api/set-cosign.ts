import type { CosignResponse } from '@pulse/domain/cosign-limit-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** PUT (co-sign) or DELETE (take back) /api/pieces/:id/cosign; the server counts the daily allowance. */
export function setCosign({ id, cosign }: { id: string; cosign: boolean }): Promise<CosignResponse> {
  return apiRequest<CosignResponse>(`/api/pieces/${encodeURIComponent(id)}/cosign`, {
    method: cosign ? 'PUT' : 'DELETE',
  });
}

export function useSetCosign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCosign,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['pieces'] }),
  });
}
