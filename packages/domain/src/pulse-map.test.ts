import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boxesOverlap,
  clampToMap,
  dotSize,
  explainAlignment,
  heatBand,
  layoutPulseMap,
  MAP_GAP,
  MAP_MAX,
  MAP_MIN,
  MAP_NODE_HEIGHT,
  MAP_NODE_WIDTH,
  mapRadius,
  nodeBox,
  PULSE_MAP_CAPACITY,
  YOU_BOX,
} from './pulse-map';

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

  it('places one person straight above "You", clear of it', () => {
    const [only] = layoutPulseMap([96]);
    expect(only?.x).toBeCloseTo(50);
    expect(only?.y).toBeLessThan(50);
    expect(boxesOverlap(nodeBox(only!), YOU_BOX, MAP_GAP)).toBe(false);
  });

  it('keeps the spec’s bands where there is room: a 96% match sits nearer than a 60% one', () => {
    const [near, far] = layoutPulseMap([96, 60]);
    expect(near!.distance).toBeLessThan(far!.distance);
    expect(far!.distance).toBeGreaterThanOrEqual(mapRadius(60) - 1e-9);
  });

  it('property: inside the map, no overlaps (with "You" either), closer never less aligned, all placed up to the capacity', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: PULSE_MAP_CAPACITY + 4 }), (alignments) => {
        const placed = layoutPulseMap(alignments);
        expect(placed).toHaveLength(alignments.length);
        const shown = placed.flatMap((p, i) => (p ? [{ ...p, alignment: alignments[i] as number }] : []));
        expect(shown.length).toBe(Math.min(alignments.length, PULSE_MAP_CAPACITY));
        for (const p of shown) {
          expect(p.x - MAP_NODE_WIDTH / 2).toBeGreaterThanOrEqual(0);
          expect(p.x + MAP_NODE_WIDTH / 2).toBeLessThanOrEqual(100);
          expect(p.y - MAP_NODE_HEIGHT / 2).toBeGreaterThanOrEqual(0);
          expect(p.y + MAP_NODE_HEIGHT / 2).toBeLessThanOrEqual(100);
          for (const v of [p.x, p.y]) expect(clampToMap(v)).toBeCloseTo(v, 9);
          expect(Math.hypot(p.x - 50, p.y - 50)).toBeCloseTo(p.distance, 6);
          expect(boxesOverlap(nodeBox(p), YOU_BOX)).toBe(false);
        }
        for (const [i, a] of shown.entries()) {
          for (const b of shown.slice(i + 1)) {
            expect(boxesOverlap(nodeBox(a), nodeBox(b))).toBe(false);
            if (a.alignment > b.alignment) expect(a.distance).toBeLessThanOrEqual(b.distance + 1e-9);
            if (b.alignment > a.alignment) expect(b.distance).toBeLessThanOrEqual(a.distance + 1e-9);
          }
        }
        // The most aligned are the ones shown.
        const hidden = alignments.filter((_, i) => placed[i] === null);
        for (const h of hidden) for (const p of shown) expect(p.alignment).toBeGreaterThanOrEqual(h);
      }),
      { numRuns: 60 },
    );
  });

  it('property: dots grow and the spec’s radius bands shrink as alignment rises', () => {
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
