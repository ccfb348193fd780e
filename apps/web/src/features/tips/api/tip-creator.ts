import type { TipResponse } from '@pulse/domain/deals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyRequest } from '../../../lib/money-request';
import { tabQuery } from './my-tab';

/**
 * POST /api/creators/:id/tips with an Idempotency-Key. Without a payment method the tip goes onto the fan's tab;
 * with one it is a one-off charge, and a decline is a 402 ApiError.
 */
export function tipCreator(input: {
  creatorId: string;
  amountCents: number;
  paymentMethod?: string;
  note?: string;
  anonymous?: boolean;
  key: string;
}) {
  const { creatorId, key, ...body } = input;
  return moneyRequest<TipResponse>(`/api/creators/${encodeURIComponent(creatorId)}/tips`, body, key);
}

export function useTipCreator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tipCreator,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['earnings'] }),
        queryClient.invalidateQueries({ queryKey: tabQuery.queryKey }),
      ]);
    },
  });
}
