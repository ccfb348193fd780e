import { createRequire } from 'node:module';
import { hashString, initials, paletteFor } from '@pulse/domain/avatar';
import sharp from 'sharp';

/**
 * The share card a chat app or a search result shows for a Pulse link (decision 033): 1200x630, the work on the
 * right, the name, what they do and a few tags on the left, the Pulse mark on top. Text is drawn by Skia
 * (@napi-rs/canvas, already here for PDF pages) with the web app's own bundled fonts, so it looks the same on
 * a server with no system fonts; sharp crops and blurs the pictures.
 */

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** Bumped whenever the drawing changes, so every cached card is drawn again. */
export const OG_CARD_VERSION = 4;

export interface OgCard {
  /** "Creative · Producer", "Collab piece", ... */
  eyebrow: string;
  title: string;
  subtitle: string;
  tags: readonly string[];
  /** The page's address without the scheme, at the foot of the card. */
  footer: string;
  /** Picks the generated colours, so the same thing always looks the same. */
  seed: string;
  /** Up to four pictures (one fills the panel; more make a mosaic). */
  art: readonly Buffer[];
  /** A waveform for work that is only heard. */
  peaks: readonly number[] | null;
  /** A short fact on the panel (a beat's "92 BPM · A min"). */
  badge?: string | null;
  /** Pulse's own card: the pulse line large on the accent, instead of generated art. */
  brand?: boolean;
}

const INK = '#0b0b12';
const ACCENT = '#ff3d9a';
const FG = '#f4f4f8';
const MUTED = '#b9b9cc';

const DISPLAY = '"Pulse Display", "Pulse Display Ext", "Pulse Text Ext", sans-serif';
const TEXT = '"Pulse Text", "Pulse Text Ext", sans-serif';

type Canvas = typeof import('@napi-rs/canvas');
type Ctx = ReturnType<ReturnType<Canvas['createCanvas']>['getContext']>;

let canvasModule: Promise<Canvas> | null = null;

/** Loads Skia once and registers the bundled fonts (the same files the web app ships). */
function loadCanvas(): Promise<Canvas> {
  canvasModule ??= import('@napi-rs/canvas').then((mod) => {
    // Resolved as packages (node_modules), not as paths from this file: the same from the sources and the bundle.
    const require = createRequire(import.meta.url);
    const fonts: [string, string][] = [
      ['@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2', 'Pulse Display'],
      ['@fontsource-variable/space-grotesk/files/space-grotesk-latin-ext-wght-normal.woff2', 'Pulse Display Ext'],
      ['@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', 'Pulse Text'],
      ['@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2', 'Pulse Text Ext'],
    ];
    for (const [file, family] of fonts) mod.GlobalFonts.registerFromPath(require.resolve(file), family);
    return mod;
  });
  return canvasModule;
}

/** Words into at most `maxLines` lines no wider than `maxWidth`; a cut line ends with an ellipsis. */
export function fitLines(
  measure: (s: string) => number,
  text: string,
  maxWidth: number,
  maxLines: number,
): { lines: string[]; cut: boolean } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let cut = false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = line === '' ? word : `${line} ${word}`;
    if (measure(next) <= maxWidth) {
      line = next;
      continue;
    }
    if (line !== '') {
      lines.push(line);
      line = '';
    }
    if (lines.length === maxLines) {
      cut = true;
      break;
    }
    // A single word wider than the line is broken where it stops fitting.
    let rest = word;
    while (measure(rest) > maxWidth && lines.length < maxLines - 1) {
      let n = rest.length - 1;
      while (n > 1 && measure(rest.slice(0, n)) > maxWidth) n--;
      lines.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    line = rest;
  }
  if (line !== '') {
    if (lines.length < maxLines) lines.push(line);
    else cut = true;
  }
  const last = lines.length - 1;
  if (last >= 0 && (cut || measure(lines[last]!) > maxWidth)) {
    let s = lines[last]!;
    while (s.length > 1 && measure(`${s}…`) > maxWidth) s = s.slice(0, -1);
    lines[last] = `${s.trimEnd()}…`;
    cut = true;
  }
  return { lines, cut };
}

function roundedRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** The favicon's pulse line and the word, as in the web app's top bar. */
function drawWordmark(ctx: Ctx, x: number, y: number) {
  const s = 44 / 64;
  ctx.save();
  roundedRect(ctx, x, y, 44, 44, 12);
  ctx.fillStyle = 'rgba(255,255,255,0.08)';
  ctx.fill();
  ctx.beginPath();
  const points: [number, number][] = [
    [8, 34],
    [20, 34],
    [25, 22],
    [33, 46],
    [39, 30],
    [43, 34],
    [56, 34],
  ];
  points.forEach(([px, py], i) => {
    if (i === 0) ctx.moveTo(x + px * s, y + py * s);
    else ctx.lineTo(x + px * s, y + py * s);
  });
  ctx.strokeStyle = ACCENT;
  ctx.lineWidth = 4;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.stroke();
  ctx.fillStyle = FG;
  ctx.font = `700 34px ${DISPLAY}`;
  ctx.textBaseline = 'middle';
  ctx.fillText('Pulse', x + 58, y + 23);
  ctx.restore();
}

