// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { FONT_WEIGHTS, isLatinFont, latinCharacters, subsetLatin } from './subset-fonts';

const require = createRequire(import.meta.url);
/** A font as harfbuzz reads it (an unpacked font: harfbuzz reads no WOFF2). */
const face = (sfnt: Uint8Array) => new hb.Face(new hb.Blob(sfnt));
const unpacked = (woff2: Uint8Array) => subsetFont(woff2, '', { targetFormat: 'sfnt', keepAllGlyphs: true });

// Four WOFF2 round trips through harfbuzz per font: about a second on an idle core, several on a busy one.
const SUBSET_TIMEOUT_MS = 30_000;

describe('subsetLatin', () => {
  it.each([
    '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  ])(
    'keeps every Latin character of %s, and only the weights the app sets',
    async (file) => {
      const whole = readFileSync(require.resolve(file));
      const [cut, wholeFace] = await Promise.all([subsetLatin(whole), unpacked(whole)]);
      const latin = new Set([...latinCharacters()].map((c) => c.codePointAt(0)));
      const drawn = new Set(face(await unpacked(cut)).collectUnicodes());
      const wanted = [...face(wholeFace).collectUnicodes()].filter((code) => latin.has(code));
      // Letters, accents, curly quotes, dashes, the euro: all there.
      expect(wanted.length).toBeGreaterThan(200);
      expect(wanted.filter((code) => !drawn.has(code))).toEqual([]);
      const cutFace = face(await subsetLatin(whole, 'sfnt'));
      expect(cutFace.getAxisInfos().wght).toMatchObject(FONT_WEIGHTS);
      expect(cut.subarray(0, 4).toString()).toBe('wOF2');
      expect(cut.length).toBeLessThan(whole.length * 0.95);
    },
    SUBSET_TIMEOUT_MS,
  );
});

describe('isLatinFont', () => {
  it('picks the Latin files of both families and nothing else', () => {
    expect(isLatinFont('inter-latin-wght-normal.woff2')).toBe(true);
    expect(isLatinFont('space-grotesk-latin-wght-normal.woff2')).toBe(true);
    expect(isLatinFont('inter-latin-ext-wght-normal.woff2')).toBe(false);
    expect(isLatinFont('inter-cyrillic-wght-normal.woff2')).toBe(false);
  });
});
