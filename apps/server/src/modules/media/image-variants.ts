import {
  CARD_IMAGE_WIDTHS,
  cardCropOf,
  cardHeightFor,
  cardImageVariantName,
  IMAGE_VARIANT_MIME,
  imageVariantName,
  imageWidthsFor,
} from '@pulse/domain/media';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';

// One libvips thread per operation: the machine's cores are the web process's too (decision 021).
sharp.concurrency(1);
// Decoded pictures are not kept between jobs.
sharp.cache(false);

/** WebP quality: photos and artwork look right on a phone at about half the bytes of a JPEG (decision 021). */
const WEBP_QUALITY = 80;
/**
 * The wide variants (640 px and up) are seen scaled down, on desktop columns, or on 2x and 3x phone screens,
 * where a lower quality does not show: a fifth fewer bytes for a phone's lead picture (decision 046).
 */
const WIDE_WEBP_QUALITY = 72;
const WIDE_FROM = 640;

function webpQualityFor(width: number): number {
  return width >= WIDE_FROM ? WIDE_WEBP_QUALITY : WEBP_QUALITY;
}
/** Thumbhash works on at most 100x100 pixels. */
const PLACEHOLDER_MAX = 100;

export interface ImageVariantFile {
  name: string;
  mimeType: string;
  width: number;
  height: number;
  /** Where the encoded bytes were written. */
  path: string;
}

export interface ImageDerivation {
  /** After orientation: what a page reserves. */
  width: number;
  height: number;
  /** Thumbhash, base64. */
  placeholder: string;
  variants: ImageVariantFile[];
}

/** The picture's upright size: EXIF orientations 5-8 turn it a quarter. */
export async function uprightSize(input: string): Promise<{ width: number; height: number }> {
  const meta = await sharp(input).metadata();
  if (!meta.width || !meta.height) throw new Error('image without dimensions');
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/** A thumbhash of the upright picture from a version at most 100 px on its longer side. */
export async function thumbhashOf(input: string): Promise<string> {
  const { data, info } = await sharp(input)
    .rotate()
    .resize(PLACEHOLDER_MAX, PLACEHOLDER_MAX, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}

/**
 * The picture's variants: upright (`rotate()` applies EXIF orientation), WebP at `imageWidthsFor(width)`, and,
 * when the picture is taller than a card's frame, its centred 4:3 cut at the card widths (`cardCropOf`). Each is
 * written by `pathFor` (a fresh temp path each). sharp writes no metadata unless asked to, so EXIF (GPS, camera,
 * time), XMP and IPTC of the original never reach a variant.
 */
export async function deriveImageVariants(input: string, pathFor: () => Promise<string>): Promise<ImageDerivation> {
  const { width, height } = await uprightSize(input);
  const variants: ImageVariantFile[] = [];
  const encode = async (name: string, w: number, h: number | undefined) => {
    const path = await pathFor();
    // `cover` with both sides set cuts the middle, as `object-fit: cover` shows it.
    const info = await sharp(input)
      .rotate()
      .resize({ width: w, height: h, fit: 'cover', withoutEnlargement: true })
      .webp({ quality: webpQualityFor(w) })
      .toFile(path);
    variants.push({ name, mimeType: IMAGE_VARIANT_MIME, width: info.width, height: info.height, path });
  };
  for (const w of imageWidthsFor(width)) await encode(imageVariantName(w), w, undefined);
  const cut = cardCropOf(width, height);
  if (cut) {
    for (const w of imageWidthsFor(cut.width, CARD_IMAGE_WIDTHS))
      await encode(cardImageVariantName(w), w, cardHeightFor(w));
  }
  return { width, height, placeholder: await thumbhashOf(input), variants };
}
