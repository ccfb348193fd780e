import { z } from 'zod';
import { MEDIA_STATUSES, WORK_MEDIA_KINDS } from './media';

/**
 * The API's shapes of a creative's work (issue 17, decision 021): the one `WorkMedia` every API returns wherever
 * a work appears. Schemas live apart from the rules in `media.ts`, so a screen that only needs a rule or a
 * constant does not load zod (decision 043).
 */

export const MediaStatus = z.enum(MEDIA_STATUSES);
export type MediaStatus = z.infer<typeof MediaStatus>;

export const WorkMediaKind = z.enum(WORK_MEDIA_KINDS);
export type WorkMediaKind = z.infer<typeof WorkMediaKind>;

export const ImageVariant = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  mimeType: z.string(),
});
export type ImageVariant = z.infer<typeof ImageVariant>;

/**
 * One piece of work's media, wherever it is shown. `images` is the picture (the image itself, a video's poster
 * frame, a PDF's first page; empty for audio, which shows its waveform), widest last. `playUrl` is what a
 * player plays (a video's rendition, an audio preview clip); `fullUrl` the whole file for the player's
 * "full length" and downloads.
 */
export const WorkMedia = z.object({
  id: z.string(),
  kind: WorkMediaKind,
  status: MediaStatus,
  /** Why processing failed, in words a person can act on; null otherwise. */
  failureReason: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationSeconds: z.number().int().nullable(),
  /** A thumbhash (base64) painted while the picture loads. */
  placeholder: z.string().nullable(),
  images: z.array(ImageVariant),
  /**
   * The picture cut to a card's 4:3 frame (centred), widest last, for frames that wide or wider; empty when the
   * picture is not much taller than that (or was processed before cuts were made): `images` then serve.
   */
  cardImages: z.array(ImageVariant),
  /** The whole picture in AVIF at the card widths, widest last (empty when processed before they were made). */
  avifImages: z.array(ImageVariant),
  playUrl: z.string().nullable(),
  playMimeType: z.string().nullable(),
  fullUrl: z.string(),
  peaks: z.array(z.number()).nullable(),
});
export type WorkMedia = z.infer<typeof WorkMedia>;

/** A creative's piece of work with its media: a snippet, a track, a portfolio item. */
export const Work = z.object({
  id: z.string(),
  title: z.string(),
  tags: z.array(z.string()),
  media: WorkMedia,
});
export type Work = z.infer<typeof Work>;

/** GET /api/media/:id/status: what the upload wizard polls while the job runs. */
export const MediaStatusResponse = z.object({ media: WorkMedia });
export type MediaStatusResponse = z.infer<typeof MediaStatusResponse>;
