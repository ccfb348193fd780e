import type { InviteCreativesRequest, InviteCreativesResponse } from '@pulse/domain/creator-search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface InviteCreativesInput extends InviteCreativesRequest {
  briefId: string;
}

/** POST /api/briefs/:id/invitations: Invite All to one of the partner's open briefs. */
export function inviteCreatives({ briefId, ...body }: InviteCreativesInput): Promise<InviteCreativesResponse> {
  return apiRequest<InviteCreativesResponse>(`/api/briefs/${encodeURIComponent(briefId)}/invitations`, {
    method: 'POST',
    body,
  });
}

export function useInviteCreatives() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCreatives,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['invitations'] }),
  });
}
