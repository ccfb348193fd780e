import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CalibrationRecord, calibrationWeights } from './ranking';
import { BASE_RATE_PRIOR, baseRateWeights, expectedCosignScore, tagLogOdds } from './ranking-weights';
import { tagKey } from './tags';

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
  it("weighs each tag by its co-signs above the fan's own rate, in standard deviations", () => {
    expect(BASE_RATE_PRIOR).toBe(2);
    // One co-sign, one skip: the fan's rate is 1/2; X is half a co-sign above it, over sqrt((1 + 2) / 4).
    const even = baseRateWeights([
      { creatorId: 'a', action: 'cosign', tags: ['X'] },
      { creatorId: 'b', action: 'skip', tags: ['Y'] },
    ]);
    expect(even.x).toBeCloseTo(0.5 / Math.sqrt(3 / 4));
    expect(even.y).toBeCloseTo(-0.5 / Math.sqrt(3 / 4));
    // 1.5 co-signs in 4.5 verdicts (a dive is half of each): a rate of 1/3. Lo-fi's 1 in 2 is liked, Trap's
    // 0.5 in 2.5 is not.
    const weights = baseRateWeights([
      { creatorId: 'a', action: 'cosign', tags: ['Lo-fi', 'Chill'] },
      { creatorId: 'b', action: 'skip', tags: ['Chill'] },
      { creatorId: 'c', action: 'skip', tags: ['Trap'] },
      { creatorId: 'd', action: 'skip', tags: ['Trap', 'lo-fi '] },
      { creatorId: 'e', action: 'dive_deeper', tags: ['Trap'] },
    ]);
    const spread = (n: number) => Math.sqrt(((n + 2) * 2) / 9);
    expect(weights['lo-fi']).toBeCloseTo((1 - 2 / 3) / spread(2));
    expect(weights.trap).toBeCloseTo((0.5 - 2.5 / 3) / spread(2.5));
    expect(weights['lo-fi']).toBeGreaterThan(0);
    expect(weights.trap).toBeLessThan(0);
  });

  it('grows with the evidence, as the root of the count', () => {
    const fan = (times: number): CalibrationRecord[] =>
      Array.from({ length: times }, (_, i) => [
        { creatorId: `c${i}`, action: 'cosign' as const, tags: ['Liked'] },
        { creatorId: `s${i}`, action: 'skip' as const, tags: ['Other'] },
      ]).flat();
    const once = baseRateWeights(fan(1)).liked!;
    const many = baseRateWeights(fan(50)).liked!;
    expect(many).toBeGreaterThan(once);
    expect(many).toBeLessThan(once * 50);
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
    const weights = baseRateWeights([
      { creatorId: 'a', action: 'skip', tags: ['X'] },
      { creatorId: 'a', action: 'cosign', tags: ['X'] },
      { creatorId: 'b', action: 'skip', tags: ['Y'] },
      { creatorId: 'c', action: 'dive_deeper', tags: ['Z'] },
      { creatorId: 'c', action: 'dive_deeper', tags: ['Z'] },
    ]);
    // 1.5 co-signs in 2.5 verdicts: the fan's rate is 0.6.
    const spread = (n: number) => Math.sqrt((n + 2) * 0.6 * 0.4);
    expect(weights.x).toBeCloseTo((1 - 0.6) / spread(1));
    expect(weights.y).toBeCloseTo(-0.6 / spread(1));
    expect(weights.z).toBeCloseTo((0.5 - 0.3) / spread(0.5));
    expect(Object.keys(weights).sort()).toEqual(['x', 'y', 'z']);
  });

  it('is positive exactly when the fan co-signs the tag more often than they co-sign anything', () => {
    fc.assert(
      fc.property(judgedOnce, (events) => {
        const weights = baseRateWeights(events);
        const cosigns = events.filter((e) => e.action === 'cosign').length;
        const rate = cosigns / events.length;
        fc.pre(cosigns > 0 && cosigns < events.length);
        for (const key of ['a', 'b', 'c', 'd']) {
          const carrying = events.filter((e) => e.tags.some((t) => tagKey(t) === key));
          const yes = carrying.filter((e) => e.action === 'cosign').length;
          const excess = yes * (1 - rate) - (carrying.length - yes) * rate;
          const w = weights[key] ?? 0;
          if (excess > 1e-9) expect(w).toBeGreaterThan(0);
          else if (excess < -1e-9) expect(w).toBeLessThan(0);
          else expect(w).toBeCloseTo(0, 9);
        }
      }),
    );
  });

  it('gives nothing to a tag every judged creative carries, when there are no dives', () => {
    fc.assert(
      fc.property(judgedOnce, (events) => {
        const withCommon = events.map((e) => ({ ...e, tags: [...e.tags, 'Everywhere'] }));
        expect(baseRateWeights(withCommon).everywhere ?? 0).toBeCloseTo(0, 9);
      }),
    );
  });

  it('does not depend on the order when each creator is judged once, nor on repeated verdicts', () => {
    fc.assert(
      fc.property(judgedOnce, (events) => {
        expectSameWeights(baseRateWeights(events), baseRateWeights([...events].reverse()));
        expectSameWeights(baseRateWeights(events), baseRateWeights([...events, ...events]));
      }),
    );
  });

  it('turning one skip into a co-sign lowers no tag of that creative and raises no other tag', () => {
    fc.assert(
      fc.property(judgedOnce, fc.nat(), (events, pick) => {
        const skips = events.flatMap((e, i) => (e.action === 'skip' ? [i] : []));
        fc.pre(skips.length > 0);
        const at = skips[pick % skips.length]!;
        const changed = events.map((e, i) => (i === at ? { ...e, action: 'cosign' as const } : e));
        const before = baseRateWeights(events);
        const after = baseRateWeights(changed);
        // Before, a fan with no co-sign has no weights; after, one with no skip has none.
        fc.pre(Object.keys(before).length > 0 && Object.keys(after).length > 0);
        const carried = new Set(events[at]!.tags.map(tagKey));
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

describe('tagLogOdds and expectedCosignScore (decision 074, step e)', () => {
  it('gives a tag the log odds of a co-sign on it over the fan’s, with pseudo-verdicts at the fan’s rate', () => {
    const even = tagLogOdds([
      { creatorId: 'a', action: 'cosign', tags: ['X'] },
      { creatorId: 'b', action: 'skip', tags: ['Y'] },
    ]);
    expect(even.x).toBeCloseTo(Math.log(2));
    expect(even.y).toBeCloseTo(-Math.log(2));
  });

  it('has the sign of baseRateWeights for every tag', () => {
    fc.assert(
      fc.property(judgedOnce, (events) => {
        const z = baseRateWeights(events);
        const odds = tagLogOdds(events);
        for (const key of new Set([...Object.keys(z), ...Object.keys(odds)])) {
          const a = z[key] ?? 0;
          const b = odds[key] ?? 0;
          if (Math.abs(a) > 1e-6 && Math.abs(b) > 1e-6) expect(Math.sign(a)).toBe(Math.sign(b));
        }
      }),
    );
  });

  it('orders by popularity when the fan has no weights, and never falls with more co-signs or a liked tag', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), tags, (a, b, t) => {
        expect(Math.sign(expectedCosignScore(a, t, {}) - expectedCosignScore(b, t, {}))).toBe(Math.sign(a - b));
        expect(expectedCosignScore(a + 1, t, { a: 0.5 })).toBeGreaterThan(expectedCosignScore(a, t, { a: 0.5 }));
        expect(expectedCosignScore(a, [...t, 'a'], { a: 0.5 })).toBeGreaterThanOrEqual(
          expectedCosignScore(a, t, { a: 0.5 }),
        );
      }),
    );
  });
});
