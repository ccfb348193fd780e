import type { Readable } from 'node:stream';
import { IMAGE_VARIANT_PREFIX } from '@pulse/domain/media';
import type { RawMedia } from '../creators/works.repository';
import type { MediaStorage } from '../media/media-storage';

/** One stored picture variant a preview can be drawn from; `hash` names its bytes (decision 021). */
export interface ArtSource {
  hash: string;
  storageKey: string;
}

/** The widest width a preview needs: the card's art panel is at most 600 px on its longer side. */
const WANTED_WIDTH = 640;

/**
 * The picture of a ready media file (an image, a video's poster, a PDF's first page) closest to what the card
 * draws: the smallest variant at least `WANTED_WIDTH` wide, else the widest there is. Audio has none.
 */
export function pictureOf(media: RawMedia | null | undefined): ArtSource | null {
  if (media?.file.status !== 'ready') return null;
  const images = media.variants
    .map((v) => ({
      name: String(v.name ?? ''),
      width: typeof v.width === 'number' ? v.width : null,
      hash: String(v.hash ?? ''),
      storageKey: String(v.storage_key ?? ''),
    }))
    .filter((v) => v.name.startsWith(IMAGE_VARIANT_PREFIX) && v.width !== null && v.hash !== '' && v.storageKey !== '')
    .sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
  const pick = images.find((v) => (v.width ?? 0) >= WANTED_WIDTH) ?? images.at(-1);
  return pick ? { hash: pick.hash, storageKey: pick.storageKey } : null;
}

/** A ready audio file's waveform peaks (0..1), for cards whose work is only heard. */
export function peaksOf(media: RawMedia | null | undefined): number[] | null {
  if (media?.file.status !== 'ready') return null;
  const peaks = media.file.peaks;
  return Array.isArray(peaks) && peaks.length > 0 ? (peaks as number[]) : null;
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The bytes of a picture variant, or null when storage lost it (the card then draws generated art). */
export async function readArt(storage: MediaStorage, art: ArtSource | null): Promise<Buffer | null> {
  if (!art) return null;
  try {
    return await collect(storage.read(art.storageKey));
  } catch {
    return null;
  }
}
