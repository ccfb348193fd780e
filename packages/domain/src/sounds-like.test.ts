import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareVectors, FEATURE_VECTOR_LENGTH, featureVector, type SoundFeatures } from './audio-analysis';
import { BEAT_KEYS } from './beats';
import {
  type Closeness,
  energyCloseness,
  keyCloseness,
  keyRelation,
  nearestVectors,
  similarityPercent,
  similarityReasons,
  tempoCloseness,
  tempoDistance,
  timbreCloseness,
} from './sounds-like';
import { createVectorScorer, SCORE_BLOCK, VECTOR_STRIDE } from './vector-scorer';

const features: fc.Arbitrary<SoundFeatures> = fc.record({
  mfcc: fc.array(fc.double({ min: -60, max: 60, noNaN: true }), { minLength: 12, maxLength: 12 }),
  spectralCentroidHz: fc.double({ min: 50, max: 5000, noNaN: true }),
  spectralFlatness: fc.double({ min: 0, max: 1, noNaN: true }),
  chroma: fc.array(fc.double({ min: 0, max: 10, noNaN: true }), { minLength: 12, maxLength: 12 }),
  bpm: fc.option(fc.integer({ min: 60, max: 180 }), { nil: null }),
  pulseClarity: fc.double({ min: 0, max: 1, noNaN: true }),
  onsetsPerSecond: fc.double({ min: 0, max: 12, noNaN: true }),
  loudnessLufs: fc.option(fc.double({ min: -40, max: 0, noNaN: true }), { nil: null }),
});
const vector = features.map(featureVector);
const RANK: Record<Closeness, number> = { same: 0, close: 1, different: 2, unknown: 3 };

/** The brute-force order: every row scored, best first, ties to the lower row. */
function bruteForce(query: number[], rows: number[][], accept: (i: number) => boolean) {
  return rows
    .map((r, index) => ({ index, score: r.reduce((s, x, i) => s + x * query[i]!, 0) }))
    .filter((m) => accept(m.index))
    .sort((a, b) => b.score - a.score || a.index - b.index);
}

/** The rows as the server keeps them: float32, one per VECTOR_STRIDE numbers, in a scorer (the kernel or not). */
function scorerOf(rows: readonly number[][], simd = true) {
  const scorer = createVectorScorer(Math.max(1, rows.length), { simd });
  for (const [i, r] of rows.entries()) scorer.rows.set(r, i * VECTOR_STRIDE);
  return scorer;
}

/** Rows rounded to float32, as stored: their brute-force scores are then exactly the scan's. */
const asStored = (rows: number[][]) => rows.map((r) => r.map(Math.fround));

describe('nearestVectors', () => {
  it('answers the brute-force order exactly, cut at the limit, filters applied, with and without the kernel', () => {
    fc.assert(
      fc.property(
        vector,
        fc.array(vector, { maxLength: 40 }),
        fc.integer({ min: 1, max: 15 }),
        fc.integer({ min: 1, max: 4 }),
        (query, raw, limit, modulo) => {
          const rows = asStored(raw);
          const accept = (i: number) => i % modulo !== 1;
          const want = bruteForce(query, rows, accept).slice(0, limit);
          expect(nearestVectors(query, scorerOf(rows), rows.length, limit, accept)).toEqual(want);
          expect(nearestVectors(query, scorerOf(rows, false), rows.length, limit, accept)).toEqual(want);
        },
      ),
    );
  });

  it('a shorter list is the start of a longer one (monotone in the limit)', () => {
    fc.assert(
      fc.property(vector, fc.array(vector, { maxLength: 30 }), fc.integer({ min: 1, max: 10 }), (q, rows, k) => {
        const short = nearestVectors(q, scorerOf(rows), rows.length, k);
        const long = nearestVectors(q, scorerOf(rows), rows.length, k + 5);
        expect(long.slice(0, short.length)).toEqual(short);
      }),
    );
  });

  it('a sound finds itself first, and the score is symmetric', () => {
    fc.assert(
      fc.property(fc.array(vector, { minLength: 1, maxLength: 20 }), fc.nat(), (rows, pick) => {
        const i = pick % rows.length;
        const top = nearestVectors(rows[i]!, scorerOf(rows), rows.length, 1)[0]!;
        const self = compareVectors(rows[i]!, rows[i]!).similarity;
        // A non-empty vector has length 1; an identical row elsewhere may tie, and a lower row wins a tie.
        expect(top.score).toBeCloseTo(self, 6);
        for (const other of rows) {
          expect(compareVectors(rows[i]!, other).similarity).toBeCloseTo(compareVectors(other, rows[i]!).similarity, 9);
        }
      }),
    );
  });

  it('adding a worse row never changes who comes first', () => {
    fc.assert(
      fc.property(vector, fc.array(vector, { minLength: 1, maxLength: 20 }), vector, (q, raw, extraRaw) => {
        const [extra, ...rows] = asStored([extraRaw, ...raw]) as [number[], ...number[][]];
        const before = nearestVectors(q, scorerOf(rows), rows.length, 3);
        const all = [...rows, extra];
        const after = nearestVectors(q, scorerOf(all), all.length, 3);
        const extraScore = extra.reduce((s, x, i) => s + x * q[i]!, 0);
        // Clearly worse: a rounding tie may go either way.
        if (extraScore < before[before.length - 1]!.score - 1e-9) {
          expect(after.slice(0, before.length)).toEqual(before);
        }
      }),
    );
  });

  it('refuses a query of the wrong length', () => {
    expect(nearestVectors([1, 2], scorerOf([new Array(FEATURE_VECTOR_LENGTH).fill(0)]), 1, 5)).toEqual([]);
  });
});

