import {
  AUDIO_PREVIEW_VARIANT,
  AVIF_IMAGE_VARIANT_PREFIX,
  CARD_IMAGE_VARIANT_PREFIX,
  IMAGE_VARIANT_PREFIX,
  VIDEO_RENDITION_VARIANT,
} from '@pulse/domain/media';
import type { WorkMedia } from '@pulse/domain/media-contracts';
import type { Db } from '../../db/client';
import type { mediaFiles, mediaVariants } from '../../db/schema/media';
import { createMediaRepository } from './media.repository';

export type MediaFileRow = typeof mediaFiles.$inferSelect;
export type MediaVariantRow = typeof mediaVariants.$inferSelect;

const EXTENSION_BY_MIME: Record<string, string> = {
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/jpeg': 'jpg',
  'video/mp4': 'mp4',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
};

/**
 * How much of a variant's content hash its URL carries: 64 bits tell a file's variants and versions apart, and a
 * page lists many pictures, each in several widths, in its markup and again in its data (the whole SHA-256 was a
 * fifth of `/explore`'s compressed HTML).
 */
export const URL_HASH_LENGTH = 16;

/** A variant's URL carries its content hash, so it can be cached for a year (decision 021). */
export function variantUrl(mediaId: string, variant: Pick<MediaVariantRow, 'hash' | 'mimeType'>): string {
  return `/api/media/${encodeURIComponent(mediaId)}/v/${variantFileName(variant)}`;
}

/** The last part of a variant's URL: its hash's first URL_HASH_LENGTH digits and its type's extension. */
function variantFileName(variant: Pick<MediaVariantRow, 'hash' | 'mimeType'>): string {
  return `${variant.hash.slice(0, URL_HASH_LENGTH)}.${variantExtension(variant.mimeType)}`;
}

export function variantExtension(mimeType: string): string {
  return EXTENSION_BY_MIME[mimeType] ?? 'bin';
}

export function originalUrl(mediaId: string): string {
  return `/api/media/${encodeURIComponent(mediaId)}`;
}

/** The one shape every API returns for a piece of work's media (@pulse/domain/media `WorkMedia`). */
export function toWorkMedia(row: MediaFileRow, variants: readonly MediaVariantRow[]): WorkMedia {
  const named = (prefix: string) =>
    variants
      .filter((v) => v.name.startsWith(prefix) && v.width !== null && v.height !== null)
      .sort((a, b) => (a.width ?? 0) - (b.width ?? 0))
      .map((v) => ({ url: variantUrl(row.id, v), width: v.width!, height: v.height!, mimeType: v.mimeType }));
  const playable =
    row.kind === 'video'
      ? variants.find((v) => v.name === VIDEO_RENDITION_VARIANT)
      : row.kind === 'audio'
        ? variants.find((v) => v.name === AUDIO_PREVIEW_VARIANT)
        : undefined;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    failureReason: row.failureReason,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    placeholder: row.placeholder,
    images: named(IMAGE_VARIANT_PREFIX),
    cardImages: named(CARD_IMAGE_VARIANT_PREFIX),
    avifImages: named(AVIF_IMAGE_VARIANT_PREFIX),
    playUrl: playable ? variantUrl(row.id, playable) : null,
    playMimeType: playable?.mimeType ?? null,
    fullUrl: originalUrl(row.id),
    peaks: row.peaks ?? null,
  };
}

/**
 * Reads the work media of many files in two queries, for any list that shows work (cards, profiles, feeds,
 * deals). Who may see a file is the caller's rule, as with the file itself (media.service findPlayable).
 */
export async function loadWorkMedia(db: Db, mediaIds: readonly string[]): Promise<Map<string, WorkMedia>> {
  const ids = [...new Set(mediaIds)];
  const out = new Map<string, WorkMedia>();
  if (ids.length === 0) return out;
  const [files, variants] = await createMediaRepository(db).filesWithVariants(ids);
  const byMedia = new Map<string, MediaVariantRow[]>();
  for (const v of variants) {
    const list = byMedia.get(v.mediaId);
    if (list) list.push(v);
    else byMedia.set(v.mediaId, [v]);
  }
  for (const f of files) out.set(f.id, toWorkMedia(f, byMedia.get(f.id) ?? []));
  return out;
}
