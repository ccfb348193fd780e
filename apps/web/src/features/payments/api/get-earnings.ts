import type { EarningsResponse } from '@pulse/domain/deals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/me/earnings: the creative's payable balance, releases, tips and payouts. */
export const earningsQuery = queryOptions({
  queryKey: ['earnings'],
  queryFn: ({ signal }) => apiRequest<EarningsResponse>('/api/me/earnings', { signal }),
});

export function useEarnings(enabled = true) {
  return useQuery({ ...earningsQuery, enabled });
}
