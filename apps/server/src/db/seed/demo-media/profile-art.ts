import type { Picture } from './artwork';
import { drawText, textCells } from './letters';
import type { Palette } from './looks';
import { between, pick, type Random, seeded } from './random';
import { dotPattern, linear, radial, renderSvg, stripePattern, svgDocument } from './svg';

/**
 * Faces and banners of the demo creatives (issue 17 item 3): an avatar that is art, not initials, and a
 * profile cover in their signature pattern. Circles reuse the covers with their own palette.
 */

export type Signature = 'waveform' | 'filmstrip' | 'tiles';

/**
 * A head-and-shoulders portrait in flat shapes, dressed from the creative's `look` line ("Kente bucket hat",
 * "round glasses"...), so each avatar reads as that person without pretending to be a photo.
 */
export async function renderAvatar(seed: string, palette: Palette, look: string, role: string): Promise<Picture> {
  const S = 512;
  const random = seeded(seed);
  const p = palette;
  const [a0, a1, a2] = p.accents;
  const has = (word: string) => look.toLowerCase().includes(word);
  // The face in an accent that stands off the ink (a black face would swallow glasses and eyes).
  const face = Math.abs(luminance(a1) - luminance(p.ink)) > 0.3 ? a1 : a2;
  const hair = has('bleached') ? '#f3eee2' : p.dark ? '#121018' : p.ink;
  const top = has('jersey') ? a0 : has('denim') ? '#3d5a80' : has('all black') ? '#0d0d10' : has('satin') ? a2 : a0;
  const parts: string[] = [`<rect width="${S}" height="${S}" fill="${p.bg}"/>`];
  // A halo behind the head: a ring light, a record, or a sun in the signature pattern.
  const halo = has('ring light')
    ? `<circle cx="256" cy="220" r="170" fill="none" stroke="${p.ink}" stroke-opacity="0.9" stroke-width="22"/>`
    : `<circle cx="256" cy="230" r="${between(random, 175, 205)}" fill="url(#halo)"/>`;
  parts.push(halo);
  if (has('hoodie')) parts.push(`<ellipse cx="256" cy="250" rx="150" ry="165" fill="${top}"/>`);
  // Hair behind the head.
  const style = has('bleached')
    ? 'spikes'
    : has('head wrap') || has('cap') || has('bucket hat')
      ? 'short'
      : pick(random, ['bob', 'afro', 'bun', 'short']);
  if (style === 'bob') parts.push(`<rect x="146" y="110" width="220" height="230" rx="100" fill="${hair}"/>`);
  if (style === 'afro') parts.push(`<circle cx="256" cy="200" r="138" fill="${hair}"/>`);
  if (style === 'bun') parts.push(`<circle cx="256" cy="92" r="46" fill="${hair}"/>`);
  // Shoulders and neck.
  parts.push(
    `<rect x="226" y="280" width="60" height="110" fill="${face}"/><rect x="226" y="280" width="30" height="110" fill="#000" opacity="0.18"/>`,
  );
  parts.push(`<rect x="86" y="372" width="340" height="220" rx="150" fill="${top}"/>`);
  if (has('knit')) parts.push(`<rect x="86" y="372" width="340" height="220" rx="150" fill="url(#knit)"/>`);
  if (has('jersey')) parts.push(drawText('23', { x: 256 - (textCells('23') * 11) / 2, y: 420, cell: 11, fill: p.bg }));
  if (has('pins')) {
    for (let i = 0; i < 6; i++)
      parts.push(
        `<circle cx="${between(random, 130, 380)}" cy="${between(random, 420, 500)}" r="${between(random, 7, 13)}" fill="${pick(random, p.accents)}"/>`,
      );
  }
  // The head, lit from one side.
  parts.push(`<ellipse cx="256" cy="210" rx="96" ry="116" fill="${face}"/>`);
  parts.push(`<path d="M256 94a96 116 0 0 0 0 232z" fill="#000" opacity="0.16"/>`);
  if (style === 'short' || style === 'bob' || style === 'afro' || style === 'bun') {
    parts.push(`<path d="M160 200a96 106 0 0 1 192 0c-40 -30 -140 -36 -192 0z" fill="${hair}"/>`);
  }
  if (style === 'spikes') {
    const spikes = Array.from(
      { length: 7 },
      (_, i) => `L${170 + i * 28} ${between(random, 58, 84)}L${184 + i * 28} 120`,
    ).join('');
    parts.push(`<path d="M160 190L164 120${spikes}L352 190C320 150 200 150 160 190z" fill="${hair}"/>`);
  }
  // Minimal features: two eyes and a mouth line, so the face has a gaze without a likeness.
  parts.push(
    `<circle cx="222" cy="214" r="8" fill="${p.dark ? '#121018' : p.ink}"/><circle cx="290" cy="214" r="8" fill="${p.dark ? '#121018' : p.ink}"/>`,
  );
  parts.push(
    `<path d="M232 268q24 16 48 0" fill="none" stroke="${p.dark ? '#121018' : p.ink}" stroke-width="6" stroke-linecap="round"/>`,
  );
  // What they wear on their head and face.
  if (has('head wrap')) {
    parts.push(
      `<path d="M158 190C150 70 362 70 354 190C330 150 182 150 158 190z" fill="${a2}"/><ellipse cx="256" cy="92" rx="84" ry="58" fill="${a2}"/><ellipse cx="256" cy="92" rx="84" ry="58" fill="url(#wrap)"/>`,
    );
  }
  if (has('bucket hat')) {
    parts.push(
      `<path d="M170 150Q176 70 256 70Q336 70 342 150z" fill="${a0}"/><path d="M170 150Q176 70 256 70Q336 70 342 150z" fill="url(#kente)"/><rect x="130" y="140" width="252" height="28" rx="14" fill="${a0}"/>`,
    );
  }
  if (has('cap')) {
    parts.push(
      `<path d="M162 160a94 80 0 0 1 188 0z" fill="${a0}"/><rect x="130" y="148" width="70" height="20" rx="10" fill="${a0}"/>`,
    );
  }
  if (has('glasses')) {
    parts.push(
      `<g fill="none" stroke="${p.ink}" stroke-width="7"><circle cx="222" cy="214" r="30"/><circle cx="290" cy="214" r="30"/><path d="M252 214h8"/></g>`,
    );
  }
  if (has('hoops')) {
    parts.push(
      `<g fill="none" stroke="${a0}" stroke-width="7"><circle cx="160" cy="262" r="22"/><circle cx="352" cy="262" r="22"/></g>`,
    );
  }
  if (has('headphones') || role === 'producer') {
    const y = has('around the neck') ? 330 : 210;
    const band = has('around the neck')
      ? `<path d="M176 ${y}q80 70 160 0" fill="none" stroke="${a0}" stroke-width="16" stroke-linecap="round"/>`
      : `<path d="M154 ${y}a102 110 0 0 1 204 0" fill="none" stroke="${a0}" stroke-width="16"/>`;
    parts.push(
      band,
      `<rect x="138" y="${y - 34}" width="36" height="70" rx="16" fill="${a0}"/><rect x="338" y="${y - 34}" width="36" height="70" rx="16" fill="${a0}"/>`,
    );
  }
  if (has('camera'))
    parts.push(
      `<rect x="300" y="430" width="92" height="60" rx="10" fill="${p.ink}"/><circle cx="346" cy="460" r="20" fill="${a2}" stroke="${p.bg}" stroke-width="6"/>`,
    );
  const defs =
    (pick(random, [0, 1]) === 0
      ? dotPattern('halo', 14, 4, a2)
      : stripePattern('halo', 16, 7, a2, between(random, 0, 90))) +
    stripePattern('knit', 18, 7, p.bg, 0).replace('<rect ', '<rect opacity="0.25" ') +
    stripePattern('wrap', 20, 8, a0, 35) +
    stripePattern('kente', 24, 8, a1, 90);
  return {
    bytes: await renderSvg(svgDocument(S, S, parts.join(''), defs), 'png'),
    width: S,
    height: S,
    mimeType: 'image/png',
  };
}

