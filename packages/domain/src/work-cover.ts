import { hashString } from './avatar';

/**
 * A locally drawn cover for one of a creative's recent works (DESIGN 1: no external image hosts), used as the
 * search card's portfolio images: the work's title on shapes and a gradient picked from the creative and the
 * title, so each work looks different and the same work always looks the same.
 */

const PALETTES: readonly [string, string, string][] = [
  ['#ff2d95', '#7c3aed', '#fde047'],
  ['#0ea5e9', '#1e1b4b', '#f472b6'],
  ['#f97316', '#831843', '#fef3c7'],
  ['#22c55e', '#064e3b', '#a5f3fc'],
  ['#a855f7', '#111827', '#f0abfc'],
  ['#eab308', '#7f1d1d', '#fff7ed'],
];

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The title cut into lines of at most `width` characters, at most `lines` lines (an ellipsis when cut). */
export function wrapTitle(title: string, width = 14, lines = 3): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line === '' ? word : `${line} ${word}`;
    if (next.length <= width || line === '') line = next.length > width ? `${next.slice(0, width - 1)}…` : next;
    else {
      out.push(line);
      line = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    }
  }
  if (line !== '') out.push(line);
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = `${(kept[lines - 1] ?? '').replace(/…$/, '').slice(0, width - 1)}…`;
    return kept;
  }
  return out;
}

export function workCoverSvg(title: string, seed: string): string {
  const h = hashString(`${seed}:${title}`);
  const [from, to, spot] = PALETTES[h % PALETTES.length]!;
  const angle = h % 360;
  const lines = wrapTitle(title);
  const text = lines
    .map(
      (l, i) =>
        `<text x="20" y="${200 - (lines.length - 1 - i) * 30}" font-family="system-ui,sans-serif" font-size="26" font-weight="700" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" role="img" aria-label="${escapeXml(title)}"><defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="240" height="240" fill="url(#g)"/><circle cx="${60 + (h % 140)}" cy="${40 + ((h >> 8) % 80)}" r="${28 + ((h >> 16) % 50)}" fill="${spot}" fill-opacity=".35"/><rect x="${(h >> 4) % 160}" y="${(h >> 12) % 60}" width="${60 + ((h >> 20) % 80)}" height="14" rx="7" fill="#fff" fill-opacity=".18" transform="rotate(${(h >> 6) % 40} 120 120)"/>${text}</svg>`;
}
