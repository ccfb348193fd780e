import type { DealResponse, ResolveRequest } from '@pulse/domain/deals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyRequest } from '../../../lib/money-request';
import { disputesQueryKey } from './get-disputes';

/** POST /api/deals/:id/resolve with the intent's Idempotency-Key: release, refund or split the escrow. */
export function resolveDispute(input: { dealId: string; body: ResolveRequest; key: string }): Promise<DealResponse> {
  return moneyRequest<DealResponse>(`/api/deals/${encodeURIComponent(input.dealId)}/resolve`, input.body, input.key);
}

export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveDispute,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: disputesQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['deals'] });
    },
  });
}
