import type { PlanRequest } from '@pulse/domain/deal-plan';
import type { DealResponse } from '@pulse/domain/deals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dealKey } from './get-deal';

/**
 * PUT /api/deals/:id/plan: the partner or the deal's creative replaces the plan's milestones before both sign
 * (decision 066). The contract lists the plan, so a change voids its signatures: the deal's queries (its contract
 * among them) are refreshed.
 */
export function setDealPlan(input: { dealId: string; body: PlanRequest }): Promise<DealResponse> {
  return apiRequest<DealResponse>(`/api/deals/${encodeURIComponent(input.dealId)}/plan`, {
    method: 'PUT',
    body: input.body,
  });
}

export function useSetDealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDealPlan,
    onSuccess: (result, { dealId }) => queryClient.setQueryData(dealKey(dealId), result),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['deals'] }),
  });
}