/** A 1600x600 banner: waveform for producers, a film strip for filmmakers, shape tiles for designers. */
export async function renderCover(seed: string, palette: Palette, signature: Signature, word = ''): Promise<Picture> {
  const W = 1600;
  const H = 600;
  const random = seeded(seed);
  const body =
    signature === 'waveform'
      ? waveform(random, palette, W, H)
      : signature === 'filmstrip'
        ? filmstrip(random, palette, W, H)
        : tiles(random, palette, W, H, word);
  const defs =
    linear('sky', [palette.bg, palette.accents[2]], 'down') +
    linear('bars', palette.accents.slice(0, 2), 'down') +
    radial('sun', palette.accents[2], palette.accents[0]);
  const bytes = await renderSvg(svgDocument(W, H, body, defs), 'jpeg', 0.2);
  return { bytes, width: W, height: H, mimeType: 'image/jpeg' };
}

/** Mirrored bars of a made-up track, louder towards the drop, with a record spinning at one end. */
function waveform(random: Random, p: Palette, W: number, H: number): string {
  const parts = [`<rect width="${W}" height="${H}" fill="${p.bg}"/>`];
  const bars = 96;
  const step = W / bars;
  let level = 0.3;
  for (let i = 0; i < bars; i++) {
    level = Math.min(1, Math.max(0.08, level + between(random, -0.18, 0.2) + (i > bars * 0.55 ? 0.03 : 0)));
    const h = level * H * 0.7;
    parts.push(
      `<rect x="${i * step + step * 0.2}" y="${(H - h) / 2}" width="${step * 0.6}" height="${h}" rx="${step * 0.3}" fill="url(#bars)"/>`,
    );
  }
  const cx = between(random, 1250, 1420);
  parts.push(`<circle cx="${cx}" cy="${H / 2}" r="230" fill="${p.dark ? '#050507' : p.ink}" opacity="0.92"/>`);
  for (let r = 90; r < 225; r += 14)
    parts.push(
      `<circle cx="${cx}" cy="${H / 2}" r="${r}" fill="none" stroke="${p.accents[2]}" stroke-opacity="0.18" stroke-width="2"/>`,
    );
  parts.push(
    `<circle cx="${cx}" cy="${H / 2}" r="70" fill="${p.accents[0]}"/><circle cx="${cx}" cy="${H / 2}" r="9" fill="${p.bg}"/>`,
  );
  return parts.join('');
}

