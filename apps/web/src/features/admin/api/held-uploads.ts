import type { HeldUploadsResponse } from '@pulse/domain/content-holds';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const heldUploadsQueryKey = ['admin', 'held-uploads'] as const;

/** GET /api/admin/held-uploads: beats held because their audio matches another account's work (admins only). */
export const heldUploadsQuery = queryOptions({
  queryKey: heldUploadsQueryKey,
  queryFn: ({ signal }) => apiRequest<HeldUploadsResponse>('/api/admin/held-uploads', { signal }),
});

export function useHeldUploads() {
  return useQuery(heldUploadsQuery);
}

/** POST /api/admin/held-uploads/:id/release or /reject */
export function useDecideHeldUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'release' | 'reject' }) =>
      apiRequest(`/api/admin/held-uploads/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: heldUploadsQueryKey }),
  });
}