describe('the why, in words', () => {
  it('tempo closeness is symmetric and never improves as the tempos move apart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 60, max: 180 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        (a, d1, d2) => {
          const [near, far] = d1 <= d2 ? [d1, d2] : [d2, d1];
          // Up to 25 BPM away no half or double time is nearer, so the distance grows with the gap.
          if (far > 25) return;
          expect(RANK[tempoCloseness(a, a + near)]).toBeLessThanOrEqual(RANK[tempoCloseness(a, a + far)]);
          expect(tempoCloseness(a, a + near)).toBe(tempoCloseness(a + near, a));
        },
      ),
    );
  });

  it('half and double time are the same groove', () => {
    expect(tempoDistance(70, 140)).toEqual({ bpm: 0, folded: true });
    expect(tempoCloseness(85, 170)).toBe('same');
    expect(tempoCloseness(90, 100)).toBe('different');
  });

  it('key relations are symmetric and a key is its own same key', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BEAT_KEYS), fc.constantFrom(...BEAT_KEYS), (a, b) => {
        expect(keyRelation(a, b)).toBe(keyRelation(b, a));
        expect(keyRelation(a, a)).toBe('same');
        expect(keyCloseness(a, b)).toBe(keyCloseness(b, a));
      }),
    );
    expect(keyRelation('A minor', 'C major')).toBe('relative');
    expect(keyRelation('A minor', 'A major')).toBe('parallel');
    expect(keyRelation('C major', 'G major')).toBe('fifth');
    expect(keyRelation('C major', 'F# major')).toBe('other');
    expect(keyRelation('H minor', 'C major')).toBeNull();
  });

  it('energy and timbre words are monotone', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -40, max: 0, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (l, d1, d2) => {
          const [near, far] = d1 <= d2 ? [d1, d2] : [d2, d1];
          expect(RANK[energyCloseness(l, l + near)]).toBeLessThanOrEqual(RANK[energyCloseness(l, l - far)]);
        },
      ),
    );
    fc.assert(
      fc.property(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(RANK[timbreCloseness(hi)]).toBeLessThanOrEqual(RANK[timbreCloseness(lo)]);
      }),
    );
  });

  it('gives one reason per aspect, in order, and each names the beat’s value when known', () => {
    const facts = fc.record({
      bpm: fc.option(fc.integer({ min: 60, max: 180 }), { nil: null }),
      key: fc.option(fc.constantFrom(...BEAT_KEYS), { nil: null }),
      loudnessLufs: fc.option(fc.double({ min: -40, max: 0, noNaN: true }), { nil: null }),
    });
    fc.assert(
      fc.property(facts, facts, fc.double({ min: -1, max: 1, noNaN: true }), (ref, beat, timbre) => {
        const reasons = similarityReasons(ref, beat, { timbre });
        expect(reasons.map((r) => r.aspect)).toEqual(['tempo', 'key', 'energy', 'timbre']);
        if (beat.bpm !== null) expect(reasons[0]!.text).toContain(`${beat.bpm} BPM`);
        if (beat.key !== null) expect(reasons[1]!.text).toContain(beat.key);
        for (const r of reasons) expect(r.text.length).toBeGreaterThan(0);
      }),
    );
  });

  it('reads a close match as people would say it', () => {
    const reasons = similarityReasons(
      { bpm: 92, key: 'A minor', loudnessLufs: -14.2 },
      { bpm: 94, key: 'C major', loudnessLufs: -9 },
      { timbre: 0.93 },
    );
    expect(reasons.map((r) => r.text)).toEqual([
      'Same tempo: 94 BPM, yours 92',
      'Relative key: C major, yours A minor',
      'More energy: \u22129 LUFS, yours \u221214 LUFS',
      'Very similar timbre',
    ]);
    expect(
      similarityReasons(
        { bpm: 70, key: null, loudnessLufs: null },
        { bpm: 140, key: 'D minor', loudnessLufs: -10 },
        { timbre: 0.2 },
      ).map((r) => r.text),
    ).toEqual([
      'Same tempo (double time): 140 BPM, yours 70',
      'D minor (no clear key in the reference)',
      'Energy not measured',
      'Different timbre',
    ]);
  });

  it('similarity reads as a percentage from 0 to 100', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (s) => {
        const p = similarityPercent(s);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
      }),
    );
    expect(similarityPercent(0.873)).toBe(87);
  });
});

