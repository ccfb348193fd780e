import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampToMap, dotSize, explainAlignment, heatBand, MAP_MAX, MAP_MIN, mapRadius, placeOnMap } from './pulse-map';

describe('PulseMap geometry (spec part 1, section 9)', () => {
  it('maps alignment to the spec’s radius bands', () => {
    expect([100, 95, 94, 92, 91, 89, 88, 85, 84, 80, 79, 70, 69, 0].map(mapRadius)).toEqual([
      14, 14, 18, 18, 22, 22, 26, 26, 32, 32, 38, 38, 44, 44,
    ]);
  });

  it('colours by the heat bands 90+, 80+, 70+, 60+, below 60', () => {
    expect([90, 89, 80, 79, 70, 69, 60, 59].map(heatBand)).toEqual([
      'blazing',
      'hot',
      'hot',
      'warm',
      'warm',
      'mild',
      'mild',
      'cool',
    ]);
  });

  it('clamps to 12-88 percent', () => {
    expect(clampToMap(3)).toBe(MAP_MIN);
    expect(clampToMap(97)).toBe(MAP_MAX);
    expect(clampToMap(50)).toBe(50);
  });

  it('places the first person straight above the centre at their radius', () => {
    expect(placeOnMap([96])).toEqual([{ x: 50, y: 36, radius: 14 }]);
    const [top, bottom] = placeOnMap([50, 50]);
    expect(top).toMatchObject({ x: 50, y: 12 });
    expect(bottom).toMatchObject({ x: 50, y: 88 });
  });

  it('property: every position is inside the map and closer alignment is never farther', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 30 }), (alignments) => {
        for (const p of placeOnMap(alignments)) {
          expect(p.x).toBeGreaterThanOrEqual(MAP_MIN);
          expect(p.x).toBeLessThanOrEqual(MAP_MAX);
          expect(p.y).toBeGreaterThanOrEqual(MAP_MIN);
          expect(p.y).toBeLessThanOrEqual(MAP_MAX);
        }
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        if (a >= b) {
          expect(mapRadius(a)).toBeLessThanOrEqual(mapRadius(b));
          expect(dotSize(a)).toBeGreaterThanOrEqual(dotSize(b));
        }
      }),
    );
  });

  it('explains the alignment with shared interests', () => {
    expect(explainAlignment({ name: 'Maya', alignment: 91, sharedInterests: ['lo-fi', 'chill'] })).toBe(
      'You and Maya are 91% aligned: you both like lo-fi, chill.',
    );
  });
});
