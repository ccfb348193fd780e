import type { AccountSession } from '@pulse/domain/account-security';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type Notice = { message: string };

export const sessionsQuery = queryOptions({
  queryKey: ['account-sessions'],
  queryFn: ({ signal }) => apiRequest<{ sessions: AccountSession[] }>('/api/accounts/sessions', { signal }),
});

/** GET /api/accounts/sessions: the signed-in devices, this one first. */
export function useSessions() {
  return useQuery(sessionsQuery);
}

/** DELETE /api/accounts/sessions/:id, or every other device without an id. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      apiRequest<Notice>(id ? `/api/accounts/sessions/${encodeURIComponent(id)}` : '/api/accounts/sessions', {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}