describe('the kernel', () => {
  const anyVector = fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 31, maxLength: 31 });

  it('scores as the plain sum does, to float32 rounding, with each block’s highest, with and without SIMD', () => {
    fc.assert(
      fc.property(anyVector, fc.array(anyVector, { maxLength: 200 }), fc.boolean(), (q, raw, simd) => {
        const rows = asStored(raw);
        const { scores, blockMaxima } = scorerOf(rows, simd).score(q, rows.length);
        rows.forEach((r, i) => {
          const exact = r.reduce((s, x, j) => s + x * q[j]!, 0);
          expect(Math.abs(scores[i]! - exact)).toBeLessThan(1e-5 * 31);
        });
        for (let b = 0; b * SCORE_BLOCK < rows.length; b++) {
          const block = Array.from(scores.subarray(b * SCORE_BLOCK, Math.min(rows.length, (b + 1) * SCORE_BLOCK)));
          // The kernel's last block also holds the zero rows past count: its highest is at least theirs.
          expect(blockMaxima[b]).toBeGreaterThanOrEqual(Math.max(...block));
          if (!simd || (b + 1) * SCORE_BLOCK <= rows.length) expect(blockMaxima[b]).toBe(Math.max(...block));
        }
      }),
    );
  });

  it('scores a range of rows in place, with each of its blocks’ highest counted from the range’s start', () => {
    fc.assert(
      fc.property(
        anyVector,
        fc.array(anyVector, { minLength: 1, maxLength: 300 }),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (q, raw, a, b, simd) => {
          const rows = asStored(raw);
          const start = a % rows.length;
          const count = 1 + (b % (rows.length - start));
          const { scores, blockMaxima } = scorerOf(rows, simd).scoreRange(q, start, count);
          for (let row = start; row < start + count; row++) {
            const exact = rows[row]!.reduce((s, x, j) => s + x * q[j]!, 0);
            expect(Math.abs(scores[row]! - exact)).toBeLessThan(1e-5 * 31);
          }
          for (let block = 0; block * SCORE_BLOCK < count; block++) {
            const from = start + block * SCORE_BLOCK;
            const own = Array.from(scores.subarray(from, Math.min(start + count, from + SCORE_BLOCK)));
            // The kernel's last block may hold rows past the range: its highest is at least the range's own.
            expect(blockMaxima[block]).toBeGreaterThanOrEqual(Math.max(...own));
            if (!simd) expect(blockMaxima[block]).toBe(Math.max(...own));
          }
        },
      ),
    );
  });

  it('keeps the scan exact on any vectors, across blocks, at every limit', () => {
    fc.assert(
      fc.property(
        anyVector,
        fc.array(anyVector, { maxLength: 300 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 5 }),
        (q, raw, k, modulo) => {
          const rows = asStored(raw);
          const accept = (i: number) => i % modulo !== 2;
          // Rows here reach a length of sqrt(31): the caller says so.
          const want = bruteForce(q, rows, accept).slice(0, k);
          expect(nearestVectors(q, scorerOf(rows), rows.length, k, accept, Math.sqrt(31))).toEqual(want);
          expect(nearestVectors(q, scorerOf(rows, false), rows.length, k, accept, Math.sqrt(31))).toEqual(want);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('stays exact where many rows score within a hair of each other (near copies of a few sounds)', () => {
    const nearCopies = fc
      .tuple(
        fc.array(vector, { minLength: 1, maxLength: 3 }),
        fc.array(fc.integer({ min: -1000, max: 1000 }), {
          minLength: 65,
          maxLength: 260,
        }),
      )
      .map(([bases, noise]) =>
        noise.map((v, i) => bases[i % bases.length]!.map((x, j) => x + ((v * (j + 1)) % 7) * 1e-6)),
      );
    fc.assert(
      fc.property(vector, nearCopies, fc.integer({ min: 1, max: 15 }), (q, raw, k) => {
        const rows = asStored(raw);
        const want = bruteForce(q, rows, () => true).slice(0, k);
        expect(nearestVectors(q, scorerOf(rows), rows.length, k, undefined, 1.01)).toEqual(want);
      }),
      { numRuns: 60 },
    );
  });

  it('runs as WebAssembly SIMD here, and a row past count never places', () => {
    const scorer = createVectorScorer(3);
    expect(scorer.simd).toBe(true);
    const unit = (i: number) => Array.from({ length: FEATURE_VECTOR_LENGTH }, (_, j) => (j === i ? 1 : 0));
    scorer.rows.set(unit(0), 0);
    scorer.rows.set(unit(1), VECTOR_STRIDE);
    scorer.rows.set(unit(2), 2 * VECTOR_STRIDE);
    expect(Array.from(scorer.score(unit(1), 2).scores.subarray(0, 2))).toEqual([0, 1]);
    expect(nearestVectors(unit(2), scorer, 2, 3).map((m) => m.index)).toEqual([0, 1]);
  });
});
