import type { ConnectPayoutAccountResponse, PayoutAccountResponse } from '@pulse/domain/payments';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/me/payout-account: the creative's payout account (Stripe) and its state. */
export const payoutAccountQuery = queryOptions({
  queryKey: ['payments', 'payout-account'],
  queryFn: ({ signal }) => apiRequest<PayoutAccountResponse>('/api/me/payout-account', { signal }),
});

export function usePayoutAccount() {
  return useQuery(payoutAccountQuery);
}

/** POST /api/me/payout-account: creates the Stripe account once and answers a fresh onboarding link. */
export function useConnectPayoutAccount() {
  return useMutation({
    mutationFn: () => apiRequest<ConnectPayoutAccountResponse>('/api/me/payout-account', { method: 'POST' }),
  });
}
