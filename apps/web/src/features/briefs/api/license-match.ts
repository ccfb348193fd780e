import type { LicenseMatchResponse } from '@pulse/domain/briefs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/submissions/:id/license: Confirm License (idempotent: a repeat returns the same deal). */
export function licenseMatch(id: string): Promise<LicenseMatchResponse> {
  return apiRequest<LicenseMatchResponse>(`/api/submissions/${encodeURIComponent(id)}/license`, { method: 'POST' });
}

export function useLicenseMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: licenseMatch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['briefs'] }),
  });
}
