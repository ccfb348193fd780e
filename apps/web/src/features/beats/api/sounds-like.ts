import type { BeatFilters } from '@pulse/domain/beats';
import type { ErrorBody } from '@pulse/domain/errors';
import type { ReferenceClipResponse, SoundsLikeResponse } from '@pulse/domain/sounds-like-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, UNREACHABLE_MESSAGE } from '../../../lib/api-client';

/** What the beats are compared with: the caller's reference clip, or a beat ("More like this"). */
export type SoundsLikeSource = { kind: 'reference' | 'beat'; id: string };

/** How often a search whose clip is still being heard asks again. */
const LISTENING_POLL_MS = 1500;

/**
 * POST /api/sounds-like/references (multipart): the reference clip, through XHR for its upload progress, as
 * uploads are (`lib/upload-media.ts`); errors come back as the JSON client's ApiError.
 */
export function uploadReference(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ReferenceClipResponse['reference']> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/sounds-like/references');
    xhr.setRequestHeader('X-Pulse-Request', '1');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as ReferenceClipResponse | ErrorBody | null;
      if (xhr.status === 201 && body && 'reference' in body) resolve(body.reference);
      else if (body && 'error' in body) {
        reject(new ApiError(xhr.status, body.error.code, body.error.message, body.error.fields));
      } else reject(new ApiError(xhr.status, `http_${xhr.status}`, UNREACHABLE_MESSAGE));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', UNREACHABLE_MESSAGE));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

function soundsLikePath(source: SoundsLikeSource, filters: BeatFilters): string {
  const params = new URLSearchParams({ [source.kind]: source.id });
  if (filters.licenseType) params.set('licenseType', filters.licenseType);
  if (filters.priceRange) params.set('priceRange', filters.priceRange);
  return `/api/sounds-like?${params}`;
}

/** GET /api/sounds-like: the nearest beats, asked again while the clip is still being heard. */
export function soundsLikeQuery(source: SoundsLikeSource, filters: BeatFilters) {
  return queryOptions({
    queryKey: ['beats', 'sounds-like', source, filters.licenseType, filters.priceRange],
    queryFn: ({ signal }) => apiRequest<SoundsLikeResponse>(soundsLikePath(source, filters), { signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'failed' ? LISTENING_POLL_MS : false;
    },
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useSoundsLike(source: SoundsLikeSource | null, filters: BeatFilters) {
  return useQuery({
    ...soundsLikeQuery(source ?? { kind: 'beat', id: '' }, filters),
    enabled: source !== null,
    // A filter change keeps the last answer on screen; another clip or beat starts afresh.
    placeholderData: (previous, previousQuery) =>
      previous && JSON.stringify(previousQuery?.queryKey[2]) === JSON.stringify(source) ? previous : undefined,
  });
}
