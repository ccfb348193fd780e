import type { EarningsPayoutResponse } from '@pulse/domain/beats-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyRequest } from '../../../lib/money-request';

/** POST /api/me/payouts with an Idempotency-Key: tips and beat license income to the payout account. */
export function payOutEarnings(key: string) {
  return moneyRequest<EarningsPayoutResponse>('/api/me/payouts', {}, key);
}

export function usePayOutEarnings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOutEarnings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['earnings'] }),
  });
}
