import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DealStatus } from './deal-lifecycle';
import {
  bayesianAverage,
  type DealFacts,
  dealRates,
  deliveredOnTime,
  PULSE_SCORE_POINTS,
  pulseScore,
  RATING_PRIOR,
  ratingLine,
  ratingSummary,
} from './reputation';

const star = fc.integer({ min: 1, max: 5 });

describe('bayesianAverage', () => {
  it('a newcomer with one 5-star review does not outrank forty 4.8s', () => {
    const newcomer = bayesianAverage(5, 1);
    const veteran = bayesianAverage(40 * 4.8, 40);
    expect(newcomer).toBeCloseTo(4.17, 2);
    expect(veteran).toBeCloseTo(4.71, 2);
    expect(veteran).toBeGreaterThan(newcomer);
  });

  it('is the prior with no reviews', () => {
    expect(bayesianAverage(0, 0)).toBe(RATING_PRIOR.mean);
  });

  it('lies between the prior and the sample mean', () => {
    fc.assert(
      fc.property(fc.array(star, { minLength: 1, maxLength: 200 }), (scores) => {
        const sum = scores.reduce((s, x) => s + x, 0);
        const mean = sum / scores.length;
        const avg = bayesianAverage(sum, scores.length);
        expect(avg).toBeGreaterThanOrEqual(Math.min(mean, RATING_PRIOR.mean) - 1e-9);
        expect(avg).toBeLessThanOrEqual(Math.max(mean, RATING_PRIOR.mean) + 1e-9);
      }),
    );
  });

  it('never falls when a 5-star review is added, and rises unless already 5', () => {
    fc.assert(
      fc.property(fc.array(star, { maxLength: 200 }), (scores) => {
        const sum = scores.reduce((s, x) => s + x, 0);
        const before = bayesianAverage(sum, scores.length);
        const after = bayesianAverage(sum + 5, scores.length + 1);
        expect(after).toBeGreaterThan(before - 1e-12);
        if (before < 5) expect(after).toBeGreaterThan(before);
      }),
    );
  });
});

const statusArb = fc.constantFrom<DealStatus>('signed', 'delivered', 'paid', 'complete', 'disputed', 'refunded');
const factsArb: fc.Arbitrary<DealFacts> = fc.record({
  status: statusArb,
  signedAt: fc.option(fc.constant(new Date('2026-10-01T00:00:00Z')), { nil: null }),
  deliveredAt: fc.option(
    fc.date({ min: new Date('2026-10-02T00:00:00Z'), max: new Date('2026-11-30T00:00:00Z'), noInvalidDate: true }),
    { nil: null },
  ),
  deadline: fc.option(fc.constantFrom('2026-10-20', '2026-11-10'), { nil: null }),
  disputed: fc.boolean(),
});

