import { thumbHashToDataURL } from 'thumbhash';

const cache = new Map<string, string | null>();

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
    url = thumbHashToDataURL(bytes);
  } catch {
    url = null;
  }
  if (cache.size > 500) cache.clear();
  cache.set(hash, url);
  return url;
}
