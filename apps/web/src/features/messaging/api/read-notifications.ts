import type { NotificationsResponse } from '@pulse/domain/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationsQueryKey } from './get-notifications';

/** POST /api/notifications/:id/read, or /read-all without an id. */
export function readNotifications(id?: string): Promise<NotificationsResponse> {
  const path = id ? `/api/notifications/${encodeURIComponent(id)}/read` : '/api/notifications/read-all';
  return apiRequest<NotificationsResponse>(path, { method: 'POST' });
}

export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotifications,
    onSuccess: (data) => queryClient.setQueryData(notificationsQueryKey, data),
  });
}