/** Deterministic stand-in peaks for a card with no picture and no audio: a gentle, seeded skyline. */
function seededPeaks(seed: string, count = 48): number[] {
  let h = hashString(seed) || 1;
  return Array.from({ length: count }, (_, i) => {
    h ^= h << 13;
    h ^= h >>> 17;
    h ^= h << 5;
    const noise = ((h >>> 0) % 1000) / 1000;
    return 0.25 + 0.55 * Math.abs(Math.sin(i / 5 + noise)) * (0.6 + 0.4 * noise);
  });
}

/** Generated art for work without a picture: the creative's colours, their initials and a waveform. */
function drawGeneratedPanel(
  ctx: Ctx,
  card: OgCard,
  box: { x: number; y: number; w: number; h: number },
  withInitials: boolean,
) {
  const [from, to] = paletteFor(card.seed);
  const g = ctx.createLinearGradient(box.x, box.y, box.x + box.w, box.y + box.h);
  g.addColorStop(0, from);
  g.addColorStop(1, to);
  ctx.fillStyle = g;
  ctx.fillRect(box.x, box.y, box.w, box.h);
  const h = hashString(card.seed);
  ctx.fillStyle = 'rgba(255,255,255,0.12)';
  ctx.beginPath();
  ctx.arc(box.x + box.w * (0.3 + (h % 40) / 100), box.y + box.h * 0.3, box.w * 0.32, 0, Math.PI * 2);
  ctx.fill();
  if (withInitials) {
    ctx.fillStyle = 'rgba(255,255,255,0.92)';
    ctx.font = `700 150px ${DISPLAY}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(initials(card.title), box.x + box.w / 2, box.y + box.h * 0.4);
    ctx.textAlign = 'left';
  }
  const peaks = card.peaks && card.peaks.length > 0 ? card.peaks : seededPeaks(card.seed);
  const bars = Math.min(48, peaks.length);
  const step = peaks.length / bars;
  const pad = 36;
  const gap = 4;
  const barW = (box.w - pad * 2 - gap * (bars - 1)) / bars;
  const mid = box.y + box.h * 0.74;
  const amp = box.h * 0.16;
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  for (let i = 0; i < bars; i++) {
    const v = Math.max(0.06, Math.min(1, peaks[Math.floor(i * step)] ?? 0));
    const bh = Math.max(6, v * amp * 2);
    roundedRect(ctx, box.x + pad + i * (barW + gap), mid - bh / 2, barW, bh, Math.min(barW / 2, 3));
    ctx.fill();
  }
}

/**
 * A picture filling `box`. One much wider than the box (a landscape video poster in the portrait panel) is shown
 * whole, over a blurred fill of itself, rather than cropped to a sliver of its middle.
 */
async function drawPicture(
  canvas: Canvas,
  ctx: Ctx,
  bytes: Buffer,
  box: { x: number; y: number; w: number; h: number },
): Promise<boolean> {
  try {
    const w = Math.round(box.w);
    const h = Math.round(box.h);
    const { width = 1, height = 1 } = await sharp(bytes).metadata();
    if (width / height > (w / h) * 2.2) {
      const fill = await sharp(bytes)
        .resize(Math.ceil(w / 8), Math.ceil(h / 8), { fit: 'cover' })
        .blur(3)
        .modulate({ brightness: 0.6 })
        .png()
        .toBuffer();
      ctx.drawImage(await canvas.loadImage(fill), box.x, box.y, box.w, box.h);
      const fitted = await sharp(bytes).resize(w, h, { fit: 'inside' }).png().toBuffer();
      const fw = Math.min(w, Math.round((h * width) / height));
      const fh = Math.round((fw * height) / width);
      ctx.drawImage(await canvas.loadImage(fitted), box.x + (w - fw) / 2, box.y + (h - fh) / 2, fw, fh);
      return true;
    }
    const png = await sharp(bytes).resize(w, h, { fit: 'cover', position: sharp.strategy.attention }).png().toBuffer();
    ctx.drawImage(await canvas.loadImage(png), box.x, box.y, box.w, box.h);
    return true;
  } catch {
    return false;
  }
}

/** The background: the lead picture blurred and darkened, or the creative's colours on ink. */
async function drawBackground(canvas: Canvas, ctx: Ctx, card: OgCard) {
  ctx.fillStyle = INK;
  ctx.fillRect(0, 0, OG_WIDTH, OG_HEIGHT);
  const first = card.art[0];
  let drawn = false;
  if (first) {
    try {
      const png = await sharp(first)
        .resize(120, 63, { fit: 'cover' })
        .blur(6)
        .modulate({ brightness: 0.55, saturation: 1.3 })
        .png()
        .toBuffer();
      ctx.drawImage(await canvas.loadImage(png), -40, -40, OG_WIDTH + 80, OG_HEIGHT + 80);
      drawn = true;
    } catch {
      drawn = false;
    }
  }
  if (!drawn) {
    const [from, to] = paletteFor(card.seed);
    const glow = ctx.createRadialGradient(OG_WIDTH * 0.85, OG_HEIGHT * 0.2, 40, OG_WIDTH * 0.85, OG_HEIGHT * 0.2, 700);
    glow.addColorStop(0, `${from}66`);
    glow.addColorStop(1, `${to}00`);
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, OG_WIDTH, OG_HEIGHT);
  }
  // Ink over the text side keeps every word readable whatever the picture is.
  const shade = ctx.createLinearGradient(0, 0, OG_WIDTH, 0);
  shade.addColorStop(0, 'rgba(11,11,18,0.94)');
  shade.addColorStop(0.5, 'rgba(11,11,18,0.82)');
  shade.addColorStop(1, 'rgba(11,11,18,0.45)');
  ctx.fillStyle = shade;
  ctx.fillRect(0, 0, OG_WIDTH, OG_HEIGHT);
}

/** The favicon's pulse line, large, on the accent's gradient. */
function drawBrandPanel(ctx: Ctx, box: { x: number; y: number; w: number; h: number }) {
  const g = ctx.createLinearGradient(box.x, box.y, box.x + box.w, box.y + box.h);
  g.addColorStop(0, ACCENT);
  g.addColorStop(1, '#7c3aed');
  ctx.fillStyle = g;
  ctx.fillRect(box.x, box.y, box.w, box.h);
  ctx.fillStyle = 'rgba(255,255,255,0.10)';
  ctx.beginPath();
  ctx.arc(box.x + box.w * 0.7, box.y + box.h * 0.25, box.w * 0.35, 0, Math.PI * 2);
  ctx.fill();
  const s = (box.w - 60) / 48;
  const ox = box.x + 30 - 8 * s;
  const oy = box.y + box.h / 2 - 34 * s;
  ctx.beginPath();
  const points: [number, number][] = [
    [8, 34],
    [20, 34],
    [25, 22],
    [33, 46],
    [39, 30],
    [43, 34],
    [56, 34],
  ];
  points.forEach(([px, py], i) => {
    if (i === 0) ctx.moveTo(ox + px * s, oy + py * s);
    else ctx.lineTo(ox + px * s, oy + py * s);
  });
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 22;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.stroke();
}

async function drawPanel(canvas: Canvas, ctx: Ctx, card: OgCard) {
  const box = { x: 700, y: 56, w: 444, h: 518 };
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.55)';
  ctx.shadowBlur = 40;
  ctx.shadowOffsetY = 16;
  roundedRect(ctx, box.x, box.y, box.w, box.h, 28);
  ctx.fillStyle = INK;
  ctx.fill();
  ctx.restore();

  ctx.save();
  roundedRect(ctx, box.x, box.y, box.w, box.h, 28);
  ctx.clip();
  const art = card.art.slice(0, 4);
  let drawn = 0;
  if (art.length === 1) {
    if (await drawPicture(canvas, ctx, art[0]!, box)) drawn = 1;
  } else if (art.length > 1) {
    // A mosaic: two side by side, three as one tall and two stacked, four in a grid.
    const half = box.w / 2 - 2;
    const right = box.x + box.w / 2 + 2;
    const cells =
      art.length === 2
        ? [
            { x: box.x, y: box.y, w: half, h: box.h },
            { x: right, y: box.y, w: half, h: box.h },
          ]
        : art.length === 3
          ? [
              { x: box.x, y: box.y, w: half, h: box.h },
              { x: right, y: box.y, w: half, h: box.h / 2 - 2 },
              { x: right, y: box.y + box.h / 2 + 2, w: half, h: box.h / 2 - 2 },
            ]
          : [0, 1, 2, 3].map((i) => ({
              x: box.x + (i % 2) * (box.w / 2 + 2),
              y: box.y + Math.floor(i / 2) * (box.h / 2 + 2),
              w: box.w / 2 - 2,
              h: box.h / 2 - 2,
            }));
    ctx.fillStyle = INK;
    ctx.fillRect(box.x, box.y, box.w, box.h);
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i]!;
      const bytes = art[i];
      if (bytes && (await drawPicture(canvas, ctx, bytes, cell))) drawn++;
      else drawGeneratedPanel(ctx, { ...card, seed: `${card.seed}:${i}` }, cell, false);
    }
  }
  if (card.brand) drawBrandPanel(ctx, box);
  else if (drawn === 0) drawGeneratedPanel(ctx, card, box, !card.badge);
  if (card.badge) {
    ctx.font = `600 26px ${TEXT}`;
    const w = ctx.measureText(card.badge).width + 40;
    roundedRect(ctx, box.x + 28, box.y + 28, w, 52, 26);
    ctx.fillStyle = 'rgba(11,11,18,0.72)';
    ctx.fill();
    ctx.fillStyle = FG;
    ctx.textBaseline = 'middle';
    ctx.fillText(card.badge, box.x + 48, box.y + 55);
  }
  ctx.restore();

  ctx.save();
  roundedRect(ctx, box.x + 0.5, box.y + 0.5, box.w - 1, box.h - 1, 28);
  ctx.strokeStyle = 'rgba(255,255,255,0.14)';
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.restore();
}

function drawText(ctx: Ctx, card: OgCard) {
  const left = 72;
  const maxWidth = 580;
  ctx.textBaseline = 'alphabetic';

  // The name: as large as fits in two lines.
  let size = 84;
  let fit = { lines: [card.title], cut: false };
  for (; size >= 52; size -= 4) {
    ctx.font = `700 ${size}px ${DISPLAY}`;
    fit = fitLines((s) => ctx.measureText(s).width, card.title, maxWidth, 2);
    if (!fit.cut) break;
  }
  size = Math.max(size, 52);
  ctx.font = `700 ${size}px ${DISPLAY}`;
  const lineHeight = Math.round(size * 1.04);

  const subtitleSize = 30;
  const tagsHeight = card.tags.length > 0 ? 64 : 0;
  const blockHeight = 44 + fit.lines.length * lineHeight + 20 + (card.subtitle ? subtitleSize + 12 : 0) + tagsHeight;
  // Centred between the wordmark and the footer.
  let y = Math.max(150, 150 + (370 - blockHeight) / 2);

  ctx.font = `600 22px ${TEXT}`;
  ctx.fillStyle = ACCENT;
  const eyebrow = card.eyebrow.toUpperCase();
  let ex = left;
  for (const ch of eyebrow) {
    ctx.fillText(ch, ex, y + 22);
    ex += ctx.measureText(ch).width + 2.2;
  }
  y += 44;

  ctx.font = `700 ${size}px ${DISPLAY}`;
  ctx.fillStyle = FG;
  for (const line of fit.lines) {
    y += lineHeight;
    ctx.fillText(line, left, y - Math.round(size * 0.18));
  }
  y += 20;

  if (card.subtitle) {
    ctx.font = `500 ${subtitleSize}px ${TEXT}`;
    ctx.fillStyle = MUTED;
    const sub = fitLines((s) => ctx.measureText(s).width, card.subtitle, maxWidth, 1);
    y += subtitleSize;
    ctx.fillText(sub.lines[0] ?? '', left, y);
    y += 12;
  }

  if (card.tags.length > 0) {
    y += 20;
    ctx.font = `600 21px ${TEXT}`;
    let x = left;
    for (const tag of card.tags.slice(0, 4)) {
      const label = tag.length > 18 ? `${tag.slice(0, 17)}…` : tag;
      const w = ctx.measureText(label).width + 32;
      if (x + w > left + maxWidth) break;
      roundedRect(ctx, x, y, w, 40, 20);
      ctx.fillStyle = 'rgba(255,255,255,0.09)';
      ctx.fill();
      ctx.strokeStyle = 'rgba(255,255,255,0.16)';
      ctx.lineWidth = 1;
      ctx.stroke();
      ctx.fillStyle = FG;
      ctx.textBaseline = 'middle';
      ctx.fillText(label, x + 16, y + 21);
      ctx.textBaseline = 'alphabetic';
      x += w + 10;
    }
  }

  ctx.font = `500 22px ${TEXT}`;
  ctx.fillStyle = MUTED;
  const footer = fitLines((s) => ctx.measureText(s).width, card.footer, maxWidth, 1);
  ctx.fillText(footer.lines[0] ?? '', left, OG_HEIGHT - 64);
}

/** Draws the card and returns it as a PNG. */
export async function renderOgCard(card: OgCard): Promise<Buffer> {
  const mod = await loadCanvas();
  const canvas = mod.createCanvas(OG_WIDTH, OG_HEIGHT);
  const ctx = canvas.getContext('2d');
  await drawBackground(mod, ctx, card);
  await drawPanel(mod, ctx, card);
  drawWordmark(ctx, 72, 60);
  drawText(ctx, card);
  // Through sharp once more: a compact PNG with no metadata.
  return sharp(await canvas.encode('png'))
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}
