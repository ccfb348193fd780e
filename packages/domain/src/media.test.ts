import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUDIO_PREVIEW_MAX_SECONDS,
  audioPreviewWindow,
  CARD_ASPECT,
  CARD_IMAGE_WIDTHS,
  cardCropOf,
  cardHeightFor,
  fitWithin,
  gridFrameShape,
  IMAGE_WIDTHS,
  imageVariantName,
  imageWidthsFor,
  isPlayable,
  pickImage,
  posterAtSeconds,
  srcSet,
} from './media';
import type { ImageVariant } from './media-contracts';
import {
  checkFile,
  DELIVERABLE_RULES,
  fileKindOf,
  hasDuration,
  SNIPPET_RULES,
  uploadRuleFor,
  WRONG_TYPE_MESSAGE,
} from './uploads';

const image = (width: number, height = width): ImageVariant => ({
  url: `/api/media/m/v/${width}.webp`,
  width,
  height,
  mimeType: 'image/webp',
});

describe('card cuts', () => {
  it('cuts a picture taller than 4:3 by a tenth or more to its whole width, 4:3 tall', () => {
    expect(cardCropOf(1080, 1350)).toEqual({ width: 1080, height: 810 }); // a 4:5 poster
    expect(cardCropOf(900, 1600)).toEqual({ width: 900, height: 675 });
    expect(cardCropOf(1000, 1000)).toEqual({ width: 1000, height: 750 });
    expect(cardCropOf(1280, 720)).toBeNull(); // 16:9: wider than a card already
    expect(cardCropOf(1200, 900)).toBeNull(); // 4:3 itself
    expect(cardCropOf(1200, 980)).toBeNull(); // under a tenth taller: too little to save
  });

  it('is 4:3 within a pixel, never wider or taller than the picture, and only when a tenth is cut', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (w, h) => {
        const cut = cardCropOf(w, h);
        if (cut === null) {
          expect(h).toBeLessThan(Math.round(w / CARD_ASPECT) * 1.1 + 1);
          return;
        }
        expect(cut.width).toBe(w);
        expect(cut.height).toBeLessThanOrEqual(h / 1.1);
        expect(Math.abs(cut.height - w / CARD_ASPECT)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('derives card widths like picture widths, 4:3 each', () => {
    expect(imageWidthsFor(1080, CARD_IMAGE_WIDTHS)).toEqual([480, 720, 960]);
    expect(imageWidthsFor(900, CARD_IMAGE_WIDTHS)).toEqual([480, 720, 900]);
    expect(imageWidthsFor(300, CARD_IMAGE_WIDTHS)).toEqual([300]);
    expect(CARD_IMAGE_WIDTHS.map(cardHeightFor)).toEqual([360, 540, 720]);
  });
});

describe('imageWidthsFor', () => {
  it('takes every standard width up to the picture, and the picture itself between two of them', () => {
    expect(imageWidthsFor(4000)).toEqual([...IMAGE_WIDTHS]);
    expect(imageWidthsFor(1280)).toEqual([96, 320, 640, 800, 1280]);
    expect(imageWidthsFor(900)).toEqual([96, 320, 640, 800, 900]);
    expect(imageWidthsFor(720)).toEqual([96, 320, 640, 720]);
    expect(imageWidthsFor(640)).toEqual([96, 320, 640]);
    expect(imageWidthsFor(200)).toEqual([96, 200]);
    expect(imageWidthsFor(64)).toEqual([64]);
  });

  it('is never empty, ascending, unique and never wider than the picture (no upscaling)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (w) => {
        const widths = imageWidthsFor(w);
        expect(widths.length).toBeGreaterThan(0);
        for (let i = 1; i < widths.length; i++) expect(widths[i]!).toBeGreaterThan(widths[i - 1]!);
        for (const x of widths) {
          expect(Number.isInteger(x)).toBe(true);
          expect(x).toBeGreaterThanOrEqual(1);
          expect(x).toBeLessThanOrEqual(w);
        }
        // The widest variant is as sharp as the page can use: the picture, or the widest standard width.
        expect(widths.at(-1)).toBe(Math.min(w, IMAGE_WIDTHS.at(-1)!));
      }),
    );
  });

  it('names variants by width', () => {
    expect(imageVariantName(640)).toBe('image-640');
  });
});

