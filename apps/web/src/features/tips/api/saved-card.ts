import type { SavedCardResponse } from '@pulse/domain/tip-tab-contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tabQuery } from './my-tab';

/** GET /api/me/card: the caller's saved card, or null. */
export const savedCardQuery = queryOptions({
  queryKey: ['tips', 'card'],
  queryFn: ({ signal }) => apiRequest<SavedCardResponse>('/api/me/card', { signal }),
});

export function useSavedCard(enabled = true) {
  return useQuery({ ...savedCardQuery, enabled });
}

/** The tab and the card line both show the saved card: a change refreshes both. */
const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: tabQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: savedCardQuery.queryKey }),
  ]);

/** PUT /api/me/card: saves the payment method the browser made (replacing the saved card). */
export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethod: string) =>
      apiRequest<SavedCardResponse>('/api/me/card', { method: 'PUT', body: { paymentMethod } }),
    onSuccess: () => refresh(queryClient),
  });
}

/** DELETE /api/me/card: removes the saved card (refused while tips on the tab wait for it). */
export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<SavedCardResponse>('/api/me/card', { method: 'DELETE' }),
    onSuccess: () => refresh(queryClient),
  });
}
