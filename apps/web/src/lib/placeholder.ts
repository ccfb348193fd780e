import { rgbaToDataURL, thumbHashToRGBA } from 'thumbhash';

/**
 * The longest side of a placeholder, in pixels. A thumbhash decodes to 32; its blur keeps no detail that 16 would
 * lose, and the picture is a quarter of the bytes (its PNG is stored uncompressed): a rendered page carries one per
 * card, and they were the largest part of `/explore`'s HTML.
 */
export const PLACEHOLDER_SIDE = 16;

const cache = new Map<string, string | null>();

interface Rgba {
  w: number;
  h: number;
  rgba: ArrayLike<number>;
}

/** `image` averaged down (box filter) so that its longest side is at most `side` pixels. */
export function shrink(image: Rgba, side: number): { w: number; h: number; rgba: Uint8Array } {
  const scale = Math.min(1, side / Math.max(image.w, image.h));
  const w = Math.max(1, Math.round(image.w * scale));
  const h = Math.max(1, Math.round(image.h * scale));
  const rgba = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    const top = Math.floor((y * image.h) / h);
    const bottom = Math.max(top + 1, Math.floor(((y + 1) * image.h) / h));
    for (let x = 0; x < w; x++) {
      const left = Math.floor((x * image.w) / w);
      const right = Math.max(left + 1, Math.floor(((x + 1) * image.w) / w));
      const count = (bottom - top) * (right - left);
      for (let channel = 0; channel < 4; channel++) {
        let sum = 0;
        for (let sy = top; sy < bottom; sy++) {
          for (let sx = left; sx < right; sx++) sum += image.rgba[(sy * image.w + sx) * 4 + channel] ?? 0;
        }
        rgba[(y * w + x) * 4 + channel] = Math.round(sum / count);
      }
    }
  }
  return { w, h, rgba };
}

/** A thumbhash (base64, as the API sends it) as a small data: URL to paint while a picture loads; null if unreadable. */
export function placeholderUrl(hash: string | null | undefined): string | null {
  if (!hash) return null;
  const hit = cache.get(hash);
  if (hit !== undefined) return hit;
  let url: string | null = null;
  try {
    const binary = atob(hash);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    const small = shrink(thumbHashToRGBA(bytes), PLACEHOLDER_SIDE);
    url = rgbaToDataURL(small.w, small.h, small.rgba);
  } catch {
    url = null;
  }
  if (cache.size > 500) cache.clear();
  cache.set(hash, url);
  return url;
}