describe('pickImage', () => {
  const images = [image(1280), image(320), image(640)];

  it('takes the smallest variant that covers the displayed width times the pixel ratio', () => {
    expect(pickImage(images, 300)?.width).toBe(320);
    expect(pickImage(images, 300, 2)?.width).toBe(640);
    expect(pickImage(images, 400, 3)?.width).toBe(1280);
    expect(pickImage(images, 2000)?.width).toBe(1280);
    expect(pickImage([], 100)).toBeNull();
  });

  it('covers the need when it can, and otherwise gives the widest; never more than needed plus one step', () => {
    const variants = fc.uniqueArray(fc.integer({ min: 1, max: 4000 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(variants, fc.integer({ min: 1, max: 3000 }), fc.constantFrom(1, 1.5, 2, 3), (widths, css, dpr) => {
        const list = widths.map((w) => image(w));
        const picked = pickImage(list, css, dpr)!;
        const need = css * dpr;
        const widest = Math.max(...widths);
        if (widest >= need) {
          expect(picked.width).toBeGreaterThanOrEqual(need);
          // No smaller variant would have done.
          expect(widths.filter((w) => w >= need && w < picked.width)).toEqual([]);
        } else {
          expect(picked.width).toBe(widest);
        }
      }),
    );
  });

  it('lists the srcset widest last as the variants come', () => {
    expect(srcSet([image(320), image(640)])).toBe('/api/media/m/v/320.webp 320w, /api/media/m/v/640.webp 640w');
  });
});

describe('audioPreviewWindow', () => {
  it('plays a short track whole and a long one from a third in, for 10 s', () => {
    expect(audioPreviewWindow(7)).toEqual({ startSeconds: 0, lengthSeconds: 7 });
    expect(audioPreviewWindow(10)).toEqual({ startSeconds: 0, lengthSeconds: 10 });
    expect(audioPreviewWindow(180)).toEqual({ startSeconds: 60, lengthSeconds: 10 });
    expect(audioPreviewWindow(12)).toEqual({ startSeconds: 2, lengthSeconds: 10 });
    expect(audioPreviewWindow(-3)).toEqual({ startSeconds: 0, lengthSeconds: 0 });
  });

  it('always lies inside the track and lasts at most 10 s', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 6 * 3600, noNaN: true }), (d) => {
        const { startSeconds, lengthSeconds } = audioPreviewWindow(d);
        expect(startSeconds).toBeGreaterThanOrEqual(0);
        expect(lengthSeconds).toBeGreaterThanOrEqual(0);
        expect(lengthSeconds).toBeLessThanOrEqual(AUDIO_PREVIEW_MAX_SECONDS);
        expect(startSeconds + lengthSeconds).toBeLessThanOrEqual(d + 1e-9);
        // As long as the track allows.
        expect(lengthSeconds).toBeCloseTo(Math.min(d, AUDIO_PREVIEW_MAX_SECONDS), 9);
      }),
    );
  });
});

describe('posterAtSeconds', () => {
  it('is inside the clip', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 3600, noNaN: true }), (d) => {
        const at = posterAtSeconds(d);
        expect(at).toBeGreaterThanOrEqual(0);
        expect(at).toBeLessThanOrEqual(d);
      }),
    );
  });
});

describe('fitWithin', () => {
  it('scales a 1080p frame to 720p and keeps a small one', () => {
    expect(fitWithin(1920, 1080, 720)).toEqual({ width: 1280, height: 720 });
    expect(fitWithin(1080, 1920, 720)).toEqual({ width: 404, height: 720 });
    expect(fitWithin(640, 360, 720)).toEqual({ width: 640, height: 360 });
    expect(fitWithin(641, 361, 720)).toEqual({ width: 640, height: 360 });
  });

  it('gives even sizes within the limit, never larger than the source, keeping the shape', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8000 }),
        fc.integer({ min: 2, max: 8000 }),
        fc.integer({ min: 2, max: 2160 }),
        (w, h, max) => {
          const out = fitWithin(w, h, max);
          expect(out.width % 2).toBe(0);
          expect(out.height % 2).toBe(0);
          expect(out.width).toBeGreaterThanOrEqual(2);
          expect(out.height).toBeGreaterThanOrEqual(2);
          expect(out.width).toBeLessThanOrEqual(w);
          expect(out.height).toBeLessThanOrEqual(h);
          expect(out.height).toBeLessThanOrEqual(Math.max(2, max));
          // The shape holds to within the rounding to even pixels.
          if (out.width > 16 && out.height > 16) {
            expect(Math.abs(out.width / out.height - w / h)).toBeLessThan((w / h) * 0.15);
          }
        },
      ),
    );
  });
});

