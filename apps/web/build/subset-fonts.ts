import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, sep } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * The weights the app sets (Tailwind's font-normal to font-bold; a heavier class shows as bold). The variable
 * fonts span 100 to 900, and most of a variable font's bytes are the deltas that reach the far ends.
 */
export const FONT_WEIGHTS = { min: 400, max: 700 };

/** The fontsource stylesheets the app imports. */
const FONTSOURCE_SHEET = /@fontsource-variable[\\/](inter|space-grotesk)[\\/]index\.css$/;

/** The fontsource files every page fetches: the Latin subsets, which cover all of the spec's copy. */
const LATIN_FILE = /(^|\/)(inter|space-grotesk)-latin-wght-normal\.woff2$/;

/** The characters of fontsource's Latin subset, as its `unicode-range` declares them (so no page lacks one). */
export function latinCharacters(): string {
  const require = createRequire(import.meta.url);
  const ranges: Record<string, string> = JSON.parse(
    readFileSync(require.resolve('@fontsource-variable/inter/unicode.json'), 'utf8'),
  );
  let text = '';
  for (const range of (ranges.latin ?? '').split(',')) {
    const [from, to = from] = range.replace(/U\+/g, '').split('-');
    for (let code = Number.parseInt(from ?? '', 16); code <= Number.parseInt(to ?? '', 16); code++) {
      text += String.fromCodePoint(code);
    }
  }
  return text;
}

/** A Latin font file cut to its subset's characters and to FONT_WEIGHTS (`sfnt` for inspection in tests). */
export function subsetLatin(font: Uint8Array, format: 'woff2' | 'sfnt' = 'woff2'): Promise<Buffer> {
  return subsetFont(font, latinCharacters(), { targetFormat: format, variationAxes: { wght: FONT_WEIGHTS } });
}

export function isLatinFont(fileName: string): boolean {
  return LATIN_FILE.test(fileName);
}

/**
 * Cuts the Latin font files to the weights the app uses (issue 21: after the lead picture, the fonts are the most
 * bytes a page fetches before its first paint; Inter 48 to 30 KiB). The stylesheet's references to them resolve
 * to the cut copies, which the build then names by their own content, as any asset. The other subsets, fetched
 * only for text that needs them, stay whole.
 */
export function subsetFonts(): Plugin {
  // This build's own folder: another build at the same time may cut with other settings.
  const dir = join(tmpdir(), `pulse-fonts-${process.pid}`);
  const made = new Map<string, Promise<string>>();
  /** The cut copy of a font file (made once per build). */
  const cutCopy = (original: string) => {
    let copy = made.get(original);
    if (!copy) {
      copy = (async () => {
        await mkdir(dir, { recursive: true });
        const path = join(dir, basename(original));
        await writeFile(path, await subsetLatin(await readFile(original)));
        return path;
      })();
      made.set(original, copy);
    }
    return copy;
  };
  return {
    name: 'pulse-subset-fonts',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (!FONTSOURCE_SHEET.test(id)) return null;
      let sheet = code;
      for (const [reference, file] of code.matchAll(/url\(\.\/files\/([\w-]+\.woff2)\)/g)) {
        if (!file || !isLatinFont(file)) continue;
        const copy = await cutCopy(join(dirname(id), 'files', file));
        sheet = sheet.replace(reference, `url(${relative(dirname(id), copy).split(sep).join('/')})`);
      }
      return { code: sheet, map: null };
    },
    async closeBundle() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}
