import { cellToFit, drawText, textCells } from './letters';
import type { Palette } from './looks';
import { between, pick, type Random, seeded } from './random';
import { dotPattern, linear, radial, renderSvg, stripePattern, svgDocument } from './svg';

/**
 * Designers' demo work (issue 17 item 3): posters, identity sheets and chrome merch art, drawn as shapes
 * and rendered to PNG. Which composition a piece gets follows the designer's look; the seed (the media id)
 * varies layout and shapes, so no two pieces are the same.
 */

export type ArtworkStyle = 'riso-poster' | 'identity' | 'specimen' | 'chrome';

export interface ArtworkSpec {
  seed: string;
  style: ArtworkStyle;
  palette: Palette;
  /** Big words, one a line (block letters). */
  words: string[];
  /** A small line: a date, a place, an edition. */
  caption: string;
  /** The identity's logo mark (identity sheets only). */
  mark?: 'cup' | 'orbit' | 'split';
}

export interface Picture {
  bytes: Buffer;
  width: number;
  height: number;
  mimeType: 'image/png' | 'image/jpeg';
}

export async function renderArtwork(spec: ArtworkSpec): Promise<Picture> {
  const random = seeded(spec.seed);
  const { width, height, svg, grain } =
    spec.style === 'riso-poster'
      ? risoPoster(spec, random)
      : spec.style === 'identity'
        ? identitySheet(spec, random)
        : spec.style === 'specimen'
          ? typeSpecimen(spec, random)
          : chromeDrop(spec, random);
  // JPEG: grain and halftone make PNGs of 1.5 MB; the original stays a few hundred KB.
  return { bytes: await renderSvg(svg, 'jpeg', grain), width, height, mimeType: 'image/jpeg' };
}

/** A gig poster printed in two or three riso inks: overprinted shapes, halftone, misregistered type. */
function risoPoster(spec: ArtworkSpec, random: Random) {
  const W = 1080;
  const H = 1350;
  const p = spec.palette;
  const [a, b, c] = p.accents;
  const m = 72;
  const shapes: string[] = [];
  // Big overprinted forms behind the type.
  const sunR = between(random, 260, 380);
  const sunX = between(random, 300, 780);
  const sunY = between(random, 380, 700);
  shapes.push(`<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${b}" style="mix-blend-mode:multiply"/>`);
  shapes.push(
    `<circle cx="${sunX + between(random, -120, 120)}" cy="${sunY + 60}" r="${sunR * 0.9}" fill="url(#dots)" style="mix-blend-mode:multiply"/>`,
  );
  const arcs = Math.floor(between(random, 3, 6));
  for (let i = 0; i < arcs; i++) {
    const r = 120 + i * 70;
    shapes.push(
      `<path d="M${W - m - 2 * r} ${H - 330}a${r} ${r} 0 0 1 ${2 * r} 0" fill="none" stroke="${c}" stroke-width="28" style="mix-blend-mode:multiply"/>`,
    );
  }
  shapes.push(
    `<rect x="${m}" y="${between(random, 120, 260)}" width="${between(random, 180, 320)}" height="${between(random, 500, 800)}" fill="url(#stripes)" style="mix-blend-mode:multiply"/>`,
  );
  // Type: stacked words filling the width, printed twice a few pixels apart (two drums, never aligned).
  const lines = spec.words;
  const type: string[] = [];
  const topFirst = random() < 0.5;
  let y = topFirst ? m + 10 : H - m - 190;
  const blocks = lines.map((word) => {
    const cell = Math.min(cellToFit(word, W - 2 * m), 52);
    return { word, cell, height: cell * 5 };
  });
  const total = blocks.reduce((s, l) => s + l.height + 26, -26);
  y = topFirst ? m + 10 : H - m - 150 - total;
  for (const l of blocks) {
    const x = m + (W - 2 * m - textCells(l.word) * l.cell) / 2;
    type.push(
      drawText(l.word, { x: x + 7, y: y + 5, cell: l.cell, fill: a }).replace(
        '/>',
        ' style="mix-blend-mode:multiply"/>',
      ),
    );
    type.push(
      drawText(l.word, { x, y, cell: l.cell, fill: p.ink }).replace('/>', ' style="mix-blend-mode:multiply"/>'),
    );
    y += l.height + 26;
  }
  const capCell = 9;
  const capY = topFirst ? H - m - 5 * capCell : m;
  type.push(drawText(spec.caption, { x: m, y: capY, cell: capCell, fill: p.ink, style: 'modular' }));
  type.push(
    `<rect x="${m}" y="${topFirst ? capY - 28 : capY + 5 * capCell + 20}" width="${W - 2 * m}" height="6" fill="${p.ink}"/>`,
  );
  const defs = dotPattern('dots', 18, 5, c) + stripePattern('stripes', 22, 9, a, between(random, 20, 70));
  const body = `<rect width="${W}" height="${H}" fill="${p.bg}"/>${shapes.join('')}${type.join('')}`;
  return { width: W, height: H, svg: svgDocument(W, H, body, defs), grain: 0.35 };
}

