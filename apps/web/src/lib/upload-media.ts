import type { ErrorBody } from '@pulse/domain/errors';
import type { WorkMedia } from '@pulse/domain/media-contracts';
import type { UploadMediaResponse, UploadPurpose } from '@pulse/domain/uploads';
import { ApiError, UNREACHABLE_MESSAGE } from './api-client';

/** The stored file and, from the media pipeline, its work media (null from a server that does not send it). */
export type UploadedMedia = UploadMediaResponse['media'] & { workMedia: WorkMedia | null };

export interface UploadHandle {
  promise: Promise<UploadedMedia>;
  abort(): void;
}

/**
 * POST /api/media (multipart): the one request that is not JSON, so it goes through XHR for its upload
 * progress events. The custom header satisfies the server's same-origin rule; errors come back as the
 * same ApiError the JSON client throws.
 */
export function uploadMedia(file: File, purpose: UploadPurpose, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadedMedia>((resolve, reject) => {
    xhr.open('POST', `/api/media?purpose=${purpose}`);
    xhr.setRequestHeader('X-Pulse-Request', '1');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as UploadMediaResponse | ErrorBody | null;
      if (xhr.status === 201 && body && 'media' in body) {
        onProgress(1);
        resolve({ ...body.media, workMedia: body.workMedia ?? null });
      } else if (body && 'error' in body) {
        reject(new ApiError(xhr.status, body.error.code, body.error.message, body.error.fields));
      } else {
        reject(new ApiError(xhr.status, `http_${xhr.status}`, UNREACHABLE_MESSAGE));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', UNREACHABLE_MESSAGE));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
