/**
 * A small geometric block alphabet drawn as shapes. A fresh machine may have no system fonts, so the demo
 * artwork never depends on SVG <text>: every letter is a 5x5 grid of cells, drawn solid (block type), with
 * gaps (modular type) or as dots (LED type).
 */

const GLYPHS: Record<string, string> = {
  A: '.###.|#...#|#####|#...#|#...#',
  B: '####.|#...#|####.|#...#|####.',
  C: '.####|#....|#....|#....|.####',
  D: '####.|#...#|#...#|#...#|####.',
  E: '#####|#....|####.|#....|#####',
  F: '#####|#....|####.|#....|#....',
  G: '.####|#....|#..##|#...#|.####',
  H: '#...#|#...#|#####|#...#|#...#',
  I: '#####|..#..|..#..|..#..|#####',
  J: '..###|...#.|...#.|#..#.|.##..',
  K: '#...#|#..#.|###..|#..#.|#...#',
  L: '#....|#....|#....|#....|#####',
  M: '#...#|##.##|#.#.#|#...#|#...#',
  N: '#...#|##..#|#.#.#|#..##|#...#',
  O: '.###.|#...#|#...#|#...#|.###.',
  P: '####.|#...#|####.|#....|#....',
  Q: '.###.|#...#|#.#.#|#..#.|.##.#',
  R: '####.|#...#|####.|#..#.|#...#',
  S: '.####|#....|.###.|....#|####.',
  T: '#####|..#..|..#..|..#..|..#..',
  U: '#...#|#...#|#...#|#...#|.###.',
  V: '#...#|#...#|#...#|.#.#.|..#..',
  W: '#...#|#...#|#.#.#|##.##|#...#',
  X: '#...#|.#.#.|..#..|.#.#.|#...#',
  Y: '#...#|.#.#.|..#..|..#..|..#..',
  Z: '#####|...#.|..#..|.#...|#####',
  '0': '.###.|#..##|#.#.#|##..#|.###.',
  '1': '..#..|.##..|..#..|..#..|.###.',
  '2': '####.|....#|.###.|#....|#####',
  '3': '####.|....#|.###.|....#|####.',
  '4': '#...#|#...#|#####|....#|....#',
  '5': '#####|#....|####.|....#|####.',
  '6': '.###.|#....|####.|#...#|.###.',
  '7': '#####|....#|...#.|..#..|..#..',
  '8': '.###.|#...#|.###.|#...#|.###.',
  '9': '.###.|#...#|.####|....#|.###.',
  '-': '.....|.....|.###.|.....|.....',
  '.': '.....|.....|.....|.....|..#..',
  '/': '....#|...#.|..#..|.#...|#....',
  "'": '..#..|..#..|.....|.....|.....',
};

export type LetterStyle = 'block' | 'modular' | 'dots';

export interface LetterOptions {
  /** Left and top of the first letter. */
  x: number;
  y: number;
  /** The width (and height) of one grid cell. */
  cell: number;
  fill: string;
  style?: LetterStyle;
  /** Cells between letters (the space is three). */
  tracking?: number;
}

/** Width of `text` in cells, so a caller can centre or fit it. */
export function textCells(text: string, tracking = 1): number {
  let cells = 0;
  for (const ch of text.toUpperCase()) cells += (GLYPHS[ch] ? 5 : 3) + tracking;
  return Math.max(0, cells - tracking);
}

/** The cell size that makes `text` exactly `width` wide. */
export function cellToFit(text: string, width: number, tracking = 1): number {
  return width / textCells(text, tracking);
}

/** SVG shapes for `text` (uppercase; unknown characters are spaces). */
export function drawText(text: string, o: LetterOptions): string {
  const style = o.style ?? 'block';
  const tracking = o.tracking ?? 1;
  const c = o.cell;
  const parts: string[] = [];
  let cx = o.x;
  for (const ch of text.toUpperCase()) {
    const glyph = GLYPHS[ch];
    if (!glyph) {
      cx += (3 + tracking) * c;
      continue;
    }
    glyph.split('|').forEach((row, r) => {
      const y = o.y + r * c;
      if (style === 'block') {
        // Runs of filled cells as one rectangle each: no hairline seams between cells.
        for (const m of row.matchAll(/#+/g)) {
          parts.push(`M${f(cx + m.index * c)} ${f(y)}h${f(m[0].length * c)}v${f(c)}h${f(-m[0].length * c)}z`);
        }
        return;
      }
      for (let i = 0; i < row.length; i++) {
        if (row[i] !== '#') continue;
        if (style === 'dots') {
          parts.push(circlePath(cx + (i + 0.5) * c, y + 0.5 * c, 0.42 * c));
        } else {
          const inset = 0.08 * c;
          parts.push(
            `M${f(cx + i * c + inset)} ${f(y + inset)}h${f(c - 2 * inset)}v${f(c - 2 * inset)}h${f(-(c - 2 * inset))}z`,
          );
        }
      }
    });
    cx += (5 + tracking) * c;
  }
  return `<path d="${parts.join('')}" fill="${o.fill}"/>`;
}

function circlePath(x: number, y: number, r: number): string {
  return `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0z`;
}

function f(n: number): string {
  return (Math.round(n * 10) / 10).toString();
}
