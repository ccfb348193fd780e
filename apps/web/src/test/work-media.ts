import type { Work, WorkMedia } from '@pulse/domain/media-contracts';

/** A processed piece of work media for component tests (audio by default). */
export function workMedia(overrides: Partial<WorkMedia> = {}): WorkMedia {
  const kind = overrides.kind ?? 'audio';
  const pictured = kind !== 'audio';
  return {
    id: 'm1',
    kind,
    status: 'ready',
    failureReason: null,
    width: pictured ? 1280 : null,
    height: pictured ? 720 : null,
    durationSeconds: kind === 'audio' || kind === 'video' ? 8 : null,
    placeholder: null,
    images: pictured
      ? [
          { url: '/api/media/m1/image-320', width: 320, height: 180, mimeType: 'image/webp' },
          { url: '/api/media/m1/image-640', width: 640, height: 360, mimeType: 'image/webp' },
          { url: '/api/media/m1/image-1280', width: 1280, height: 720, mimeType: 'image/webp' },
        ]
      : [],
    cardImages: [],
    avifImages: [],
    playUrl: kind === 'audio' ? '/api/media/m1/preview' : kind === 'video' ? '/api/media/m1/rendition' : null,
    playMimeType: kind === 'audio' ? 'audio/mp4' : kind === 'video' ? 'video/mp4' : null,
    fullUrl: '/api/media/m1',
    peaks: kind === 'audio' ? [0.2, 0.8, 0.5, 1, 0.3] : null,
    ...overrides,
  };
}

export function work(overrides: Partial<Work> = {}, media: Partial<WorkMedia> = {}): Work {
  return { id: 'w1', title: 'Night Drive', tags: ['Lo-fi'], media: workMedia(media), ...overrides };
}
