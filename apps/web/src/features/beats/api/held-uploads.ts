import type { MyHoldsResponse } from '@pulse/domain/content-holds';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const myHeldUploadsKey = ['held-uploads', 'mine'] as const;

/** GET /api/me/held-uploads: the producer's beats held because their audio matches another account's work. */
export function useMyHeldUploads(enabled = true) {
  return useQuery({
    queryKey: myHeldUploadsKey,
    queryFn: ({ signal }) => apiRequest<MyHoldsResponse>('/api/me/held-uploads', { signal }),
    enabled,
  });
}
