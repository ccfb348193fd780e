import type { SavedCardResponse } from '@pulse/domain/tip-tab-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tabQuery } from './my-tab';

/** PUT /api/me/card: saves the payment method the browser made (replacing the saved card). */
export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethod: string) =>
      apiRequest<SavedCardResponse>('/api/me/card', { method: 'PUT', body: { paymentMethod } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tabQuery.queryKey }),
  });
}

/** DELETE /api/me/card: removes the saved card (refused while tips on the tab wait for it). */
export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<SavedCardResponse>('/api/me/card', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tabQuery.queryKey }),
  });
}
