import type { ImageVariant, WorkMedia, WorkMediaKind } from './media-contracts';

/**
 * The work as a browser gets it (issue 17, decision 021): every upload is kept as uploaded and processed by a
 * job into the variants a page needs. These are the rules both sides share: which variants exist, how a page
 * picks one, and the one shape (`WorkMedia`) every API returns wherever a creative's work appears.
 */

export const MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const;

export const WORK_MEDIA_KINDS = ['image', 'video', 'audio', 'pdf'] as const;

// ---------------------------------------------------------------------------------------------------------
// Variants.

/**
 * Widths of a picture's variants (WebP). Never wider than the original: no upscaling. 96 is an avatar's or a
 * thumbnail's at 40 to 48 CSS px on a 2x screen; 800 fits a full-width card on a phone at about twice its pixels
 * (390 to 412 CSS px), which would otherwise fetch the 1280 or the original.
 */
export const IMAGE_WIDTHS = [96, 320, 640, 800, 1280] as const;
export const IMAGE_VARIANT_MIME = 'image/webp';
/** A video's web rendition: H.264/AAC MP4 with faststart, at most this tall, at most this long. */
export const VIDEO_RENDITION_MAX_HEIGHT = 720;
export const VIDEO_RENDITION_MAX_SECONDS = 30;
/** An audio preview clip (the spec's 5 to 10 s for snippets), so a card never downloads a whole track. */
export const AUDIO_PREVIEW_MAX_SECONDS = 10;
/** Waveform peaks per file. */
export const PEAKS_COUNT = 96;
/**
 * The largest picture decoded (a photo, a PDF's page, a video's frame), in pixels (decision 059): a 48 MP phone
 * sensor (8064x6048), an A2 poster at 300 dpi (35 MP) and an 8K frame (33 MP) fit; a 50,000 x 50,000 PNG of a
 * few hundred kilobytes, which would decode to gigabytes, does not.
 */
export const MAX_PICTURE_PIXELS = 50_000_000;

/** The variant names a job writes: `image-<w>` (a picture or a poster/page at width w), rendition, preview. */
export function imageVariantName(width: number): string {
  return `${IMAGE_VARIANT_PREFIX}${width}`;
}
export const IMAGE_VARIANT_PREFIX = 'image-';
export const VIDEO_RENDITION_VARIANT = 'rendition';

/**
 * A card's frame (explore, discover, search): 4:3. A picture taller than that is also cut to it, centred as
 * `object-fit: cover` centres it, so a card downloads only the pixels it shows: a 4:5 poster in a 4:3 frame had
 * 40% of its bytes cut off on screen, and on `/explore` the first card's picture is what the page waits for
 * (decision 047).
 */
export const CARD_ASPECT = 4 / 3;
/**
 * Widths of the card cut: 480 a 330 px desktop column at 1.5x; 720 a phone's card (320 to 372 CSS px) at 1.75x
 * to 2x, or a desktop column at 2x (Chrome takes the narrowest width at or above the pixels it needs, so a 640
 * would send a 412 px phone at 1.75x, 651 pixels wide, to the 960); 960 a phone at 2.6x and up.
 */
export const CARD_IMAGE_WIDTHS = [480, 720, 960] as const;
/**
 * The card cut is AVIF, about 40% smaller than WebP at the same look: a card offers it as a `<picture>` source, and a
 * browser without AVIF takes the whole picture's WebP as before.
 */
export const CARD_IMAGE_MIME = 'image/avif';
/** Cut only when a tenth or more of the picture's height is off screen in a card: less saves too little. */
const CARD_CUT_AT_LEAST = 1.1;

export function cardImageVariantName(width: number): string {
  return `${CARD_IMAGE_VARIANT_PREFIX}${width}`;
}
export const CARD_IMAGE_VARIANT_PREFIX = 'card-';

/**
 * The whole picture in AVIF at the card widths, for a frame that shows all of it (a creative's work in its 4:5 or
 * square grid, a feed card): the same 40% or so fewer bytes as the card cut. On a phone the lead picture of a
 * creative's page is what the page waits for, and a 720 wide AVIF takes one round trip fewer than the 800 WebP it
 * replaces (issue 35 item 4). Only frames sized as cards offer it: a lightbox or an avatar keeps the WebP widths.
 */
export function avifImageVariantName(width: number): string {
  return `${AVIF_IMAGE_VARIANT_PREFIX}${width}`;
}
export const AVIF_IMAGE_VARIANT_PREFIX = 'avif-';

/** The card cut of a `width`x`height` picture (its whole width, 4:3 tall), or null when it is not worth one. */
export function cardCropOf(width: number, height: number): { width: number; height: number } | null {
  const cutHeight = cardHeightFor(width);
  if (height < cutHeight * CARD_CUT_AT_LEAST) return null;
  return { width, height: cutHeight };
}

/** A card cut's height at `width` (4:3, at least a pixel). */
export function cardHeightFor(width: number): number {
  return Math.max(1, Math.round(width / CARD_ASPECT));
}
export const AUDIO_PREVIEW_VARIANT = 'preview';

/**
 * The widths to derive from a picture `intrinsicWidth` wide: every `standard` width below it, and at least one.
 */
export function imageWidthsFor(intrinsicWidth: number, standard: readonly number[] = IMAGE_WIDTHS): number[] {
  const below = standard.filter((w) => w <= intrinsicWidth);
  if (below.length === standard.length) return [...below];
  // The original itself closes the list when it sits between two standard widths (or under the smallest).
  return [...below, Math.max(1, Math.round(intrinsicWidth))].filter((w, i, all) => all.indexOf(w) === i);
}

