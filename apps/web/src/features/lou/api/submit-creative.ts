import type { CreativeApplicationRequest, SubmitApplicationResponse } from '@pulse/domain/applications';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/creatives (submit-creative): the chat's creative application joins the review queue. */
export function submitCreative(request: CreativeApplicationRequest): Promise<SubmitApplicationResponse> {
  return apiRequest<SubmitApplicationResponse>('/api/creatives', { method: 'POST', body: request });
}
