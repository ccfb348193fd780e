import type { LouBriefResponse, SaveLouBriefRequest } from '@pulse/domain/lou/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/lou/briefs: the brief drafted in chat, saved as the partner's draft. */
export function saveBrief(request: SaveLouBriefRequest): Promise<LouBriefResponse> {
  return apiRequest<LouBriefResponse>('/api/lou/briefs', { method: 'POST', body: request });
}
