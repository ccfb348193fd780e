import {
  avifImageVariantName,
  CARD_IMAGE_MIME,
  CARD_IMAGE_WIDTHS,
  cardCropOf,
  cardHeightFor,
  cardImageVariantName,
  IMAGE_VARIANT_MIME,
  imageVariantName,
  imageWidthsFor,
  MAX_PICTURE_PIXELS,
} from '@pulse/domain/media';
import sharp, { type SharpOptions } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';

// One libvips thread per operation: the machine's cores are the web process's too (decision 021).
sharp.concurrency(1);
// Decoded pictures are not kept between jobs.
sharp.cache(false);

/**
 * How every picture from a stranger is opened (decision 059): a picture over MAX_PICTURE_PIXELS is refused from
 * its header, before a pixel is decoded (sharp's own default, 268 MP, lets a 33 KB PNG decode to 268 MB);
 * decoding streams top to bottom where it can; a warning from the decoder (a truncated or corrupt file) fails it.
 */
export const PICTURE_INPUT: SharpOptions = {
  limitInputPixels: MAX_PICTURE_PIXELS,
  sequentialRead: true,
  failOn: 'warning',
};

/**
 * The picture's size from its header alone (nothing is decoded, whatever the size), or null when the header
 * cannot be read. The upload refuses a picture over MAX_PICTURE_PIXELS with it.
 */
export async function pictureHeaderSize(input: string): Promise<{ width: number; height: number } | null> {
  try {
    const meta = await sharp(input, { ...PICTURE_INPUT, limitInputPixels: false }).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
  } catch {
    return null;
  }
}

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
/**
 * The card cut's AVIF: quality 50 looks like the WebP at 72 to 80 at about 60% of its bytes; effort 1 encodes a
 * 720 px cut in about 0.1 s here, and higher efforts saved under 1% more (decision 047).
 */
const AVIF_QUALITY = 50;
const AVIF_EFFORT = 1;
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
  const meta = await sharp(input, PICTURE_INPUT).metadata();
  if (!meta.width || !meta.height) throw new Error('image without dimensions');
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/** A thumbhash of the upright picture from a version at most 100 px on its longer side. */
export async function thumbhashOf(input: string): Promise<string> {
  const { data, info } = await sharp(input, PICTURE_INPUT)
    .rotate()
    .resize(PLACEHOLDER_MAX, PLACEHOLDER_MAX, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}

/**
 * The picture's variants: upright (`rotate()` applies EXIF orientation), WebP at `imageWidthsFor(width)`, AVIF at
 * the card widths, and, when the picture is taller than a card's frame, its centred 4:3 cut at the card widths in
 * AVIF (`cardCropOf`).
 * Each is written by `pathFor` (a fresh temp path each). sharp writes no metadata unless asked to, so EXIF (GPS,
 * camera, time), XMP and IPTC of the original never reach a variant.
 */
export async function deriveImageVariants(input: string, pathFor: () => Promise<string>): Promise<ImageDerivation> {
  const { width, height } = await uprightSize(input);
  const variants: ImageVariantFile[] = [];
  // `cover` with both sides set cuts the middle, as `object-fit: cover` shows it.
  const encode = async (name: string, w: number, h: number | undefined, mimeType: string) => {
    const path = await pathFor();
    const resized = sharp(input, PICTURE_INPUT)
      .rotate()
      .resize({ width: w, height: h, fit: 'cover', withoutEnlargement: true });
    const encoded =
      mimeType === CARD_IMAGE_MIME
        ? resized.avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT })
        : resized.webp({ quality: webpQualityFor(w) });
    const info = await encoded.toFile(path);
    variants.push({ name, mimeType, width: info.width, height: info.height, path });
  };
  for (const w of imageWidthsFor(width)) await encode(imageVariantName(w), w, undefined, IMAGE_VARIANT_MIME);
  for (const w of imageWidthsFor(width, CARD_IMAGE_WIDTHS)) {
    await encode(avifImageVariantName(w), w, undefined, CARD_IMAGE_MIME);
  }
  const cut = cardCropOf(width, height);
  for (const w of cut ? imageWidthsFor(cut.width, CARD_IMAGE_WIDTHS) : []) {
    await encode(cardImageVariantName(w), w, cardHeightFor(w), CARD_IMAGE_MIME);
  }
  return { width, height, placeholder: await thumbhashOf(input), variants };
}
