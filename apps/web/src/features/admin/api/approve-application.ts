import type { ApplicationDecisionResponse } from '@pulse/domain/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicationsQueryKey } from './get-applications';

/** POST /api/admin/applications/:id/approve. */
export function approveApplication(id: string): Promise<ApplicationDecisionResponse> {
  return apiRequest<ApplicationDecisionResponse>(`/api/admin/applications/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
  });
}

export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
  });
}
