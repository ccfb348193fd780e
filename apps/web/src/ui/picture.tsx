import { pickImage, srcSet } from '@pulse/domain/media';
import type { ImageVariant, WorkMedia } from '@pulse/domain/media-contracts';
import { type ReactNode, type SyntheticEvent, useState } from 'react';
import { cn } from '../lib/cn';
import { placeholderUrl } from '../lib/placeholder';
import { workGradient } from '../lib/work-art';

export type PictureMedia = Pick<WorkMedia, 'images' | 'width' | 'height' | 'placeholder'>;

/** Intrinsic size for the `width`/`height` attributes: the media's own, else its widest variant's. */
function intrinsicSize(media: PictureMedia, widest: ImageVariant): { width: number; height: number } {
  if (media.width && media.height) return { width: media.width, height: media.height };
  return { width: widest.width, height: widest.height };
}

/**
 * A picture of a work (an image, a video's poster frame, a PDF's page): responsive `srcset`/`sizes` from its
 * variants, `width`/`height` so the box is reserved before a byte arrives, the thumbhash painted behind it
 * until it loads, lazy unless `priority` (the first visible card). With no picture it shows generated art from
 * `seed` (never initials).
 *
 * `fill` makes it cover its positioned parent; otherwise it keeps its own aspect ratio at the width it is given.
 */
export function Picture({
  media,
  alt,
  seed,
  sizes = '100vw',
  priority = false,
  fill = false,
  fit = 'cover',
  className,
  onLoad,
  onError,
  fallback,
  sources = [],
}: {
  media: PictureMedia | null | undefined;
  alt: string;
  /** Seeds the generated art shown when there is no picture (the work's id or title). */
  seed: string;
  sizes?: string;
  priority?: boolean;
  fill?: boolean;
  fit?: 'cover' | 'contain';
  className?: string;
  onLoad?: () => void;
  onError?: () => void;
  /** Drawn over the generated art when there is no picture (a waveform, a kind icon). */
  fallback?: ReactNode;
  /**
   * Variants of another type to offer first (a card's AVIF cut, all of one type): a browser that cannot show the
   * type takes the picture's own variants. Same `sizes`.
   */
  sources?: readonly ImageVariant[];
}) {
  const [loaded, setLoaded] = useState(false);
  const images = media?.images ?? [];
  const widest = images.at(-1);

  if (!media || !widest) {
    return (
      <div
        role="img"
        aria-label={alt}
        data-fallback-art=""
        className={cn(fill ? 'absolute inset-0 size-full' : 'aspect-[4/5] w-full', 'overflow-hidden', className)}
        style={{ background: workGradient(seed) }}
      >
        {fallback}
      </div>
    );
  }

  const { width, height } = intrinsicSize(media, widest);
  const placeholder = loaded ? null : placeholderUrl(media.placeholder);
  const src = pickImage(images, 640)?.url ?? widest.url;
  const settle = (ok: boolean) => (_event: SyntheticEvent<HTMLImageElement>) => {
    setLoaded(true);
    (ok ? onLoad : onError)?.();
  };

  const img = (
    <img
      src={src}
      srcSet={srcSet(images)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      draggable={false}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onLoad={settle(true)}
      onError={settle(false)}
      className={cn(
        fill ? 'absolute inset-0 size-full' : 'h-auto w-full',
        fit === 'cover' ? 'object-cover' : 'object-contain',
        'bg-raised bg-cover bg-center select-none',
        className,
      )}
      style={placeholder ? { backgroundImage: `url("${placeholder}")` } : undefined}
    />
  );
  const first = sources[0];
  if (!first) return img;
  return (
    <picture>
      <source type={first.mimeType} srcSet={srcSet(sources)} sizes={sizes} />
      {img}
    </picture>
  );
}