/** A brand identity board: the mark large, its lockups on light, dark and accent, the colours. */
function identitySheet(spec: ArtworkSpec, random: Random) {
  const S = 1200;
  const p = spec.palette;
  const [accent, , soft] = p.accents;
  const marks = { cup: cupMark, orbit: orbitMark, split: splitMark };
  const mark = spec.mark ? marks[spec.mark] : pick(random, Object.values(marks));
  const name = spec.words[0] ?? 'STUDIO';
  const parts: string[] = [`<rect width="${S}" height="${S}" fill="${p.bg}"/>`];
  // A 12-column grid, the way the identity was built.
  for (let i = 1; i < 12; i++)
    parts.push(`<rect x="${i * 100}" y="0" width="1" height="${S}" fill="${soft}" opacity="0.35"/>`);
  // Hero tile: the mark and the wordmark.
  parts.push(mark(300, 330, 170, p.ink, accent, p.bg));
  const cell = cellToFit(name, 520, 1);
  parts.push(drawText(name, { x: 560, y: 330 - (cell * 5) / 2, cell: Math.min(cell, 28), fill: p.ink }));
  const capCell = Math.min(5, cellToFit(spec.caption, 560, 2));
  parts.push(drawText(spec.caption, { x: 562, y: 420, cell: capCell, fill: p.ink, style: 'modular', tracking: 2 }));
  // Lockups: dark, accent, outline.
  const tiles = [
    { bg: p.ink, fg: p.bg, dot: accent },
    { bg: accent, fg: p.ink, dot: p.bg },
    { bg: soft, fg: p.ink, dot: accent },
  ];
  tiles.forEach((t, i) => {
    const x = 100 + i * 340;
    parts.push(`<rect x="${x}" y="640" width="320" height="320" rx="4" fill="${t.bg}"/>`);
    parts.push(mark(x + 160, 780, 80, t.fg, t.dot, t.bg));
    const small = Math.min(cellToFit(name, 220), 9);
    parts.push(drawText(name, { x: x + 160 - (textCells(name) * small) / 2, y: 900, cell: small, fill: t.fg }));
  });
  // Colour chips.
  [p.ink, accent, soft, p.bg].forEach((c, i) => {
    parts.push(`<circle cx="${130 + i * 90}" cy="1070" r="32" fill="${c}" stroke="${p.ink}" stroke-width="2"/>`);
  });
  parts.push(drawText('COLOUR', { x: 520, y: 1058, cell: 5, fill: p.ink, style: 'modular', tracking: 2 }));
  return { width: S, height: S, svg: svgDocument(S, S, parts.join('')), grain: 0.12 };
}

type Mark = (cx: number, cy: number, r: number, fg: string, accent: string, bg: string) => string;

/** A cup seen from above, a drop of accent: a coffee lab. */
const cupMark: Mark = (cx, cy, r, fg, accent, bg) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fg}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="${bg}"/>` +
  `<path d="M${cx - r * 0.62} ${cy}a${r * 0.62} ${r * 0.62} 0 0 0 ${r * 1.24} 0z" fill="${accent}"/>` +
  `<rect x="${cx + r * 0.92}" y="${cy - r * 0.22}" width="${r * 0.38}" height="${r * 0.44}" rx="${r * 0.18}" fill="${fg}"/>`;

/** A planet and its ring: a startup called Orbit. */
const orbitMark: Mark = (cx, cy, r, fg, accent) =>
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="${fg}"/>` +
  `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.32}" fill="none" stroke="${fg}" stroke-width="${r * 0.08}" transform="rotate(-24 ${cx} ${cy})"/>` +
  `<circle cx="${cx + r * 0.86}" cy="${cy - r * 0.42}" r="${r * 0.13}" fill="${accent}"/>`;

/** Two half-discs offset: a split monogram. */
const splitMark: Mark = (cx, cy, r, fg, accent) =>
  `<path d="M${cx} ${cy - r}a${r} ${r} 0 0 0 0 ${2 * r}z" fill="${fg}"/>` +
  `<path d="M${cx + r * 0.15} ${cy - r * 0.7}a${r * 0.7} ${r * 0.7} 0 0 1 0 ${1.4 * r}z" fill="${accent}"/>`;

