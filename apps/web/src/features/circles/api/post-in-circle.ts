import type { CircleDetail, CirclePostRequest } from '@pulse/domain/circles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { circleQueryKey } from './get-circle';

/** POST /api/circles/:id/posts: members only. */
export function postInCircle({ id, ...body }: CirclePostRequest & { id: string }): Promise<CircleDetail> {
  return apiRequest<CircleDetail>(`/api/circles/${encodeURIComponent(id)}/posts`, { method: 'POST', body });
}

export function usePostInCircle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postInCircle,
    onSuccess: (circle) => queryClient.setQueryData(circleQueryKey(circle.id), circle),
  });
}
