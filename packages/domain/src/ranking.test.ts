import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addWeights,
  applyFeedback,
  calibrationWeights,
  candidateTagKeys,
  FOR_YOU_LIMIT,
  forYouScore,
  matchesVibePreference,
  rankForYou,
  recommend,
} from './ranking';

describe('the For You score (spec part 1, section 9)', () => {
  it('is the confidence, 50 by default, plus 20 when any tag contains a vibe preference', () => {
    expect(forYouScore(undefined, ['Lo-fi'], [])).toBe(50);
    expect(forYouScore(null, ['Lo-fi'], ['lo'])).toBe(70);
    expect(forYouScore(79, ['Chillwave'], ['CHILL'])).toBe(99);
    expect(forYouScore(94, ['Dance'], ['chill'])).toBe(94);
  });

  it('matches vibes case-insensitively by containment, ignoring blank vibes', () => {
    expect(matchesVibePreference(['High-Energy'], ['energy'])).toBe(true);
    expect(matchesVibePreference(['Energy'], ['high-energy'])).toBe(false);
    expect(matchesVibePreference(['Anything'], ['  '])).toBe(false);
  });
});

describe('recommend', () => {
  it('gives 50 and no reason without a shared signal', () => {
    expect(recommend({}, ['Lo-fi'])).toEqual({ confidence: 50, reason: null });
  });

  it('names the strongest shared liked tag, in the creator’s spelling', () => {
    const r = recommend({ 'lo-fi': 1, chill: 3, dance: -2 }, ['Lo-fi', 'Chill', 'Dance']);
    expect(r.reason).toBe('Because you like “Chill”');
    expect(r.confidence).toBeGreaterThan(50);
  });

  it('falls below 50 for skipped tags', () => {
    expect(recommend({ dance: -2 }, ['Dance']).confidence).toBeLessThan(50);
  });

  it('stays within 0-100 and grows with the shared weight', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e3, noNaN: true }),
        (w, extra) => {
          const low = recommend({ a: w }, ['a']).confidence;
          const high = recommend({ a: w + extra }, ['a']).confidence;
          expect(low).toBeGreaterThanOrEqual(0);
          expect(high).toBeLessThanOrEqual(100);
          expect(high).toBeGreaterThanOrEqual(low);
        },
      ),
    );
  });
});

describe('rankForYou', () => {
  const candidates = Array.from({ length: 15 }, (_, i) => ({ id: `c${i}`, tags: i % 3 === 0 ? ['Chill'] : ['Loud'] }));

  it('sorts by score, keeps at most 10, and leaves out co-signed and skipped creators', () => {
    const ranked = rankForYou(candidates, {}, ['chill'], new Set(['c0']));
    expect(ranked).toHaveLength(FOR_YOU_LIMIT);
    expect(ranked.map((r) => r.item.id).slice(0, 4)).toEqual(['c3', 'c6', 'c9', 'c12']);
    expect(ranked.some((r) => r.item.id === 'c0')).toBe(false);
  });

  it('always returns a descending, bounded list without excluded ids', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.uuid(), tags: fc.array(fc.constantFrom('a', 'b', 'c', 'D'), { maxLength: 4 }) }), {
          maxLength: 30,
        }),
        fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.integer({ min: -5, max: 5 })),
        fc.array(fc.constantFrom('a', 'd', ''), { maxLength: 2 }),
        (items, weights, vibes) => {
          const excluded = new Set(items.slice(0, 3).map((i) => i.id));
          const ranked = rankForYou(items, weights, vibes, excluded);
          expect(ranked.length).toBeLessThanOrEqual(FOR_YOU_LIMIT);
          for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1]!.score).toBeGreaterThanOrEqual(ranked[i]!.score);
          for (const r of ranked) expect(excluded.has(r.item.id)).toBe(false);
        },
      ),
    );
  });
});

describe('calibration weights', () => {
  it('counts a co-sign +1, a skip -1 and diving deeper +0.5 per tag, case-insensitively', () => {
    expect(applyFeedback({}, ['Lo-fi', 'lo-fi', 'Chill'], 'cosign')).toEqual({ 'lo-fi': 1, chill: 1 });
    expect(applyFeedback({ chill: 1 }, ['Chill'], 'skip')).toEqual({});
    expect(applyFeedback({}, ['Chill'], 'dive_deeper')).toEqual({ chill: 0.5 });
  });

  it('keeps only the latest verdict per creator and one dive per creator', () => {
    const weights = calibrationWeights([
      { creatorId: 'a', action: 'cosign', tags: ['X'] },
      { creatorId: 'a', action: 'skip', tags: ['X'] },
      { creatorId: 'b', action: 'dive_deeper', tags: ['Y'] },
      { creatorId: 'b', action: 'dive_deeper', tags: ['Y'] },
    ]);
    expect(weights).toEqual({ x: -1, y: 0.5 });
  });

  it('equals folding applyFeedback when every creator is judged once, in any order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            creatorId: fc.uuid(),
            action: fc.constantFrom('cosign' as const, 'skip' as const, 'dive_deeper' as const),
            tags: fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 3 }),
          }),
          { selector: (e) => e.creatorId, maxLength: 20 },
        ),
        (events) => {
          const folded = events.reduce((w, e) => applyFeedback(w, e.tags, e.action), {});
          const close = (a: Record<string, number>, b: Record<string, number>) => {
            for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
              expect(a[key] ?? 0).toBeCloseTo(b[key] ?? 0);
          };
          close(calibrationWeights(events), folded);
          close(calibrationWeights([...events].reverse()), folded);
        },
      ),
    );
  });

  it('adds profiles and drops zeros', () => {
    expect(addWeights({ a: 1, b: 2 }, { a: -1, c: 1 })).toEqual({ b: 2, c: 1 });
  });

  it('searches candidates by the liked tags, strongest first, then the vibes', () => {
    expect(candidateTagKeys({ a: 1, b: 3, c: -2 }, ['Chill', 'b'])).toEqual(['b', 'a', 'chill']);
  });
});