/** A type specimen of the block face: the alphabet, a big pair, sizes. */
function typeSpecimen(spec: ArtworkSpec, random: Random) {
  const S = 1200;
  const p = spec.palette;
  const [accent, , soft] = p.accents;
  const parts: string[] = [`<rect width="${S}" height="${S}" fill="${p.bg}"/>`];
  const big = spec.words[0]?.slice(0, 2) ?? 'AA';
  parts.push(`<rect x="80" y="80" width="560" height="560" fill="${p.ink}"/>`);
  parts.push(drawText(big, { x: 130, y: 220, cell: 42, fill: p.bg, tracking: 1 }));
  parts.push(`<circle cx="${between(random, 560, 600)}" cy="560" r="26" fill="${accent}"/>`);
  const rows = ['ABCDEFGHI', 'JKLMNOPQR', 'STUVWXYZ', '0123456789'];
  rows.forEach((row, i) => {
    parts.push(drawText(row, { x: 690, y: 100 + i * 70, cell: 8, fill: p.ink, style: i === 3 ? 'modular' : 'block' }));
  });
  // A size waterfall: the face holds up from display to caption sizes.
  const line = spec.words.join(' ');
  let wy = 700;
  [20, 12, 7, 4].forEach((size, i) => {
    const cell = Math.min(size, cellToFit(line, 1040));
    parts.push(drawText(line, { x: 80, y: wy, cell, fill: i === 1 ? accent : p.ink }));
    wy += cell * 5 + 34;
  });
  parts.push(`<rect x="80" y="1110" width="1040" height="2" fill="${soft}"/>`);
  parts.push(drawText(spec.caption, { x: 80, y: 1130, cell: 5, fill: p.ink, style: 'modular', tracking: 2 }));
  return { width: S, height: S, svg: svgDocument(S, S, parts.join('')), grain: 0.12 };
}

/** Chrome lettering melting into drips over a perspective floor: merch and AR drop art. */
function chromeDrop(spec: ArtworkSpec, random: Random) {
  const W = 1080;
  const H = 1350;
  const p = spec.palette;
  const [glow, pink, steel] = p.accents;
  const parts: string[] = [
    `<rect width="${W}" height="${H}" fill="${p.bg}"/>`,
    `<rect width="${W}" height="${H}" fill="url(#glow)"/>`,
  ];
  // Floor grid in perspective.
  const horizon = 900;
  for (let i = -12; i <= 12; i++) {
    parts.push(
      `<line x1="${W / 2 + i * 30}" y1="${horizon}" x2="${W / 2 + i * 260}" y2="${H}" stroke="${glow}" stroke-opacity="0.35" stroke-width="2"/>`,
    );
  }
  for (let k = 1; k < 9; k++) {
    const y = horizon + (H - horizon) * (k / 8) ** 1.8;
    parts.push(`<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="${glow}" stroke-opacity="0.3" stroke-width="2"/>`);
  }
  // Floating orbs with a chrome shading.
  const orbs = Math.floor(between(random, 3, 5));
  for (let i = 0; i < orbs; i++) {
    const r = between(random, 30, 110);
    // Above or below the lettering, never across it: the words stay legible.
    const cy = random() < 0.4 ? between(random, 60, 200) : between(random, 760, 880);
    parts.push(`<circle cx="${between(random, 80, W - 80)}" cy="${cy}" r="${r}" fill="url(#orb)"/>`);
  }
  // The words, chrome-filled, with drips hanging from random cells of the last line.
  let y = 260;
  spec.words.forEach((word, li) => {
    const cell = Math.min(cellToFit(word, W - 160), 46);
    const x = (W - textCells(word) * cell) / 2;
    parts.push(drawText(word, { x: x + 6, y: y + 8, cell, fill: pink, style: 'block' }));
    parts.push(drawText(word, { x, y, cell, fill: 'url(#chrome)', style: 'block' }));
    if (li === spec.words.length - 1) {
      const drips = Math.floor(between(random, 5, 9));
      for (let d = 0; d < drips; d++) {
        const dx = x + Math.floor(random() * textCells(word)) * cell;
        const len = between(random, 60, 260);
        parts.push(
          `<rect x="${dx + cell * 0.2}" y="${y + cell * 4.6}" width="${cell * 0.6}" height="${len}" rx="${cell * 0.3}" fill="url(#chromeV)"/>`,
        );
      }
    }
    y += cell * 5 + 30;
  });
  parts.push(drawText(spec.caption, { x: 80, y: H - 90, cell: 8, fill: steel, style: 'dots' }));
  const defs =
    radial('glow', `${pink}55`, `${p.bg}00`, 0.5, 0.35, 0.6) +
    `<radialGradient id="orb" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="0.35" stop-color="${steel}"/><stop offset="0.7" stop-color="#2b3340"/><stop offset="1" stop-color="${glow}"/></radialGradient>` +
    linear('chrome', ['#ffffff', steel, '#3a4250', '#f4f8ff', glow], 'down') +
    linear('chromeV', ['#f4f8ff', steel, '#3a4250'], 'right');
  return { width: W, height: H, svg: svgDocument(W, H, parts.join(''), defs), grain: 0.15 };
}
