import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PaymentMethods {
  provider: string;
  paymentMethods: { id: string; label: string }[];
}

/** GET /api/payments/methods: the provider's test payment methods (sandbox). */
export const paymentMethodsQuery = queryOptions({
  queryKey: ['payments', 'methods'],
  queryFn: ({ signal }) => apiRequest<PaymentMethods>('/api/payments/methods', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePaymentMethods(enabled = true) {
  return useQuery({ ...paymentMethodsQuery, enabled });
}
