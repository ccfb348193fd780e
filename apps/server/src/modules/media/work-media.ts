import { AUDIO_PREVIEW_VARIANT, VIDEO_RENDITION_VARIANT } from '@pulse/domain/media';
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

/** A variant's URL carries its content hash, so it can be cached for a year (decision 021). */
export function variantUrl(mediaId: string, variant: Pick<MediaVariantRow, 'hash' | 'mimeType'>): string {
  const ext = EXTENSION_BY_MIME[variant.mimeType] ?? 'bin';
  return `/api/media/${encodeURIComponent(mediaId)}/v/${variant.hash}.${ext}`;
}

export function originalUrl(mediaId: string): string {
  return `/api/media/${encodeURIComponent(mediaId)}`;
}

/** The one shape every API returns for a piece of work's media (@pulse/domain/media `WorkMedia`). */
export function toWorkMedia(row: MediaFileRow, variants: readonly MediaVariantRow[]): WorkMedia {
  const images = variants
    .filter((v) => v.name.startsWith('image-') && v.width !== null && v.height !== null)
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
    images,
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
