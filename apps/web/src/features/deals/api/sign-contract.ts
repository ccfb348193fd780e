import type { SignContractRequest, SignContractResponse } from '@pulse/domain/deal-contract-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { contractKey } from './get-contract';

/** POST /api/deals/:id/contract/sign: the typed name and the hash of the document read (decision 061). */
export function signContract(dealId: string, body: SignContractRequest): Promise<SignContractResponse> {
  return apiRequest<SignContractResponse>(`/api/deals/${encodeURIComponent(dealId)}/contract/sign`, {
    method: 'POST',
    body,
  });
}

export function useSignContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dealId, body }: { dealId: string; body: SignContractRequest }) => signContract(dealId, body),
    onSuccess: (result, { dealId }) => {
      queryClient.setQueryData(contractKey(dealId), result.contract);
      void queryClient.invalidateQueries({ queryKey: ['deals'] });
    },
    onError: (error, { dealId }) => {
      // The terms changed since the page read them: load the contract as it is now.
      if (error instanceof ApiError && error.code === 'contract_changed') {
        void queryClient.invalidateQueries({ queryKey: contractKey(dealId) });
      }
    },
  });
}
