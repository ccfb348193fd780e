import type { ApplicationDecisionResponse, RejectApplicationRequest } from '@pulse/domain/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicationsQueryKey } from './get-applications';

/** POST /api/admin/applications/:id/reject with the reason the applicant will read. */
export function rejectApplication({
  id,
  ...body
}: RejectApplicationRequest & { id: string }): Promise<ApplicationDecisionResponse> {
  return apiRequest<ApplicationDecisionResponse>(`/api/admin/applications/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    body,
  });
}

export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
  });
}
