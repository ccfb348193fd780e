import type { CircleDetail } from '@pulse/domain/circles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { circleQueryKey } from './get-circle';

/** POST /api/circles/:id/members (join, with the invite code for a private circle) or DELETE .../members/me. */
export function setMembership({
  id,
  join,
  inviteCode,
}: {
  id: string;
  join: boolean;
  inviteCode?: string;
}): Promise<CircleDetail> {
  const path = `/api/circles/${encodeURIComponent(id)}/members`;
  return join
    ? apiRequest<CircleDetail>(path, { method: 'POST', body: inviteCode ? { inviteCode } : {} })
    : apiRequest<CircleDetail>(`${path}/me`, { method: 'DELETE' });
}

export function useSetMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMembership,
    onSuccess: (circle) => {
      queryClient.setQueryData(circleQueryKey(circle.id), circle);
      return queryClient.invalidateQueries({ queryKey: ['circles', 'list'] });
    },
  });
}
