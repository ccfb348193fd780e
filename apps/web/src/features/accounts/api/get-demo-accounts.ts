import type { DemoAccountsResponse } from '@pulse/domain/demo-accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/**
 * GET /api/demo-accounts: the one-click demo accounts, or none where the server has no demo data (it answers 404
 * then, and always in production).
 */
export async function getDemoAccounts(signal?: AbortSignal): Promise<DemoAccountsResponse['accounts']> {
  try {
    return (await apiRequest<DemoAccountsResponse>('/api/demo-accounts', { signal })).accounts ?? [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const demoAccountsQueryOptions = queryOptions({
  queryKey: ['demo-accounts'],
  queryFn: ({ signal }) => getDemoAccounts(signal),
  // The list only changes with a fresh start of the server.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useDemoAccounts() {
  return useQuery(demoAccountsQueryOptions);
}
