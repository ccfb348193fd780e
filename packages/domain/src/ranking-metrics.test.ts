import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dcgAtK, meanEstimate, ndcgAtK, precisionAtK, recallAtK, relativeLift } from './ranking-metrics';

const id = fc.constantFrom(...Array.from({ length: 30 }, (_, i) => `c${i}`));
const ranking = fc.array(id, { maxLength: 25 });
const relevantSet = fc.array(id, { maxLength: 12 }).map((ids) => new Set(ids));
const k = fc.integer({ min: 1, max: 20 });

describe('precision@k', () => {
  it('counts the relevant items among the first k, over k', () => {
    const relevant = new Set(['a', 'c']);
    expect(precisionAtK(['a', 'b', 'c', 'd'], relevant, 2)).toBe(0.5);
    expect(precisionAtK(['a', 'b', 'c', 'd'], relevant, 4)).toBe(0.5);
    // A short list is not rewarded for being short.
    expect(precisionAtK(['a'], relevant, 10)).toBeCloseTo(0.1);
    // A repeated id counts once, at its first position.
    expect(precisionAtK(['a', 'a', 'a'], relevant, 3)).toBeCloseTo(1 / 3);
  });

  it('is in [0, 1] and at most |relevant| / k', () => {
    fc.assert(
      fc.property(ranking, relevantSet, k, (r, rel, n) => {
        const p = precisionAtK(r, rel, n);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
        expect(p).toBeLessThanOrEqual(rel.size / n + 1e-12);
      }),
    );
  });

  it('never falls when a relevant item is added to the relevant set', () => {
    fc.assert(
      fc.property(ranking, relevantSet, id, k, (r, rel, extra, n) => {
        expect(precisionAtK(r, new Set([...rel, extra]), n)).toBeGreaterThanOrEqual(precisionAtK(r, rel, n));
      }),
    );
  });

  it('never falls when a non-relevant item in the top k is swapped for a relevant one from below', () => {
    fc.assert(
      fc.property(ranking, relevantSet, k, (r, rel, n) => {
        const list = [...new Set(r)];
        const miss = list.slice(0, n).findIndex((x) => !rel.has(x));
        const hit = list.findIndex((x, i) => i >= n && rel.has(x));
        if (miss === -1 || hit === -1) return;
        const swapped = [...list];
        [swapped[miss], swapped[hit]] = [swapped[hit]!, swapped[miss]!];
        expect(precisionAtK(swapped, rel, n)).toBeCloseTo(precisionAtK(list, rel, n) + 1 / n);
      }),
    );
  });

  it('times k is non-decreasing in k (hits only accumulate)', () => {
    fc.assert(
      fc.property(ranking, relevantSet, k, (r, rel, n) => {
        expect((n + 1) * precisionAtK(r, rel, n + 1)).toBeGreaterThanOrEqual(n * precisionAtK(r, rel, n) - 1e-9);
      }),
    );
  });
});

describe('recall@k', () => {
  it('is the share of the relevant items found in the first k, and 0 with none relevant', () => {
    expect(recallAtK(['a', 'b', 'c'], new Set(['a', 'x']), 3)).toBe(0.5);
    expect(recallAtK(['a'], new Set(), 3)).toBe(0);
    fc.assert(
      fc.property(ranking, relevantSet, k, (r, rel, n) => {
        const value = recallAtK(r, rel, n);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
        expect(recallAtK(r, rel, n + 1)).toBeGreaterThanOrEqual(value);
      }),
    );
  });
});

describe('NDCG@k', () => {
  it('discounts a hit by log2 of its position + 1', () => {
    expect(dcgAtK(['a', 'b', 'c'], new Set(['a', 'c']), 3)).toBeCloseTo(1 + 1 / 2);
    expect(ndcgAtK(['x', 'a'], new Set(['a']), 10)).toBeCloseTo(1 / Math.log2(3));
    expect(ndcgAtK(['a', 'b'], new Set(), 10)).toBe(0);
    expect(ndcgAtK([], new Set(['a']), 10)).toBe(0);
  });

  it('is in [0, 1]', () => {
    fc.assert(
      fc.property(ranking, relevantSet, k, (r, rel, n) => {
        const value = ndcgAtK(r, rel, n);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1 + 1e-12);
      }),
    );
  });

  it('is 1 for a perfect ranking: every relevant item first, whatever follows', () => {
    fc.assert(
      fc.property(relevantSet, ranking, k, (rel, tail, n) => {
        if (rel.size === 0) return;
        const perfect = [...rel, ...tail.filter((x) => !rel.has(x))];
        expect(ndcgAtK(perfect, rel, n)).toBeCloseTo(1);
      }),
    );
  });

  it('is 0 exactly when no relevant item is in the first k', () => {
    fc.assert(
      fc.property(ranking, relevantSet, k, (r, rel, n) => {
        const hits = [...new Set(r)].slice(0, n).some((x) => rel.has(x));
        expect(ndcgAtK(r, rel, n) > 0).toBe(hits);
        expect(precisionAtK(r, rel, n) > 0).toBe(hits);
      }),
    );
  });

  it('rises when a relevant item moves above a non-relevant one', () => {
    fc.assert(
      fc.property(ranking, relevantSet, k, (r, rel, n) => {
        const list = [...new Set(r)].slice(0, n);
        const i = list.findIndex((x, j) => !rel.has(x) && list.slice(j + 1).some((y) => rel.has(y)));
        if (i === -1) return;
        const j = list.findIndex((y, jj) => jj > i && rel.has(y));
        const swapped = [...list];
        [swapped[i], swapped[j]] = [swapped[j]!, swapped[i]!];
        expect(ndcgAtK(swapped, rel, n)).toBeGreaterThan(ndcgAtK(list, rel, n));
      }),
    );
  });

  it('rejects a k that is not a positive integer', () => {
    expect(() => ndcgAtK(['a'], new Set(['a']), 0)).toThrow(RangeError);
    expect(() => precisionAtK(['a'], new Set(['a']), 1.5)).toThrow(RangeError);
  });
});

describe('meanEstimate and relativeLift', () => {
  it('gives the mean with a 95% half-width of 1.96 standard errors', () => {
    expect(meanEstimate([])).toEqual({ n: 0, mean: 0, halfWidth95: 0 });
    expect(meanEstimate([0.4])).toEqual({ n: 1, mean: 0.4, halfWidth95: 0 });
    const e = meanEstimate([0, 1, 0, 1]);
    expect(e.mean).toBe(0.5);
    expect(e.halfWidth95).toBeCloseTo(1.96 * Math.sqrt(1 / 3 / 4));
  });

  it('has a mean between the smallest and largest value', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1 }), (values) => {
        const { mean, halfWidth95 } = meanEstimate(values);
        expect(mean).toBeGreaterThanOrEqual(Math.min(...values) - 1e-12);
        expect(mean).toBeLessThanOrEqual(Math.max(...values) + 1e-12);
        expect(halfWidth95).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is the relative improvement over the baseline, null over 0', () => {
    expect(relativeLift(0.3, 0.2)).toBeCloseTo(0.5);
    expect(relativeLift(0.1, 0.2)).toBeCloseTo(-0.5);
    expect(relativeLift(0.1, 0)).toBeNull();
  });
});
