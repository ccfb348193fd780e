import fc from 'fast-check';
import { rgbaToThumbHash, thumbHashToAverageRGBA, thumbHashToDataURL, thumbHashToRGBA } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_SIDE, placeholderUrl, shrink } from './placeholder';

const image = fc
  .record({ w: fc.integer({ min: 1, max: 40 }), h: fc.integer({ min: 1, max: 40 }) })
  .chain(({ w, h }) => fc.uint8Array({ minLength: w * h * 4, maxLength: w * h * 4 }).map((rgba) => ({ w, h, rgba })));

const mean = (rgba: ArrayLike<number>, channel: number) => {
  let sum = 0;
  for (let i = channel; i < rgba.length; i += 4) sum += rgba[i] ?? 0;
  return sum / (rgba.length / 4);
};

describe('shrink', () => {
  it('fits the longest side, keeps the shape, and keeps each colour on average', () => {
    fc.assert(
      fc.property(image, fc.integer({ min: 1, max: 32 }), (source, side) => {
        const small = shrink(source, side);
        expect(Math.max(small.w, small.h)).toBeLessThanOrEqual(Math.max(side, 1));
        expect(small.rgba.length).toBe(small.w * small.h * 4);
        if (Math.max(source.w, source.h) <= side) {
          expect(small).toEqual({ w: source.w, h: source.h, rgba: Uint8Array.from(source.rgba) });
        }
        // A box filter moves a channel's mean only by its rounding and by unequal boxes; never far.
        for (let channel = 0; channel < 4; channel++) {
          expect(Math.abs(mean(small.rgba, channel) - mean(source.rgba, channel))).toBeLessThan(64);
        }
      }),
    );
  });
});

describe('placeholderUrl', () => {
  const hash = (w: number, h: number, colour: [number, number, number]) => {
    const rgba = new Uint8Array(w * h * 4);
    for (let i = 0; i < w * h; i++) rgba.set([...colour, 255], i * 4);
    return btoa(String.fromCharCode(...rgbaToThumbHash(w, h, rgba)));
  };

  it('is a PNG at most PLACEHOLDER_SIDE pixels long, under a third of the thumbhash library’s own', async () => {
    const code = hash(80, 100, [200, 120, 40]);
    const bytes = Uint8Array.from(atob(code), (c) => c.charCodeAt(0));
    const url = placeholderUrl(code);
    expect(url).toMatch(/^data:image\/png;base64,/);
    const png = Uint8Array.from(atob(url?.split(',')[1] ?? ''), (c) => c.charCodeAt(0));
    const view = new DataView(png.buffer);
    const [width, height] = [view.getUint32(16), view.getUint32(20)];
    expect(Math.max(width, height)).toBe(PLACEHOLDER_SIDE);
    const full = thumbHashToRGBA(bytes);
    expect(Math.abs(width / height - full.w / full.h)).toBeLessThan(0.1);
    expect(url?.length).toBeLessThan(thumbHashToDataURL(bytes).length / 3);
  });

  it('paints the picture’s colour', () => {
    const code = hash(60, 60, [30, 90, 210]);
    const average = thumbHashToAverageRGBA(Uint8Array.from(atob(code), (c) => c.charCodeAt(0)));
    expect(average.b).toBeGreaterThan(average.r);
    expect(placeholderUrl(code)).toBe(placeholderUrl(code));
  });

  it('is null for nothing and for what is not a thumbhash', () => {
    expect(placeholderUrl(null)).toBeNull();
    expect(placeholderUrl('')).toBeNull();
    expect(placeholderUrl('%%%')).toBeNull();
  });
});
