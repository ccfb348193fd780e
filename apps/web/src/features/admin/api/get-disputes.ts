import type { AdminDisputesResponse } from '@pulse/domain/disputes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const disputesQueryKey = ['admin', 'disputes'] as const;

/** GET /api/admin/disputes: disputed deals, oldest dispute first (admins only). */
export const disputesQuery = queryOptions({
  queryKey: disputesQueryKey,
  queryFn: ({ signal }) => apiRequest<AdminDisputesResponse>('/api/admin/disputes', { signal }),
});

export function useDisputes() {
  return useQuery(disputesQuery);
}
