/** Locally generated avatars (DESIGN 1: no external image hosts): initials on a gradient picked from the seed. */

/** The gradient pairs of generated art, shared by avatars and share cards so a creative keeps one colour. */
export const PALETTES: readonly [string, string][] = [
  ['#ff2d95', '#7c3aed'],
  ['#f97316', '#db2777'],
  ['#22c55e', '#0ea5e9'],
  ['#6366f1', '#ec4899'],
  ['#eab308', '#ef4444'],
  ['#14b8a6', '#8b5cf6'],
  ['#0ea5e9', '#22d3ee'],
  ['#a855f7', '#f43f5e'],
];

export function hashString(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** The gradient a seed gets, the same wherever it is drawn. */
export function paletteFor(seed: string): readonly [string, string] {
  return PALETTES[hashString(seed) % PALETTES.length]!;
}

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0], words[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function avatarSvg(name: string, seed: string = name): string {
  const h = hashString(seed);
  const [from, to] = paletteFor(seed);
  const angle = h % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(name)}"><defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="160" height="160" fill="url(#g)"/><circle cx="${40 + (h % 80)}" cy="${30 + ((h >> 8) % 90)}" r="${30 + ((h >> 16) % 40)}" fill="#fff" fill-opacity=".12"/><text x="80" y="80" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="60" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text></svg>`;
}

/** The avatar endpoint's query: the narrowest picture it may answer with, in device pixels. */
export const AVATAR_WIDTH_PARAM = 'w';
/** Without `w`: the creator page's header, about 150 CSS px on a 2x screen. */
export const AVATAR_DEFAULT_WIDTH = 300;
const AVATAR_ENDPOINT = /^\/api\/creators\/[^/?#]+\/avatar$/;

/**
 * The `src` and `srcSet` of an avatar shown `cssSize` pixels wide: each screen density asks the avatar endpoint
 * for a picture just wide enough, so a 48 px avatar in a card is not the header's 320 px picture. Other URLs
 * (generated art, a participant without an account's picture) are left as they are.
 */
export function avatarSources(url: string, cssSize: number): { src: string; srcSet?: string } {
  if (!AVATAR_ENDPOINT.test(url)) return { src: url };
  const at = (density: number) => `${url}?${AVATAR_WIDTH_PARAM}=${Math.ceil(cssSize * density)}`;
  return { src: at(2), srcSet: `${at(1)} 1x, ${at(2)} 2x, ${at(3)} 3x` };
}