/** Where a preview clip of a track `durationSeconds` long starts and how long it runs. */
export function audioPreviewWindow(durationSeconds: number): { startSeconds: number; lengthSeconds: number } {
  const d = Math.max(0, durationSeconds);
  if (d <= AUDIO_PREVIEW_MAX_SECONDS) return { startSeconds: 0, lengthSeconds: d };
  // A third of the way in skips most intros without running into the end.
  const start = Math.min(Math.floor(d / 3), d - AUDIO_PREVIEW_MAX_SECONDS);
  return { startSeconds: start, lengthSeconds: AUDIO_PREVIEW_MAX_SECONDS };
}

/** Which second of a video becomes its poster frame: one second in, or a third of a very short clip. */
export function posterAtSeconds(durationSeconds: number): number {
  return durationSeconds >= 3 ? 1 : Math.max(0, durationSeconds / 3);
}

/**
 * Scales `width`x`height` to fit `maxHeight` (even numbers, as H.264 needs), never up: odd sizes round down
 * to even (rounding up would add a pixel the source does not have).
 */
export function fitWithin(width: number, height: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(1, maxHeight / height);
  const even = (n: number) => Math.max(2, Math.floor(n / 2) * 2);
  return { width: even(width * scale), height: even(height * scale) };
}

// ---------------------------------------------------------------------------------------------------------
// Messages.

export const MEDIA_NOT_READY_MESSAGE = 'This file is still processing. Try again in a moment.';
export const MEDIA_RETRY_NOT_FAILED_MESSAGE = 'Only a file whose processing failed can be retried.';

/** Why processing failed, by kind, when the file itself cannot be decoded: retrying the same file will not help. */
export const MEDIA_DECODE_FAILED_MESSAGES: Record<WorkMediaKind, string> = {
  image: "We couldn't read this image. Export it as JPEG or PNG and upload it again.",
  video: "We couldn't decode this video. Export it as MP4 (H.264) and upload it again.",
  audio: "We couldn't decode this audio. Export it as MP3 or WAV and upload it again.",
  pdf: "We couldn't open this PDF. Save it again as a standard PDF and upload it again.",
};
/** The uploaded original is no longer in storage. */
export const MEDIA_ORIGINAL_MISSING_MESSAGE = "We couldn't find the uploaded file. Please upload it again.";
/** Every try failed for a reason that was not the file's (storage, the machine): a retry may well work. */
export const MEDIA_PROCESSING_FAILED_MESSAGE = "We couldn't finish processing this file. Try again in a few minutes.";

// ---------------------------------------------------------------------------------------------------------
// Picking a picture.

/**
 * `sizes` of a work's picture in the card grids (explore, discover, a creator's work): one column on a phone
 * (the screen less the page's 20 px margins: said exactly, a 412 px phone at 1.75x takes the 640 px variant, not
 * the 800 px one), two from 640 px, 330 px columns on desktop. The server preloads a page's lead picture with the
 * same value, so the browser fetches the very variant the page then shows.
 */
export const WORK_CARD_SIZES = '(min-width: 1024px) 330px, (min-width: 640px) 50vw, calc(100vw - 40px)';

/** The picture a work leads with once it is ready (an image, a poster frame, a PDF page); none for audio. */
export function leadImages(media: Pick<WorkMedia, 'status' | 'kind' | 'images'>): readonly ImageVariant[] {
  return media.status === 'ready' && media.kind !== 'audio' ? media.images : [];
}

/** `srcset` for the picture's variants. */
export function srcSet(images: readonly ImageVariant[]): string {
  return images.map((i) => `${i.url} ${i.width}w`).join(', ');
}

/**
 * The smallest variant at least `cssWidth * dpr` wide (the widest when none is): a picture is never served at
 * more than about twice the pixels it is shown at.
 */
export function pickImage(images: readonly ImageVariant[], cssWidth: number, dpr = 1): ImageVariant | null {
  if (images.length === 0) return null;
  const need = cssWidth * dpr;
  const sorted = [...images].sort((a, b) => a.width - b.width);
  return sorted.find((i) => i.width >= need) ?? sorted[sorted.length - 1]!;
}

/** Whether a piece of work can be shown or played yet. */
export function isPlayable(media: Pick<WorkMedia, 'status' | 'kind' | 'playUrl' | 'images'>): boolean {
  if (media.status !== 'ready') return false;
  if (media.kind === 'audio' || media.kind === 'video') return media.playUrl !== null;
  return media.images.length > 0;
}

export type FrameShape = 'portrait' | 'square' | 'landscape';

/**
 * The one frame shape a grid of works uses, from the pictures' own proportions: the shape most of them have
 * (ties go to the wider one). A grid of 4:5 posters cropped to 4:3 would cut their titles in half.
 * Works without dimensions (audio, or still processing) do not vote; with no votes the grid is landscape.
 */
export function gridFrameShape(media: readonly Pick<WorkMedia, 'width' | 'height'>[]): FrameShape {
  const votes: Record<FrameShape, number> = { portrait: 0, square: 0, landscape: 0 };
  for (const m of media) {
    if (!m.width || !m.height) continue;
    const ratio = m.width / m.height;
    votes[ratio < 0.9 ? 'portrait' : ratio > 1.1 ? 'landscape' : 'square'] += 1;
  }
  if (votes.landscape >= votes.square && votes.landscape >= votes.portrait) return 'landscape';
  return votes.square >= votes.portrait ? 'square' : 'portrait';
}
