import type { ContactInboxResponse, ContactMessage } from '@pulse/domain/contact';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/contact-messages: open messages first. */
export const contactInboxQuery = queryOptions({
  queryKey: ['admin', 'contact-messages'],
  queryFn: ({ signal }) => apiRequest<ContactInboxResponse>('/api/admin/contact-messages', { signal }),
});

export function useContactInbox() {
  return useQuery(contactInboxQuery);
}

/** POST /api/admin/contact-messages/:id/reply: the answer goes to the sender by e-mail. */
export function useReplyToContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; reply: string }) =>
      apiRequest<{ message: ContactMessage }>(`/api/admin/contact-messages/${encodeURIComponent(input.id)}/reply`, {
        method: 'POST',
        body: { reply: input.reply },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactInboxQuery.queryKey }),
  });
}
