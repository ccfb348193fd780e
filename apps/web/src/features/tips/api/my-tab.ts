import type { MyTabResponse, SettleTabResponse, TabView } from '@pulse/domain/tip-tab-contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/me/tab: the fan's tab, saved card and last charged tabs. */
export const tabQuery = queryOptions({
  queryKey: ['tips', 'tab'],
  queryFn: ({ signal }) => apiRequest<MyTabResponse>('/api/me/tab', { signal }),
});

export function useMyTab(enabled = true) {
  return useQuery({ ...tabQuery, enabled });
}

/** POST /api/me/tabs/:id/settle: charges the tab now, once (a decline is a 402 ApiError). */
export function useSettleTab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tabId: string) =>
      apiRequest<SettleTabResponse>(`/api/me/tabs/${encodeURIComponent(tabId)}/settle`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tabQuery.queryKey }),
  });
}

/** POST /api/me/tabs/:id/retry: a declined tab's tips back on the tab, charged now to the saved card. */
export function useRetryTab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tabId: string) =>
      apiRequest<SettleTabResponse>(`/api/me/tabs/${encodeURIComponent(tabId)}/retry`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tabQuery.queryKey }),
  });
}

/** DELETE /api/me/tab/tips/:id: takes a pending tip off the tab. */
export function useCancelTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tipId: string) =>
      apiRequest<{ tab: TabView | null }>(`/api/me/tab/tips/${encodeURIComponent(tipId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tabQuery.queryKey }),
  });
}
