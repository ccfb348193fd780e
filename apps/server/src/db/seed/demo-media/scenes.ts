import { cellToFit, drawText, textCells } from './letters';
import type { Palette } from './looks';
import { between, pick, type Random, seeded } from './random';
import { linear, radial } from './svg';

/**
 * Still scenes the demo clips are cut from (video.ts moves a camera over them): a stadium, a tunnel, a
 * crowd, a city at dawn or night, a record shelf, a turntable, a desk, a bowl of ramen... Flat shapes in
 * the creative's palette. Every painter returns SVG for a `w` x `h` canvas (larger than the frame, so the
 * camera has room to move).
 */

export type SceneKind =
  | 'stadium'
  | 'tunnel'
  | 'crowd'
  | 'jersey'
  | 'scoreboard'
  | 'city-dawn'
  | 'city-night'
  | 'market'
  | 'river-sunrise'
  | 'mural'
  | 'shelves'
  | 'vinyl'
  | 'desk'
  | 'ramen'
  | 'studio';

export interface SceneSpec {
  kind: SceneKind;
  /** Words the scene shows (a jersey number, a score, a shop sign). */
  text?: string;
}

export function paintScene(spec: SceneSpec, p: Palette, w: number, h: number, seed: string): string {
  const r = seeded(`${seed}-${spec.kind}`);
  const [a0, a1, a2] = p.accents;
  const body = PAINTERS[spec.kind]({ r, p, w, h, a0, a1, a2, text: spec.text ?? '' });
  const defs =
    linear('sky', [p.bg, a1], 'down') +
    linear('dawn', ['#2b2d5c', a0, a2], 'down') +
    linear('night', ['#05060f', '#1b1f45'], 'down') +
    linear('cone', ['#ffffffcc', '#ffffff00'], 'down') +
    radial('glow', '#ffffffee', '#ffffff00') +
    radial('warm', `${a2}ff`, `${a2}00`) +
    radial('sun', '#fff6d8', a2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

interface Ctx {
  r: Random;
  p: Palette;
  w: number;
  h: number;
  a0: string;
  a1: string;
  a2: string;
  text: string;
}

function centred(
  text: string,
  cx: number,
  y: number,
  cell: number,
  fill: string,
  style?: 'block' | 'modular' | 'dots',
): string {
  return drawText(text, { x: cx - (textCells(text) * cell) / 2, y, cell, fill, style });
}

/** Buildings along a skyline, with some windows lit. */
function skyline(c: Ctx, base: number, tall: number, fill: string, lit: string, litShare: number): string {
  const parts: string[] = [];
  let x = -20;
  while (x < c.w) {
    const bw = between(c.r, 70, 170);
    const bh = between(c.r, tall * 0.35, tall);
    parts.push(`<rect x="${x}" y="${base - bh}" width="${bw}" height="${bh + 2}" fill="${fill}"/>`);
    for (let wy = base - bh + 18; wy < base - 24; wy += 30) {
      for (let wx = x + 12; wx < x + bw - 20; wx += 26) {
        if (c.r() < litShare) parts.push(`<rect x="${wx}" y="${wy}" width="12" height="16" fill="${lit}"/>`);
      }
    }
    x += bw + between(c.r, 0, 14);
  }
  return parts.join('');
}

const PAINTERS: Record<SceneKind, (c: Ctx) => string> = {
  stadium: (c) => {
    const { w, h } = c;
    const parts = [`<rect width="${w}" height="${h}" fill="url(#night)"/>`];
    // Floodlight towers and their cones.
    for (const x of [w * 0.12, w * 0.88]) {
      parts.push(
        `<path d="M${x - 60} ${h * 0.08}L${x + 60} ${h * 0.08}L${x + 420} ${h * 0.95}L${x - 420} ${h * 0.95}z" fill="url(#cone)" opacity="0.18"/>`,
      );
      parts.push(
        `<rect x="${x - 70}" y="${h * 0.05}" width="140" height="46" rx="6" fill="#f8f8ff"/><rect x="${x - 4}" y="${h * 0.05}" width="8" height="${h * 0.4}" fill="#555"/>`,
      );
      parts.push(`<circle cx="${x}" cy="${h * 0.05 + 23}" r="150" fill="url(#glow)" opacity="0.7"/>`);
    }
    // Stands: rows of fans as dots in team colours.
    for (let row = 0; row < 9; row++) {
      const y = h * 0.3 + row * 16;
      for (let x = 8; x < w; x += 14)
        parts.push(
          `<circle cx="${x + (row % 2) * 7}" cy="${y}" r="5" fill="${pick(c.r, [c.a0, c.a1, '#e9e9f2', '#30344a'])}"/>`,
        );
    }
    // The field in perspective, with yard lines.
    const top = h * 0.47;
    parts.push(`<path d="M${w * 0.22} ${top}H${w * 0.78}L${w * 1.1} ${h}H${-w * 0.1}z" fill="#1f7a3a"/>`);
    for (let i = 0; i <= 10; i++) {
      const t = i / 10;
      parts.push(
        `<line x1="${w * 0.22 + w * 0.56 * t}" y1="${top}" x2="${-w * 0.1 + w * 1.2 * t}" y2="${h}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3"/>`,
      );
    }
    parts.push(
      `<ellipse cx="${w / 2}" cy="${h * 0.78}" rx="${w * 0.2}" ry="${h * 0.06}" fill="${c.a0}" opacity="0.8"/>`,
    );
    return parts.join('');
  },
  tunnel: (c) => {
    const { w, h } = c;
    const parts = [`<rect width="${w}" height="${h}" fill="#050507"/>`];
    for (let i = 0; i < 14; i++) {
      const s = 1 - i / 14;
      const rw = w * s;
      const rh = h * s;
      parts.push(
        `<rect x="${(w - rw) / 2}" y="${(h - rh) / 2 + i * 3}" width="${rw}" height="${rh}" fill="${i % 2 ? '#15161d' : '#1d1f29'}"/>`,
      );
      if (i % 3 === 0)
        parts.push(
          `<rect x="${(w - rw) / 2}" y="${(h - rh) / 2 + i * 3}" width="${rw}" height="6" fill="${c.a0}" opacity="0.7"/>`,
        );
    }
    parts.push(
      `<rect x="${w * 0.44}" y="${h * 0.4}" width="${w * 0.12}" height="${h * 0.26}" fill="#fffbe8"/><circle cx="${w / 2}" cy="${h * 0.53}" r="${h * 0.35}" fill="url(#glow)"/>`,
    );
    // A silhouette walking out.
    parts.push(
      `<g fill="#000"><circle cx="${w / 2}" cy="${h * 0.5}" r="${h * 0.03}"/><rect x="${w / 2 - h * 0.035}" y="${h * 0.53}" width="${h * 0.07}" height="${h * 0.12}" rx="${h * 0.02}"/></g>`,
    );
    return parts.join('');
  },
  crowd: (c) => {
    const { w, h } = c;
    const parts = [
      `<rect width="${w}" height="${h}" fill="${c.a1}"/><circle cx="${w / 2}" cy="${h * 0.2}" r="${h * 0.7}" fill="url(#glow)"/>`,
    ];
    for (let row = 0; row < 4; row++) {
      const y = h * (0.45 + row * 0.15);
      const shade = ['#3a3d52', '#25273a', '#15161f', '#07070b'][row];
      for (let x = -40; x < w + 40; x += between(c.r, 70, 110)) {
        const s = 1 + row * 0.35;
        if (c.r() < 0.35)
          parts.push(
            `<path d="M${x - 20 * s} ${y}L${x - 50 * s} ${y - 150 * s}" stroke="${shade}" stroke-width="${14 * s}" stroke-linecap="round"/>`,
          );
        parts.push(
          `<circle cx="${x}" cy="${y - 36 * s}" r="${24 * s}" fill="${shade}"/><rect x="${x - 46 * s}" y="${y - 10 * s}" width="${92 * s}" height="${h}" rx="${30 * s}" fill="${shade}"/>`,
        );
      }
    }
    for (let i = 0; i < 40; i++)
      parts.push(
        `<circle cx="${between(c.r, 0, w)}" cy="${between(c.r, h * 0.2, h * 0.6)}" r="${between(c.r, 2, 5)}" fill="#fffbe0"/>`,
      );
    return parts.join('');
  },
  jersey: (c) => {
    const { w, h } = c;
    const num = c.text || '23';
    const parts = [`<rect width="${w}" height="${h}" fill="${c.a1}"/>`];
    for (let x = 0; x < w; x += 60)
      parts.push(`<rect x="${x}" y="0" width="22" height="${h}" fill="#000" opacity="0.12"/>`);
    parts.push(
      `<path d="M${w * 0.1} ${h * 0.12}Q${w / 2} ${h * 0.32} ${w * 0.9} ${h * 0.12}" fill="none" stroke="${c.p.ink}" stroke-width="26"/>`,
    );
    const cell = Math.min(cellToFit(num, w * 0.55), h * 0.11);
    parts.push(centred(num, w / 2 + 12, h * 0.3 + 12, cell, '#000000'));
    parts.push(centred(num, w / 2, h * 0.3, cell, c.p.ink));
    return parts.join('');
  },
  scoreboard: (c) => {
    const { w, h } = c;
    const [left, right] = (c.text || 'HOME 24|AWAY 21').split('|');
    const parts = [
      `<rect width="${w}" height="${h}" fill="#050507"/><rect x="${w * 0.08}" y="${h * 0.12}" width="${w * 0.84}" height="${h * 0.76}" rx="18" fill="#111320" stroke="#2a2d40" stroke-width="8"/>`,
    ];
    const cell = Math.min(cellToFit(left!, w * 0.36), h * 0.07);
    parts.push(centred(left!, w * 0.3, h * 0.4, cell, c.a0, 'dots'));
    parts.push(centred(right ?? '', w * 0.7, h * 0.4, cell, '#ff4a3d', 'dots'));
    parts.push(centred('4TH 0.09', w / 2, h * 0.68, cell * 0.6, '#f5f5f5', 'dots'));
    return parts.join('');
  },
  'city-dawn': (c) => {
    const { w, h } = c;
    return [
      `<rect width="${w}" height="${h}" fill="url(#dawn)"/>`,
      `<circle cx="${w * between(c.r, 0.3, 0.7)}" cy="${h * 0.62}" r="${h * 0.16}" fill="url(#sun)"/>`,
      skyline(c, h * 0.78, h * 0.45, '#3b2a3a', '#ffd27a', 0.12),
      skyline(c, h * 0.86, h * 0.3, '#241a24', '#ffc65a', 0.2),
      `<rect y="${h * 0.86}" width="${w}" height="${h * 0.14}" fill="#1a1418"/>`,
      `<rect y="${h * 0.9}" width="${w}" height="6" fill="${c.a2}" opacity="0.6"/>`,
    ].join('');
  },
  'city-night': (c) => {
    const { w, h } = c;
    const parts = [`<rect width="${w}" height="${h}" fill="url(#night)"/>`];
    for (let i = 0; i < 70; i++)
      parts.push(
        `<circle cx="${between(c.r, 0, w)}" cy="${between(c.r, 0, h * 0.45)}" r="${between(c.r, 0.8, 2.2)}" fill="#ffffff" opacity="${between(c.r, 0.4, 1)}"/>`,
      );
    parts.push(
      `<circle cx="${w * 0.78}" cy="${h * 0.18}" r="${h * 0.07}" fill="#f3efe0"/><circle cx="${w * 0.78}" cy="${h * 0.18}" r="${h * 0.2}" fill="url(#glow)" opacity="0.35"/>`,
    );
    // A campus hall with columns and a clock tower.
    const base = h * 0.76;
    parts.push(
      `<rect x="${w * 0.25}" y="${base - h * 0.3}" width="${w * 0.5}" height="${h * 0.3}" fill="#151836"/><path d="M${w * 0.23} ${base - h * 0.3}L${w / 2} ${base - h * 0.42}L${w * 0.77} ${base - h * 0.3}z" fill="#1c2044"/>`,
    );
    parts.push(
      `<rect x="${w * 0.46}" y="${base - h * 0.62}" width="${w * 0.08}" height="${h * 0.22}" fill="#1c2044"/><circle cx="${w / 2}" cy="${base - h * 0.52}" r="${w * 0.025}" fill="${c.a2}"/>`,
    );
    for (let i = 0; i < 8; i++)
      parts.push(
        `<rect x="${w * 0.28 + i * w * 0.06}" y="${base - h * 0.26}" width="${w * 0.02}" height="${h * 0.26}" fill="#232858"/>`,
      );
    for (let i = 0; i < 7; i++)
      parts.push(
        `<rect x="${w * 0.29 + i * w * 0.065}" y="${base - h * 0.2}" width="${w * 0.025}" height="${h * 0.08}" fill="${c.a2}" opacity="${c.r() < 0.6 ? 0.9 : 0.15}"/>`,
      );
    parts.push(
      `<rect y="${base}" width="${w}" height="${h - base}" fill="#0a0c1c"/><path d="M${w * 0.42} ${h}L${w * 0.48} ${base}H${w * 0.52}L${w * 0.58} ${h}z" fill="#20244a"/>`,
    );
    // Lamp posts along the path, each with its pool of light.
    for (const x of [0.1, 0.3, 0.7, 0.9]) {
      parts.push(
        `<rect x="${w * x - 3}" y="${base - h * 0.2}" width="6" height="${h * 0.22}" fill="#05060d"/><circle cx="${w * x}" cy="${base - h * 0.2}" r="10" fill="#fff3c4"/><circle cx="${w * x}" cy="${base - h * 0.2}" r="${h * 0.12}" fill="url(#warm)" opacity="0.7"/>`,
      );
    }
    return parts.join('');
  },
  market: (c) => {
    const { w, h } = c;
    const parts = [
      `<rect width="${w}" height="${h}" fill="url(#night)"/>`,
      skyline(c, h * 0.55, h * 0.4, '#0d0f24', c.a0, 0.08),
    ];
    // Strings of lanterns.
    for (let s = 0; s < 3; s++) {
      const y0 = h * (0.12 + s * 0.09);
      parts.push(
        `<path d="M0 ${y0}Q${w / 2} ${y0 + h * 0.12} ${w} ${y0}" fill="none" stroke="#333" stroke-width="2"/>`,
      );
      for (let i = 0; i <= 16; i++) {
        const t = i / 16;
        const y = (1 - t) * (1 - t) * y0 + 2 * t * (1 - t) * (y0 + h * 0.12) + t * t * y0;
        const col = pick(c.r, [c.a0, c.a1, c.a2, '#ffb347']);
        parts.push(
          `<circle cx="${t * w}" cy="${y + 10}" r="26" fill="${col}" opacity="0.25"/><circle cx="${t * w}" cy="${y + 10}" r="9" fill="${col}"/>`,
        );
      }
    }
    // Stalls with striped awnings and glowing counters.
    const stalls = 5;
    for (let i = 0; i < stalls; i++) {
      const x = (i * w) / stalls + 10;
      const sw = w / stalls - 20;
      const col = [c.a0, c.a1, c.a2][i % 3]!;
      parts.push(
        `<rect x="${x}" y="${h * 0.55}" width="${sw}" height="${h * 0.45}" fill="#12132a"/><rect x="${x}" y="${h * 0.7}" width="${sw}" height="${h * 0.08}" fill="${col}" opacity="0.85"/>`,
      );
      for (let k = 0; k < 6; k++)
        parts.push(
          `<path d="M${x + (k * sw) / 6} ${h * 0.5}h${sw / 6}l-${sw / 12} ${h * 0.08}z" fill="${k % 2 ? col : '#f5f0ff'}"/>`,
        );
    }
    const sign = c.text || 'NIGHT MARKET';
    const cell = Math.min(cellToFit(sign, w * 0.5), 14);
    parts.push(
      `<rect x="${w / 2 - (textCells(sign) * cell) / 2 - 20}" y="${h * 0.36 - 16}" width="${textCells(sign) * cell + 40}" height="${cell * 5 + 32}" rx="10" fill="#000" opacity="0.6"/>`,
    );
    parts.push(centred(sign, w / 2, h * 0.36, cell, c.a0, 'dots'));
    // People passing in front.
    for (let i = 0; i < 9; i++) {
      const x = between(c.r, 0, w);
      const s = between(c.r, 0.9, 1.4);
      parts.push(
        `<g fill="#04040a"><circle cx="${x}" cy="${h * 0.74}" r="${18 * s}"/><rect x="${x - 28 * s}" y="${h * 0.74 + 18 * s}" width="${56 * s}" height="${h}" rx="${20 * s}"/></g>`,
      );
    }
    return parts.join('');
  },
  'river-sunrise': (c) => {
    const { w, h } = c;
    const horizon = h * 0.58;
    const parts = [
      `<rect width="${w}" height="${horizon}" fill="url(#dawn)"/>`,
      `<circle cx="${w * 0.5}" cy="${horizon}" r="${h * 0.14}" fill="url(#sun)"/>`,
    ];
    parts.push(
      `<path d="M0 ${horizon}L${w * 0.15} ${horizon - h * 0.12}L${w * 0.3} ${horizon - h * 0.05}L${w * 0.42} ${horizon - h * 0.1}L${w * 0.6} ${horizon}z" fill="#2b2233"/><path d="M${w * 0.55} ${horizon}L${w * 0.72} ${horizon - h * 0.14}L${w * 0.88} ${horizon - h * 0.06}L${w} ${horizon - h * 0.1}V${horizon}z" fill="#30263a"/>`,
    );
    parts.push(`<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="#1d2a44"/>`);
    for (let i = 0; i < 26; i++) {
      const y = horizon + 8 + i * ((h - horizon) / 26);
      const len = w * 0.2 * (1 - i / 40) * between(c.r, 0.5, 1);
      parts.push(
        `<rect x="${w / 2 - len / 2 + between(c.r, -30, 30)}" y="${y}" width="${len}" height="4" rx="2" fill="${c.a2}" opacity="${0.8 - i / 40}"/>`,
      );
    }
    for (let i = 0; i < 6; i++)
      parts.push(
        `<path d="M${between(c.r, 0, w)} ${between(c.r, h * 0.15, h * 0.35)}q10 -8 20 0q10 -8 20 0" fill="none" stroke="#1a1420" stroke-width="3"/>`,
      );
    return parts.join('');
  },
  mural: (c) => {
    const { w, h } = c;
    const parts = [`<rect width="${w}" height="${h}" fill="#c9b79a"/>`];
    const size = h * 0.2;
    const colours = [c.a0, c.a1, c.a2, c.p.ink, '#f4e9d4'];
    for (let y = h * 0.08; y < h * 0.72; y += size) {
      for (let x = w * 0.05; x < w * 0.95; x += size) {
        const fg = pick(c.r, colours);
        const bg = pick(c.r, colours);
        const turn = Math.floor(c.r() * 4) * 90;
        const shape =
          c.r() < 0.5
            ? `<path d="M0 0H${size}A${size} ${size} 0 0 1 0 ${size}z" fill="${fg}"/>`
            : `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.35}" fill="${fg}"/>`;
        parts.push(
          `<g transform="translate(${x} ${y}) rotate(${turn} ${size / 2} ${size / 2})"><rect width="${size}" height="${size}" fill="${bg}"/>${shape}</g>`,
        );
      }
    }
    parts.push(
      `<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#8b8378"/><rect y="${h * 0.78}" width="${w}" height="8" fill="#6a645b"/>`,
    );
    // A passer-by with a bike.
    const x = w * between(c.r, 0.55, 0.75);
    parts.push(
      `<g fill="none" stroke="#1b1714" stroke-width="8"><circle cx="${x - 80}" cy="${h * 0.86}" r="44"/><circle cx="${x + 80}" cy="${h * 0.86}" r="44"/><path d="M${x - 80} ${h * 0.86}L${x - 20} ${h * 0.76}H${x + 50}L${x + 80} ${h * 0.86}M${x - 20} ${h * 0.76}L${x} ${h * 0.86}"/></g>`,
    );
    parts.push(
      `<g fill="#1b1714"><circle cx="${x}" cy="${h * 0.5}" r="28"/><rect x="${x - 30}" y="${h * 0.54}" width="60" height="${h * 0.2}" rx="24"/></g>`,
    );
    return parts.join('');
  },
  shelves: (c) => {
    const { w, h } = c;
    const parts = [`<rect width="${w}" height="${h}" fill="#2a1d16"/>`];
    for (let row = 0; row < 4; row++) {
      const y = h * 0.06 + row * h * 0.23;
      let x = 10;
      while (x < w) {
        const sw = between(c.r, 8, 22);
        parts.push(
          `<rect x="${x}" y="${y}" width="${sw}" height="${h * 0.19}" fill="${pick(c.r, [c.a0, c.a1, c.a2, '#e9dcc3', '#1a1a1a', '#7a3b2e'])}"/>`,
        );
        x += sw + 2;
      }
      parts.push(`<rect y="${y + h * 0.19}" width="${w}" height="${h * 0.025}" fill="#140d09"/>`);
    }
    // Record sleeves faced out.
    for (let i = 0; i < 3; i++) {
      const x = w * (0.15 + i * 0.3);
      const s = h * 0.2;
      parts.push(
        `<rect x="${x}" y="${h * 0.29}" width="${s}" height="${s}" fill="${[c.a1, c.a0, c.a2][i]}"/><circle cx="${x + s / 2}" cy="${h * 0.29 + s / 2}" r="${s * 0.3}" fill="#111"/><circle cx="${x + s / 2}" cy="${h * 0.29 + s / 2}" r="${s * 0.1}" fill="${c.p.bg}"/>`,
      );
    }
    return parts.join('');
  },
  vinyl: (c) => {
    const { w, h } = c;
    const cx = w / 2;
    const cy = h / 2;
    const R = Math.min(w, h) * 0.42;
    // The backdrop is the spin's fill colour (video.ts), so the turning frame never shows a corner.
    const parts = [
      `<rect width="${w}" height="${h}" fill="${c.a1}"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${R * 1.06}" fill="#1a1411"/><circle cx="${cx}" cy="${cy}" r="${R}" fill="#0b0b0c"/>`,
    ];
    for (let k = R * 0.4; k < R; k += 7)
      parts.push(`<circle cx="${cx}" cy="${cy}" r="${k}" fill="none" stroke="#2a2a2e" stroke-width="1.5"/>`);
    // A shine across the grooves: it makes the spin visible.
    parts.push(
      `<path d="M${cx} ${cy}L${cx + R} ${cy - R * 0.3}A${R} ${R} 0 0 1 ${cx + R * 0.75} ${cy + R * 0.6}z" fill="#ffffff" opacity="0.07"/>`,
    );
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${R * 0.33}" fill="${c.a0}"/><path d="M${cx - R * 0.33} ${cy}A${R * 0.33} ${R * 0.33} 0 0 0 ${cx + R * 0.33} ${cy}z" fill="${c.a1}"/>`,
    );
    parts.push(centred(c.text || 'SIDE A', cx, cy - R * 0.16, R * 0.03, c.p.bg));
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${R * 0.03}" fill="#ddd"/>`);
    return parts.join('');
  },
  desk: (c) => {
    const { w, h } = c;
    const parts = [`<rect width="${w}" height="${h}" fill="#1b1d2e"/>`];
    // LED strip glow along the wall, a poster, a window at night.
    parts.push(
      `<rect y="${h * 0.08}" width="${w}" height="${h * 0.04}" fill="${c.a1}"/><rect y="0" width="${w}" height="${h * 0.3}" fill="${c.a1}" opacity="0.18"/>`,
    );
    parts.push(
      `<rect x="${w * 0.06}" y="${h * 0.18}" width="${w * 0.16}" height="${h * 0.28}" fill="${c.a0}"/><circle cx="${w * 0.14}" cy="${h * 0.3}" r="${w * 0.05}" fill="${c.a2}"/>`,
    );
    // Monitor with a timeline on screen.
    const mx = w * 0.32;
    const my = h * 0.2;
    const mw = w * 0.42;
    const mh = h * 0.34;
    parts.push(
      `<rect x="${mx}" y="${my}" width="${mw}" height="${mh}" rx="10" fill="#0b0c12"/><rect x="${mx + 10}" y="${my + 10}" width="${mw - 20}" height="${mh - 20}" fill="#20243a"/>`,
    );
    for (let i = 0; i < 5; i++)
      parts.push(
        `<rect x="${mx + 24 + between(c.r, 0, mw * 0.3)}" y="${my + mh * 0.55 + i * 14}" width="${between(c.r, mw * 0.2, mw * 0.5)}" height="9" rx="3" fill="${[c.a0, c.a1, c.a2][i % 3]}"/>`,
      );
    parts.push(
      `<rect x="${mx + 24}" y="${my + 24}" width="${mw * 0.5}" height="${mh * 0.38}" fill="${c.a2}"/><rect x="${mx + mw / 2 - 14}" y="${my + mh}" width="28" height="${h * 0.08}" fill="#0b0c12"/>`,
    );
    // Desk, keyboard, lamp, plant, mug.
    parts.push(
      `<rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="#c58a4a"/><rect y="${h * 0.62}" width="${w}" height="10" fill="#a8713a"/>`,
    );
    parts.push(`<rect x="${w * 0.36}" y="${h * 0.68}" width="${w * 0.3}" height="${h * 0.07}" rx="8" fill="#f2f2f2"/>`);
    parts.push(
      `<path d="M${w * 0.82} ${h * 0.62}V${h * 0.3}L${w * 0.9} ${h * 0.22}" fill="none" stroke="#111" stroke-width="8"/><path d="M${w * 0.86} ${h * 0.18}l${w * 0.08} ${h * 0.02}l-${w * 0.02} ${h * 0.08}z" fill="#111"/><circle cx="${w * 0.9}" cy="${h * 0.3}" r="${h * 0.14}" fill="url(#warm)"/>`,
    );
    parts.push(
      `<rect x="${w * 0.12}" y="${h * 0.52}" width="${w * 0.07}" height="${h * 0.1}" fill="${c.a0}"/><circle cx="${w * 0.14}" cy="${h * 0.47}" r="${h * 0.06}" fill="#2f8f4e"/><circle cx="${w * 0.18}" cy="${h * 0.45}" r="${h * 0.05}" fill="#3aa65c"/>`,
    );
    parts.push(
      `<rect x="${w * 0.72}" y="${h * 0.66}" width="${w * 0.05}" height="${h * 0.08}" rx="6" fill="${c.a1}"/>`,
    );
    return parts.join('');
  },
  ramen: (c) => {
    const { w, h } = c;
    const cx = w / 2;
    const cy = h / 2;
    const R = Math.min(w, h) * 0.4;
    const parts = [`<rect width="${w}" height="${h}" fill="${c.a1}"/>`];
    for (let x = 0; x < w; x += 80) parts.push(`<rect x="${x}" width="40" height="${h}" fill="#fff" opacity="0.08"/>`);
    parts.push(
      `<circle cx="${cx + 14}" cy="${cy + 18}" r="${R * 1.02}" fill="#000" opacity="0.25"/><circle cx="${cx}" cy="${cy}" r="${R}" fill="#f7f3ea"/><circle cx="${cx}" cy="${cy}" r="${R * 0.86}" fill="#d98b3a"/>`,
    );
    // Noodles as waves.
    for (let i = 0; i < 9; i++) {
      const y = cy - R * 0.5 + i * R * 0.1;
      parts.push(
        `<path d="M${cx - R * 0.6} ${y}q${R * 0.075} -14 ${R * 0.15} 0t${R * 0.15} 0t${R * 0.15} 0t${R * 0.15} 0t${R * 0.15} 0t${R * 0.15} 0t${R * 0.15} 0t${R * 0.15} 0" fill="none" stroke="#f5d77a" stroke-width="7" stroke-linecap="round"/>`,
      );
    }
    // Egg halves, nori, chashu, scallions.
    for (const [dx, dy] of [
      [0.35, -0.3],
      [0.45, 0.05],
    ] as const) {
      parts.push(
        `<ellipse cx="${cx + R * dx}" cy="${cy + R * dy}" rx="${R * 0.18}" ry="${R * 0.14}" fill="#fffdf5"/><circle cx="${cx + R * dx}" cy="${cy + R * dy}" r="${R * 0.08}" fill="#f29e1f"/>`,
      );
    }
    parts.push(
      `<rect x="${cx - R * 0.75}" y="${cy - R * 0.55}" width="${R * 0.22}" height="${R * 0.5}" fill="#1d3325" transform="rotate(-12 ${cx} ${cy})"/>`,
    );
    parts.push(
      `<circle cx="${cx - R * 0.25}" cy="${cy + R * 0.45}" r="${R * 0.2}" fill="#b5653a"/><circle cx="${cx - R * 0.25}" cy="${cy + R * 0.45}" r="${R * 0.12}" fill="#e6a77a"/>`,
    );
    for (let i = 0; i < 26; i++)
      parts.push(
        `<circle cx="${cx + between(c.r, -R * 0.6, R * 0.6)}" cy="${cy + between(c.r, -R * 0.6, R * 0.6)}" r="${between(c.r, 5, 9)}" fill="#5cb85c" stroke="#2f7d32" stroke-width="2"/>`,
      );
    parts.push(
      `<rect x="${cx + R * 0.7}" y="${cy - R * 1.1}" width="12" height="${R * 1.6}" rx="6" fill="#3b2a1a" transform="rotate(22 ${cx} ${cy})"/><rect x="${cx + R * 0.78}" y="${cy - R * 1.1}" width="12" height="${R * 1.6}" rx="6" fill="#3b2a1a" transform="rotate(26 ${cx} ${cy})"/>`,
    );
    return parts.join('');
  },
  studio: (c) => {
    const { w, h } = c;
    const parts = [`<rect width="${w}" height="${h}" fill="${c.p.bg}"/>`];
    // Window light falling across the room, a curtain, a microphone in a pool of warm light.
    parts.push(`<path d="M${w * 0.1} 0H${w * 0.4}L${w * 0.75} ${h}H${w * 0.3}z" fill="${c.a0}" opacity="0.22"/>`);
    parts.push(`<rect x="${w * 0.04}" y="0" width="${w * 0.1}" height="${h * 0.8}" fill="${c.a2}" opacity="0.6"/>`);
    parts.push(`<circle cx="${w * 0.6}" cy="${h * 0.45}" r="${h * 0.4}" fill="url(#warm)" opacity="0.6"/>`);
    const mx = w * 0.6;
    parts.push(
      `<rect x="${mx - 4}" y="${h * 0.45}" width="8" height="${h * 0.45}" fill="#0f0a10"/><path d="M${mx - 60} ${h * 0.92}H${mx + 60}" stroke="#0f0a10" stroke-width="10" stroke-linecap="round"/>`,
    );
    parts.push(
      `<rect x="${mx - 34}" y="${h * 0.18}" width="68" height="${h * 0.22}" rx="34" fill="#d9d4dd"/><rect x="${mx - 48}" y="${h * 0.3}" width="96" height="8" rx="4" fill="#0f0a10"/>`,
    );
    for (let k = 0; k < 6; k++)
      parts.push(`<rect x="${mx - 30}" y="${h * 0.2 + k * 12}" width="60" height="3" fill="#8b8591"/>`);
    parts.push(`<circle cx="${mx}" cy="${h * 0.31}" r="${h * 0.13}" fill="none" stroke="#0f0a10" stroke-width="8"/>`);
    // A pop filter and a record player's glow on the side.
    parts.push(
      `<rect x="${w * 0.78}" y="${h * 0.66}" width="${w * 0.18}" height="${h * 0.1}" rx="8" fill="#1a0e1c"/><circle cx="${w * 0.87}" cy="${h * 0.66}" r="${h * 0.07}" fill="#0b070c"/><circle cx="${w * 0.87}" cy="${h * 0.66}" r="${h * 0.025}" fill="${c.a1}"/>`,
    );
    return parts.join('');
  },
};
