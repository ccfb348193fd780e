import type { ErrorBody } from '@pulse/domain/errors';
import type { MediaFile, UploadMediaResponse } from '@pulse/domain/uploads';
import { ApiError, UNREACHABLE_MESSAGE } from '../../../lib/api-client';

/**
 * POST /api/media?purpose=deliverable (multipart): the delivered file, kept private to the deal's parties
 * until a published piece shows it (decision 017). The custom header satisfies the same-origin rule.
 */
export async function uploadDeliverable(file: File): Promise<MediaFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/media?purpose=deliverable', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Pulse-Request': '1' },
    });
  } catch {
    throw new ApiError(0, 'network_error', UNREACHABLE_MESSAGE);
  }
  const body = (await response.json().catch(() => null)) as UploadMediaResponse | ErrorBody | null;
  if (response.status === 201 && body && 'media' in body) return body.media;
  if (body && 'error' in body)
    throw new ApiError(response.status, body.error.code, body.error.message, body.error.fields);
  throw new ApiError(response.status, `http_${response.status}`, UNREACHABLE_MESSAGE);
}
