import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/media/:id: drops an uploaded file no snippet uses (the wizard replaced it). */
export function deleteMedia(id: string): Promise<void> {
  return apiRequest<void>(`/api/media/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Where a stored file plays from (Range requests, so audio and video seek). */
export function mediaUrl(id: string): string {
  return `/api/media/${encodeURIComponent(id)}`;
}
