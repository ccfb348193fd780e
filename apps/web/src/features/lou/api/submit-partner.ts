import type { PartnerApplicationRequest, SubmitApplicationResponse } from '@pulse/domain/applications';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/pulsepartners (submit-partner): the chat's partner application joins the review queue. */
export function submitPartner(request: PartnerApplicationRequest): Promise<SubmitApplicationResponse> {
  return apiRequest<SubmitApplicationResponse>('/api/pulsepartners', { method: 'POST', body: request });
}
