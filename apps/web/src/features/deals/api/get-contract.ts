import type { ContractResponse } from '@pulse/domain/deal-contract-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The contract's query key: under ['deals'], so a deal step refreshes it too. */
export const contractKey = (dealId: string) => ['deals', 'contract', dealId] as const;

/** GET /api/deals/:id/contract: the document, its hash and the signatures (decision 061). */
export function contractQuery(dealId: string) {
  return queryOptions({
    queryKey: contractKey(dealId),
    queryFn: ({ signal }) =>
      apiRequest<ContractResponse>(`/api/deals/${encodeURIComponent(dealId)}/contract`, { signal }),
  });
}

/** Loaded when the Contract dialog opens. */
export function useContract(dealId: string | null) {
  return useQuery({ ...contractQuery(dealId ?? ''), enabled: dealId !== null });
}
