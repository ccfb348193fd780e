import type { ContactRequest, ContactResponse } from '@pulse/domain/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/contact: a message to a human on the team (201). */
export function sendContact(request: ContactRequest): Promise<ContactResponse> {
  return apiRequest<ContactResponse>('/api/contact', { method: 'POST', body: request });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
