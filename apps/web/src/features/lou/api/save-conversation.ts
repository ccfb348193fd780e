import type { SaveLouConversationRequest, SaveLouConversationResponse } from '@pulse/domain/lou/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/lou/responses (save-responses): stores the transcript; answers with convo_id. */
export function saveConversation(request: SaveLouConversationRequest): Promise<SaveLouConversationResponse> {
  return apiRequest<SaveLouConversationResponse>('/api/lou/responses', { method: 'POST', body: request });
}
