import type { TipResponse } from '@pulse/domain/deals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyRequest } from '../../../lib/money-request';

/** POST /api/creators/:id/tips with an Idempotency-Key; a decline is a 402 ApiError. */
export function tipCreator(input: { creatorId: string; amountCents: number; paymentMethod: string; key: string }) {
  return moneyRequest<TipResponse>(
    `/api/creators/${encodeURIComponent(input.creatorId)}/tips`,
    { amountCents: input.amountCents, paymentMethod: input.paymentMethod },
    input.key,
  );
}

export function useTipCreator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tipCreator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['earnings'] }),
  });
}
