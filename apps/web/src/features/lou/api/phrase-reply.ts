import type { PhraseLouReplyRequest, PhraseLouReplyResponse } from '@pulse/domain/lou/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/lou/phrase: the server rephrases a reply with its language model, or hands it back unchanged. */
export function phraseReply(request: PhraseLouReplyRequest): Promise<PhraseLouReplyResponse> {
  return apiRequest<PhraseLouReplyResponse>('/api/lou/phrase', { method: 'POST', body: request });
}
