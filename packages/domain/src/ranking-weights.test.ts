import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CalibrationRecord, calibrationWeights } from './ranking';
import { baseRateWeights } from './ranking-weights';

const tag = fc.constantFrom('a', 'b', 'c', 'd', 'B', ' c ');
const tags = fc.array(tag, { maxLength: 4 });
const verdict = fc.constantFrom('cosign' as const, 'skip' as const);
/** Each creator judged once (co-sign or skip), no dives. */
const judgedOnce = fc.uniqueArray(fc.record({ creatorId: fc.uuid(), action: verdict, tags }), {
  selector: (e) => e.creatorId,
  maxLength: 25,
});

function expectSameWeights(a: Record<string, number>, b: Record<string, number>) {
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) expect(a[key] ?? 0).toBeCloseTo(b[key] ?? 0, 9);
}

describe('baseRateWeights (decision 074)', () => {
  it("moves each tag by what a verdict says beyond the fan's own co-sign rate", () => {
    // One co-sign in four: a co-sign says +0.75, a skip -0.25.
    const weights = baseRateWeights([
      { creatorId: 'a', action: 'cosign', tags: ['Lo-fi', 'Chill'] },
      { creatorId: 'b', action: 'skip', tags: ['Chill'] },
      { creatorId: 'c', action: 'skip', tags: ['Trap'] },
      { creatorId: 'd', action: 'skip', tags: ['Trap', 'lo-fi '] },
      { creatorId: 'e', action: 'dive_deeper', tags: ['Trap'] },
    ]);
    expect(weights['lo-fi']).toBeCloseTo(0.75 - 0.25);
    expect(weights.chill).toBeCloseTo(0.75 - 0.25);
    expect(weights.trap).toBeCloseTo(-0.5 + 0.5 * 0.75);
  });

  it('keeps a liked tag positive for a fan who skips most things', () => {
    const events: CalibrationRecord[] = [];
    for (let i = 0; i < 10; i++) events.push({ creatorId: `x${i}`, action: 'skip', tags: ['Trap', 'Poster'] });
    for (let i = 0; i < 4; i++) events.push({ creatorId: `y${i}`, action: 'cosign', tags: ['Lo-fi', 'Poster'] });
    for (let i = 0; i < 4; i++) events.push({ creatorId: `z${i}`, action: 'skip', tags: ['Lo-fi', 'Poster'] });
    const weights = baseRateWeights(events);
    // Raw sums call Lo-fi neutral (4 co-signs, 4 skips); against a co-sign rate of 4 in 18 it is liked.
    expect(calibrationWeights(events)['lo-fi'] ?? 0).toBe(0);
    expect(weights['lo-fi']).toBeGreaterThan(0);
    expect(weights.trap).toBeLessThan(0);
    // Carried by everything judged: the base rate explains it, so it says nothing.
    expect(weights.poster).toBeUndefined();
  });

  it('keeps only the latest verdict per creator and one dive per creator', () => {
    expect(
      baseRateWeights([
        { creatorId: 'a', action: 'skip', tags: ['X'] },
        { creatorId: 'a', action: 'cosign', tags: ['X'] },
        { creatorId: 'b', action: 'skip', tags: ['Y'] },
        { creatorId: 'c', action: 'dive_deeper', tags: ['Z'] },
        { creatorId: 'c', action: 'dive_deeper', tags: ['Z'] },
      ]),
    ).toEqual({ x: 0.5, y: -0.5, z: 0.25 });
  });

  it('gives nothing to a tag every judged creative carries, when there are no dives', () => {
    fc.assert(
      fc.property(judgedOnce, (events) => {
        const withCommon = events.map((e) => ({ ...e, tags: [...e.tags, 'Everywhere'] }));
        expect(baseRateWeights(withCommon).everywhere ?? 0).toBeCloseTo(0, 9);
      }),
    );
  });

  it('sums to zero over the judged creatives: each verdict with no dives adds what it says beyond the rate', () => {
    fc.assert(
      fc.property(judgedOnce, (events) => {
        // One distinct tag per creative: the weights then add up to the verdicts' own excess, which is 0.
        const own = events.map((e, i) => ({ ...e, tags: [`t${i}`] }));
        const total = Object.values(baseRateWeights(own)).reduce((s, w) => s + w, 0);
        expect(total).toBeCloseTo(0, 9);
      }),
    );
  });

  it('is half the raw sums when a fan co-signs exactly half of what they judge', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(tags, tags), { maxLength: 12 }), (pairs) => {
        const events: CalibrationRecord[] = pairs.flatMap(([liked, skipped], i) => [
          { creatorId: `c${i}`, action: 'cosign' as const, tags: liked },
          { creatorId: `s${i}`, action: 'skip' as const, tags: skipped },
        ]);
        const half = Object.fromEntries(Object.entries(calibrationWeights(events)).map(([k, w]) => [k, w / 2]));
        expectSameWeights(baseRateWeights(events), half);
      }),
    );
  });

  it('does not depend on the order when each creator is judged once', () => {
    fc.assert(
      fc.property(judgedOnce, (events) => {
        expectSameWeights(baseRateWeights(events), baseRateWeights([...events].reverse()));
      }),
    );
  });

  it('turning one skip into a co-sign never lowers the tags that creative carries, nor raises the others', () => {
    fc.assert(
      fc.property(judgedOnce, fc.nat(), (events, pick) => {
        const skips = events.flatMap((e, i) => (e.action === 'skip' ? [i] : []));
        fc.pre(skips.length > 0);
        const at = skips[pick % skips.length]!;
        const changed = events.map((e, i) => (i === at ? { ...e, action: 'cosign' as const } : e));
        const before = baseRateWeights(events);
        const after = baseRateWeights(changed);
        const carried = new Set(events[at]!.tags.map((t) => t.trim().toLowerCase()));
        for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
          const delta = (after[key] ?? 0) - (before[key] ?? 0);
          if (carried.has(key)) expect(delta).toBeGreaterThanOrEqual(-1e-9);
          else expect(delta).toBeLessThanOrEqual(1e-9);
        }
      }),
    );
  });

  it('has no opinion for a fan who co-signs everything or skips everything', () => {
    fc.assert(
      fc.property(judgedOnce, verdict, (events, action) => {
        expect(baseRateWeights(events.map((e) => ({ ...e, action })))).toEqual({});
      }),
    );
  });
});
