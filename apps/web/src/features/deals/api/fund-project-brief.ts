import type { FundDealResponse } from '@pulse/domain/deals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyRequest } from '../../../lib/money-request';

/** POST /api/project-briefs/:id/fund with an Idempotency-Key; a decline is a 402 ApiError. */
export function fundProjectBrief(input: { briefId: string; paymentMethod: string; key: string }) {
  return moneyRequest<FundDealResponse>(
    `/api/project-briefs/${encodeURIComponent(input.briefId)}/fund`,
    { paymentMethod: input.paymentMethod },
    input.key,
  );
}

export function useFundProjectBrief() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fundProjectBrief,
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: ['project-briefs', input.briefId] });
      void queryClient.invalidateQueries({ queryKey: ['deals'] });
    },
  });
}
