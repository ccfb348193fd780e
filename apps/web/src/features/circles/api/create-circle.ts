import type { CircleDetail, CreateCircleRequest } from '@pulse/domain/circles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { circleQueryKey } from './get-circle';

/** POST /api/circles: the caller becomes the owner. */
export function createCircle(body: CreateCircleRequest): Promise<CircleDetail> {
  return apiRequest<CircleDetail>('/api/circles', { method: 'POST', body });
}

export function useCreateCircle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCircle,
    onSuccess: (circle) => {
      queryClient.setQueryData(circleQueryKey(circle.id), circle);
      return queryClient.invalidateQueries({ queryKey: ['circles', 'list'] });
    },
  });
}
