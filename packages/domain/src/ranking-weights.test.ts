import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CalibrationRecord, calibrationWeights } from './ranking';
import { BASE_RATE_PRIOR, expectedCosignScore, tagLogOdds } from './ranking-weights';
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

describe('tagLogOdds (decision 074, step e)', () => {
  it("gives each tag its log odds of a co-sign over the fan's, with pseudo-verdicts at the fan's rate", () => {
    expect(BASE_RATE_PRIOR).toBe(2);
    // One co-sign, one skip: even odds; X is 1 co-sign + 1 pseudo-co-sign against 1 pseudo-skip.
    const even = tagLogOdds([
      { creatorId: 'a', action: 'cosign', tags: ['X'] },
      { creatorId: 'b', action: 'skip', tags: ['Y'] },
    ]);
    expect(even.x).toBeCloseTo(Math.log(2));
    expect(even.y).toBeCloseTo(-Math.log(2));
    // The latest verdict per creator and one dive per creator (half a co-sign): 1.5 co-signs to 1 skip, r = 0.6.
    const weights = tagLogOdds([
      { creatorId: 'a', action: 'skip', tags: ['X'] },
      { creatorId: 'a', action: 'cosign', tags: ['X'] },
      { creatorId: 'b', action: 'skip', tags: ['Y'] },
      { creatorId: 'c', action: 'dive_deeper', tags: ['Z'] },
      { creatorId: 'c', action: 'dive_deeper', tags: ['Z'] },
    ]);
    expect(weights.x).toBeCloseTo(Math.log((1 + 1.2) / 0.8 / 1.5));
    expect(weights.y).toBeCloseTo(Math.log(1.2 / (1 + 0.8) / 1.5));
    expect(weights.z).toBeCloseTo(Math.log((0.5 + 1.2) / 0.8 / 1.5));
    expect(Object.keys(weights).sort()).toEqual(['x', 'y', 'z']);
  });

  it('keeps a liked tag positive for a fan who skips most things', () => {
    const events: CalibrationRecord[] = [];
    for (let i = 0; i < 10; i++) events.push({ creatorId: `x${i}`, action: 'skip', tags: ['Trap', 'Poster'] });
    for (let i = 0; i < 4; i++) events.push({ creatorId: `y${i}`, action: 'cosign', tags: ['Lo-fi', 'Poster'] });
    for (let i = 0; i < 4; i++) events.push({ creatorId: `z${i}`, action: 'skip', tags: ['Lo-fi', 'Poster'] });
    const weights = tagLogOdds(events);
    // Raw sums call Lo-fi neutral (4 co-signs, 4 skips); against a co-sign rate of 4 in 18 it is liked.
    expect(calibrationWeights(events)['lo-fi'] ?? 0).toBe(0);
    expect(weights['lo-fi']).toBeGreaterThan(0);
    expect(weights.trap).toBeLessThan(0);
    // Carried by everything judged: the base rate explains it, so it says nothing.
    expect(weights.poster).toBeUndefined();
  });

  it('is positive exactly when the fan co-signs the tag more often than they co-sign anything', () => {
    fc.assert(
      fc.property(judgedOnce, (events) => {
        const weights = tagLogOdds(events);
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
        expect(tagLogOdds(withCommon).everywhere ?? 0).toBeCloseTo(0, 9);
      }),
    );
  });

  it('does not depend on the order when each creator is judged once, nor on repeated verdicts', () => {
    fc.assert(
      fc.property(judgedOnce, (events) => {
        expectSameWeights(tagLogOdds(events), tagLogOdds([...events].reverse()));
        expectSameWeights(tagLogOdds(events), tagLogOdds([...events, ...events]));
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
        const before = tagLogOdds(events);
        const after = tagLogOdds(changed);
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
        expect(tagLogOdds(events.map((e) => ({ ...e, action })))).toEqual({});
      }),
    );
  });
});

describe('expectedCosignScore (decision 074, step e)', () => {
  it('is ln(1 + co-signs) plus the log odds of the distinct tags', () => {
    expect(expectedCosignScore(0, [], {})).toBe(0);
    expect(expectedCosignScore(9, ['Lo-fi', 'lo-fi', 'Trap'], { 'lo-fi': 0.5, trap: -0.25 })).toBeCloseTo(
      Math.log(10) + 0.25,
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
