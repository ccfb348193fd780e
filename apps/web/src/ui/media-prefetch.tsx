import { srcSet } from '@pulse/domain/media';
import type { WorkMedia } from '@pulse/domain/media-contracts';
import { preload } from 'react-dom';

/**
 * Fetches the next card's media before it is shown, so a swipe never waits: its picture as a preloaded
 * responsive image, and a hidden element that buffers its video or audio.
 */
export function MediaPrefetch({ media, sizes }: { media: WorkMedia | null | undefined; sizes: string }) {
  if (media?.status !== 'ready') return null;
  const widest = media.images.at(-1);
  if (widest) preload(widest.url, { as: 'image', imageSrcSet: srcSet(media.images), imageSizes: sizes });
  if (!media.playUrl) return null;
  return media.kind === 'video' ? (
    <video src={media.playUrl} preload="auto" muted playsInline hidden />
  ) : media.kind === 'audio' ? (
    // biome-ignore lint/a11y/useMediaCaption: never shown; it only buffers the next card's clip.
    <audio src={media.playUrl} preload="auto" hidden />
  ) : null;
}