/** A strip of film frames, each a small landscape at another hour. */
function filmstrip(random: Random, p: Palette, W: number, H: number): string {
  const parts = [`<rect width="${W}" height="${H}" fill="#0c0b0a"/>`];
  for (let x = 10; x < W; x += 44) {
    parts.push(
      `<rect x="${x}" y="28" width="24" height="34" rx="5" fill="${p.bg}" opacity="0.85"/><rect x="${x}" y="${H - 62}" width="24" height="34" rx="5" fill="${p.bg}" opacity="0.85"/>`,
    );
  }
  const frameW = 360;
  const offset = -between(random, 40, 200);
  for (let i = 0; i < 6; i++) {
    const x = offset + i * (frameW + 24);
    const skyTop = pick(random, [p.bg, p.accents[1], '#1a1a2e']);
    const sunY = between(random, 170, 330);
    parts.push(
      `<svg x="${x}" y="96" width="${frameW}" height="${H - 192}" viewBox="0 0 ${frameW} ${H - 192}"><rect width="${frameW}" height="${H - 192}" fill="${skyTop}"/><rect y="${(H - 192) * 0.45}" width="${frameW}" height="${(H - 192) * 0.55}" fill="${p.accents[2]}" opacity="0.55"/><circle cx="${between(random, 60, 300)}" cy="${sunY - 80}" r="${between(random, 30, 70)}" fill="url(#sun)"/><path d="M0 ${H - 250}L${between(random, 60, 140)} ${H - 330}L${between(random, 180, 240)} ${H - 280}L${between(random, 260, 320)} ${H - 350}L${frameW} ${H - 290}V${H - 192}H0z" fill="${p.accents[0]}"/><path d="M0 ${H - 230}Q${frameW / 2} ${H - 300} ${frameW} ${H - 240}V${H - 192}H0z" fill="#000" opacity="0.35"/></svg>`,
    );
  }
  return parts.join('');
}

/** Bauhaus tiles: quarter circles, half discs, stripes and dots on a grid, a word spelled across some. */
function tiles(random: Random, p: Palette, W: number, H: number, word: string): string {
  const size = 200;
  const parts = [`<rect width="${W}" height="${H}" fill="${p.bg}"/>`];
  const colours = [p.ink, ...p.accents];
  const letters = word.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const letterRow = 1;
  const letterStart = Math.max(0, Math.floor((W / size - letters.length) / 2));
  for (let row = 0; row < H / size; row++) {
    for (let col = 0; col < W / size; col++) {
      const x = col * size;
      const y = row * size;
      const letter = row === letterRow ? letters[col - letterStart] : undefined;
      if (letter) {
        // Letters always light on ink or the first accent, so the word reads across the busy grid.
        const cell = 26;
        parts.push(
          `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${col % 2 ? p.accents[0] : p.ink}"/>`,
        );
        parts.push(drawText(letter, { x: x + (size - 5 * cell) / 2, y: y + (size - 5 * cell) / 2, cell, fill: p.bg }));
        continue;
      }
      const fg = pick(random, colours);
      let bg = pick(random, [p.bg, ...colours]);
      if (bg === fg) bg = p.bg;
      parts.push(`<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${bg}"/>`);
      const motif = Math.floor(random() * 6);
      const turn = Math.floor(random() * 4) * 90;
      const shape =
        motif === 0
          ? `<path d="M0 0H${size}A${size} ${size} 0 0 1 0 ${size}z" fill="${fg}"/>`
          : motif === 1
            ? `<path d="M0 ${size / 2}A${size / 2} ${size / 2} 0 0 1 ${size} ${size / 2}z" fill="${fg}"/>`
            : motif === 2
              ? `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.36}" fill="${fg}"/>`
              : motif === 3
                ? `<path d="M0 ${size}L${size} 0V${size}z" fill="${fg}"/>`
                : motif === 4
                  ? Array.from(
                      { length: 5 },
                      (_, i) => `<rect y="${i * 40 + 10}" width="${size}" height="20" fill="${fg}"/>`,
                    ).join('')
                  : Array.from(
                      { length: 16 },
                      (_, i) =>
                        `<circle cx="${(i % 4) * 50 + 25}" cy="${Math.floor(i / 4) * 50 + 25}" r="12" fill="${fg}"/>`,
                    ).join('');
      parts.push(`<g transform="translate(${x} ${y}) rotate(${turn} ${size / 2} ${size / 2})">${shape}</g>`);
    }
  }
  return parts.join('');
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255;
}