describe('dealRates', () => {
  it('counts on time by the end of the deadline day', () => {
    expect(deliveredOnTime(new Date('2026-10-20T23:59:00Z'), '2026-10-20')).toBe(true);
    expect(deliveredOnTime(new Date('2026-10-21T00:00:01Z'), '2026-10-20')).toBe(false);
  });

  it('reads only signed deals; a resolved split counts as completed, a refund does not', () => {
    const signedAt = new Date('2026-10-01T00:00:00Z');
    const rates = dealRates([
      {
        status: 'paid',
        signedAt,
        deliveredAt: new Date('2026-10-05T00:00:00Z'),
        deadline: '2026-10-10',
        disputed: true,
      },
      { status: 'refunded', signedAt, deliveredAt: null, deadline: '2026-10-10', disputed: true },
      {
        status: 'complete',
        signedAt,
        deliveredAt: new Date('2026-10-12T00:00:00Z'),
        deadline: '2026-10-10',
        disputed: false,
      },
      { status: 'refunded', signedAt: null, deliveredAt: null, deadline: null, disputed: false },
    ]);
    expect(rates.completion).toEqual({ rate: 2 / 3, hits: 2, count: 3 });
    expect(rates.onTime).toEqual({ rate: 0.5, hits: 1, count: 2 });
    expect(rates.dispute).toEqual({ rate: 2 / 3, hits: 2, count: 3 });
  });

  it('every rate lies in 0..1 with hits ≤ count', () => {
    fc.assert(
      fc.property(fc.array(factsArb, { maxLength: 30 }), (deals) => {
        for (const r of Object.values(dealRates(deals))) {
          expect(r.hits).toBeLessThanOrEqual(r.count);
          if (r.count === 0) expect(r.rate).toBeNull();
          else expect(r.rate).toBeGreaterThanOrEqual(0);
          if (r.rate !== null) expect(r.rate).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});

describe('pulseScore', () => {
  it('is null with nothing to judge', () => {
    expect(pulseScore({ rating: RATING_PRIOR.mean, reviewCount: 0, rates: dealRates([]) })).toBeNull();
  });

  it('weights add up to 1 and the parts add up to the score', () => {
    expect(Object.values(PULSE_SCORE_POINTS).reduce((s, x) => s + x, 0)).toBe(100);
    const signedAt = new Date('2026-10-01T00:00:00Z');
    const result = pulseScore({
      rating: 4.7,
      reviewCount: 12,
      rates: dealRates([{ status: 'paid', signedAt, deliveredAt: signedAt, deadline: '2026-10-10', disputed: false }]),
    });
    expect(result).not.toBeNull();
    const sum = result!.parts.reduce((s, p) => s + p.points, 0);
    expect(Math.abs(sum - result!.score)).toBeLessThanOrEqual(1);
    expect(result!.parts.map((p) => p.max)).toEqual([55, 20, 15, 10]);
    expect(result!.parts[0]!.text).toContain('4.7 from 12 deals');
  });

  it('stays within 0-100 for any reviews and deals', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ quality: star, communication: star, onTime: star }), { maxLength: 60 }),
        fc.array(factsArb, { maxLength: 30 }),
        (ratings, deals) => {
          const summary = ratingSummary(
            'creator',
            ratings.map((r) => ({ ratings: r })),
          );
          const result = pulseScore({ rating: summary.average, reviewCount: summary.count, rates: dealRates(deals) });
          if (result === null) return;
          expect(Number.isInteger(result.score)).toBe(true);
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it('rises with better reviews, all else equal', () => {
    const rates = dealRates([]);
    fc.assert(
      fc.property(fc.double({ min: 1, max: 4.9, noNaN: true }), fc.integer({ min: 1, max: 50 }), (rating, count) => {
        const low = pulseScore({ rating, reviewCount: count, rates })!.score;
        const high = pulseScore({ rating: Math.min(5, rating + 0.1), reviewCount: count, rates })!.score;
        expect(high).toBeGreaterThanOrEqual(low);
      }),
    );
  });
});

describe('ratingSummary', () => {
  it('averages each criterion, counts deals and distributes overall stars', () => {
    const summary = ratingSummary('creator', [
      { ratings: { quality: 5, communication: 5, onTime: 5 } },
      { ratings: { quality: 4, communication: 3, onTime: 5 } },
    ]);
    expect(summary.count).toBe(2);
    expect(summary.criteria.map((c) => c.label)).toEqual(['Quality of work', 'Communication', 'On time']);
    expect(summary.criteria[0]!.mean).toBe(4.5);
    expect(summary.criteria[0]!.average).toBeCloseTo((4 * 5 + 9) / 7, 10);
    expect(summary.distribution).toEqual([
      { stars: 1, count: 0 },
      { stars: 2, count: 0 },
      { stars: 3, count: 0 },
      { stars: 4, count: 1 },
      { stars: 5, count: 1 },
    ]);
    expect(ratingLine(4.8, 12)).toBe('4.8 from 12 deals');
    expect(ratingLine(5, 1)).toBe('5.0 from 1 deal');
  });
});