describe('isPlayable', () => {
  it('needs a ready file with something to play or show', () => {
    expect(isPlayable({ status: 'processing', kind: 'image', playUrl: null, images: [image(320)] })).toBe(false);
    expect(isPlayable({ status: 'ready', kind: 'image', playUrl: null, images: [image(320)] })).toBe(true);
    expect(isPlayable({ status: 'ready', kind: 'video', playUrl: null, images: [image(320)] })).toBe(false);
    expect(isPlayable({ status: 'ready', kind: 'audio', playUrl: '/p.m4a', images: [] })).toBe(true);
  });
});

describe('designers upload PDFs and pictures (issue 17)', () => {
  it('takes PDF, JPEG, PNG or WebP from designers, as snippets and deliverables', () => {
    for (const rule of [uploadRuleFor('snippet', 'designer')!, uploadRuleFor('deliverable', 'designer')!]) {
      for (const format of ['pdf', 'jpeg', 'png', 'webp'] as const) {
        expect(checkFile(rule, { format, sizeBytes: 1000 })).toEqual({ ok: true });
      }
      expect(checkFile(rule, { format: 'mp4', sizeBytes: 1000 })).toEqual({
        ok: false,
        code: 'wrong_type',
        message: WRONG_TYPE_MESSAGE,
      });
    }
    expect(SNIPPET_RULES.pdf.formats).toEqual(DELIVERABLE_RULES.pdf.formats);
  });

  it('keeps pictures out of producers’ and videographers’ uploads', () => {
    expect(checkFile(uploadRuleFor('snippet', 'producer')!, { format: 'jpeg', sizeBytes: 10 }).ok).toBe(false);
    expect(checkFile(uploadRuleFor('snippet', 'videographer')!, { format: 'png', sizeBytes: 10 }).ok).toBe(false);
  });

  it('stores the file as the kind its bytes are, not the rule’s kind', () => {
    expect(fileKindOf('pdf')).toBe('pdf');
    expect(fileKindOf('jpeg')).toBe('image');
    expect(fileKindOf('webp')).toBe('image');
    expect(fileKindOf('m4a')).toBe('audio');
    expect(fileKindOf('mov')).toBe('video');
    expect(hasDuration('png')).toBe(false);
    expect(hasDuration('pdf')).toBe(false);
    expect(hasDuration('wav')).toBe(true);
    expect(hasDuration('mp4')).toBe(true);
  });
});

describe('gridFrameShape', () => {
  it('follows the shape most pictures have, so posters keep their titles', () => {
    const poster = { width: 1080, height: 1350 };
    const clip = { width: 1280, height: 720 };
    expect(gridFrameShape([poster, poster, clip])).toBe('portrait');
    expect(gridFrameShape([poster, clip, clip])).toBe('landscape');
    expect(gridFrameShape([{ width: 800, height: 800 }])).toBe('square');
  });

  it('is landscape when nothing has dimensions, and ties go to the wider shape', () => {
    expect(gridFrameShape([])).toBe('landscape');
    expect(gridFrameShape([{ width: null, height: null }])).toBe('landscape');
    expect(
      gridFrameShape([
        { width: 1080, height: 1350 },
        { width: 800, height: 800 },
      ]),
    ).toBe('square');
  });

  it('never answers a shape no work has, once any work has dimensions', () => {
    const dims = fc.record({ width: fc.integer({ min: 1, max: 4000 }), height: fc.integer({ min: 1, max: 4000 }) });
    fc.assert(
      fc.property(fc.array(dims, { minLength: 1, maxLength: 12 }), (media) => {
        const shape = gridFrameShape(media);
        const shapes = media.map(({ width, height }) =>
          width / height < 0.9 ? 'portrait' : width / height > 1.1 ? 'landscape' : 'square',
        );
        expect(shapes).toContain(shape);
      }),
    );
  });
});
