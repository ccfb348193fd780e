import type { PaymentMethodsResponse } from '@pulse/domain/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export type PaymentMethods = PaymentMethodsResponse;

/**
 * GET /api/payments/methods: the provider, the sandbox's test payment methods, and Stripe's publishable key
 * for its card element (null in the sandbox).
 */
export const paymentMethodsQuery = queryOptions({
  queryKey: ['payments', 'methods'],
  queryFn: ({ signal }) => apiRequest<PaymentMethods>('/api/payments/methods', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePaymentMethods(enabled = true) {
  return useQuery({ ...paymentMethodsQuery, enabled });
}
