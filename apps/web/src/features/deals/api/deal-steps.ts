import type { DealResponse, DeliverRequest } from '@pulse/domain/deals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { moneyRequest } from '../../../lib/money-request';

export type DealStep =
  | { kind: 'deliver'; dealId: string; body: DeliverRequest }
  | { kind: 'request-changes'; dealId: string; note: string }
  | { kind: 'dispute'; dealId: string; reason: string }
  | { kind: 'showcase-consent'; dealId: string; consent: boolean }
  | { kind: 'approve' | 'payout' | 'cancel' | 'fund-each'; dealId: string; key: string }
  | { kind: 'fund' | 'fund-milestone'; dealId: string; key: string; paymentMethod: string }
  | { kind: 'end'; dealId: string };

/** One POST per step; money-moving steps carry the intent's Idempotency-Key. */
export function takeDealStep(step: DealStep): Promise<DealResponse> {
  const base = `/api/deals/${encodeURIComponent(step.dealId)}`;
  switch (step.kind) {
    case 'deliver':
      return apiRequest<DealResponse>(`${base}/deliver`, { method: 'POST', body: step.body });
    case 'request-changes':
      return apiRequest<DealResponse>(`${base}/request-changes`, { method: 'POST', body: { note: step.note } });
    case 'dispute':
      return apiRequest<DealResponse>(`${base}/dispute`, { method: 'POST', body: { reason: step.reason } });
    case 'showcase-consent':
      return apiRequest<DealResponse>(`${base}/showcase-consent`, { method: 'PUT', body: { consent: step.consent } });
    case 'fund':
    case 'fund-milestone':
      return moneyRequest<DealResponse>(`${base}/${step.kind}`, { paymentMethod: step.paymentMethod }, step.key);
    case 'end':
      return apiRequest<DealResponse>(`${base}/end`, { method: 'POST' });
    default:
      return moneyRequest<DealResponse>(`${base}/${step.kind}`, {}, step.key);
  }
}

export function useDealStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeDealStep,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['deals'] });
      void queryClient.invalidateQueries({ queryKey: ['earnings'] });
      // Withdrawing showcase consent takes a piece off the public feed.
      void queryClient.invalidateQueries({ queryKey: ['pieces'] });
    },
  });
}
