import type { AdminTipsResponse, TipFeesResponse } from '@pulse/domain/tip-tab-contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { moneyRequest } from '../../../lib/money-request';

/** GET /api/admin/tip-fees: what card fees took of paid tips, by week, tab and one-off (admins). */
export const tipFeesQuery = queryOptions({
  queryKey: ['admin', 'tip-fees'],
  queryFn: ({ signal }) => apiRequest<TipFeesResponse>('/api/admin/tip-fees', { signal }),
});

export function useTipFees() {
  return useQuery(tipFeesQuery);
}

/** GET /api/admin/tips: the latest paid and refunded tips. */
export const adminTipsQuery = queryOptions({
  queryKey: ['admin', 'tips'],
  queryFn: ({ signal }) => apiRequest<AdminTipsResponse>('/api/admin/tips', { signal }),
});

export function useAdminTips() {
  return useQuery(adminTipsQuery);
}

/** POST /api/admin/tips/:id/refund with an Idempotency-Key: the tip back to the fan's card. */
export function useRefundTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { tipId: string; key: string }) =>
      moneyRequest<unknown>(`/api/admin/tips/${encodeURIComponent(input.tipId)}/refund`, {}, input.key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
