import sharp from 'sharp';
import { seeded } from './random';

/**
 * SVG to picture bytes with sharp (librsvg inside): the demo artwork is written as SVG shapes and rendered
 * at seed time, so the repository carries code, not images. `grain` (0..1) lays a tiled noise over the
 * picture in soft light: printed work is never perfectly flat. (An SVG feTurbulence filter looks the same
 * but costs half a second a picture.)
 */
export async function renderSvg(svg: string, format: 'png' | 'jpeg', grain = 0): Promise<Buffer> {
  let image = sharp(Buffer.from(svg));
  if (grain > 0) image = image.composite([{ input: await grainTile(grain), tile: true, blend: 'soft-light' }]);
  return format === 'png' ? image.png({ compressionLevel: 9 }).toBuffer() : image.jpeg({ quality: 86 }).toBuffer();
}

const tiles = new Map<number, Promise<Buffer>>();

/** A 256 px grey noise tile around mid-grey (no change in soft light), made once per strength. */
function grainTile(strength: number): Promise<Buffer> {
  let tile = tiles.get(strength);
  if (!tile) {
    const random = seeded(`grain-${strength}`);
    const size = 256;
    const px = Buffer.alloc(size * size);
    for (let i = 0; i < px.length; i++) px[i] = Math.round(128 + (random() * 2 - 1) * 127 * strength);
    tile = sharp(px, { raw: { width: size, height: size, channels: 1 } })
      .png()
      .toBuffer();
    tiles.set(strength, tile);
  }
  return tile;
}

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function linear(id: string, stops: readonly string[], angle: 'down' | 'right' | 'diagonal' = 'down'): string {
  const [x2, y2] = angle === 'down' ? [0, 1] : angle === 'right' ? [1, 0] : [1, 1];
  const s = stops.map((c, i) => `<stop offset="${i / Math.max(1, stops.length - 1)}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id: string, inner: string, outer: string, cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;
}

/** Halftone dots filling a shape: the riso and print look. */
export function dotPattern(id: string, spacing: number, radius: number, fill: string): string {
  return `<pattern id="${id}" width="${spacing}" height="${spacing}" patternUnits="userSpaceOnUse" patternTransform="rotate(20)"><circle cx="${spacing / 2}" cy="${spacing / 2}" r="${radius}" fill="${fill}"/></pattern>`;
}

export function stripePattern(id: string, spacing: number, width: number, fill: string, angle = 45): string {
  return `<pattern id="${id}" width="${spacing}" height="${spacing}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="${width}" height="${spacing}" fill="${fill}"/></pattern>`;
}
