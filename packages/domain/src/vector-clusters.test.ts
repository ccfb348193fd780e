import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEATURE_VECTOR_LENGTH } from './audio-analysis';
import { nearestVectors } from './sounds-like';
import {
  assignRows,
  type ClusterIndex,
  centroidTraining,
  clusterCountFor,
  clusterOrder,
  nearestInClusters,
  trainCentroids,
} from './vector-clusters';
import { createVectorScorer, VECTOR_STRIDE, type VectorScorer } from './vector-scorer';

/** A deterministic stream of numbers in 0..1 (mulberry32), so a failure repeats. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function unit(v: number[]): number[] {
  const length = Math.hypot(...v);
  return v.map((x) => x / length);
}

/** Unit vectors with no structure at all: the worst case for clusters (the scale seed's kind). */
function uniformVectors(count: number, seed: number): number[][] {
  const next = random(seed);
  return Array.from({ length: count }, () => unit(Array.from({ length: FEATURE_VECTOR_LENGTH }, () => next() * 2 - 1)));
}

/** The rows in a scorer, put in cluster order as the server does; `order[p]` is the row now at place p. */
function indexed(rows: number[][], simd = true): { scorer: VectorScorer; index: ClusterIndex; order: Int32Array } {
  const plain = createVectorScorer(rows.length, { simd });
  for (const [i, r] of rows.entries()) plain.rows.set(r, i * VECTOR_STRIDE);
  const k = clusterCountFor(rows.length);
  const centroids = trainCentroids(plain.rows, rows.length, k);
  const clusterOf = new Int32Array(rows.length);
  assignRows(centroids, k, plain.rows, 0, rows.length, clusterOf);
  const { order, offsets } = clusterOrder(clusterOf, k);
  const scorer = createVectorScorer(rows.length + 8, { simd });
  for (let p = 0; p < order.length; p++) scorer.rows.set(rows[order[p]!]!, p * VECTOR_STRIDE);
  return { scorer, index: { k, centroids, offsets, indexed: rows.length }, order };
}

describe('centroidTraining', () => {
  it('pauses after every slice of sample rows and ends with the same centroids as training in one go', () => {
    const rows = uniformVectors(2_000, 7);
    const plain = createVectorScorer(rows.length);
    for (const [i, r] of rows.entries()) plain.rows.set(r, i * VECTOR_STRIDE);
    const k = clusterCountFor(rows.length);
    const steps = centroidTraining(plain.rows, rows.length, k, 100);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    // 45 centroids learn from 720 sample rows (16 each), six rounds: a pause every 100 rows.
    expect(pauses).toBe(Math.floor((6 * k * 16) / 100));
    const once = trainCentroids(plain.rows, rows.length, k);
    expect([...step.value.rows.subarray(0, k * VECTOR_STRIDE)]).toEqual([...once.rows.subarray(0, k * VECTOR_STRIDE)]);
  });
});

describe('clusterOrder', () => {
  it('places every row once, each cluster together, rows in order within it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.array(fc.nat(), { maxLength: 200 }), (k, raw) => {
        const clusterOf = Int32Array.from(raw.map((x) => x % k));
        const { order, offsets } = clusterOrder(clusterOf, k);
        expect([...order].sort((a, b) => a - b)).toEqual(raw.map((_, i) => i));
        expect(offsets[0]).toBe(0);
        expect(offsets[k]).toBe(raw.length);
        for (let c = 0; c < k; c++) {
          const members = [...order.subarray(offsets[c]!, offsets[c + 1]!)];
          expect(members.every((row) => clusterOf[row] === c)).toBe(true);
          expect(members).toEqual([...members].sort((a, b) => a - b));
        }
      }),
    );
  });
});

describe('nearestInClusters', () => {
  it('reading every cluster answers exactly as the full scan does, filters applied, with and without the kernel', () => {
    for (const simd of [true, false]) {
      const rows = uniformVectors(3_000, simd ? 1 : 2);
      const { scorer, index } = indexed(rows, simd);
      const next = random(3);
      for (let t = 0; t < 20; t++) {
        const query = rows[Math.floor(next() * rows.length)]!;
        const accept = (i: number) => i % 3 !== t % 3;
        const all = nearestInClusters(query, scorer, index, rows.length, 12, accept, null, 1, index.k);
        expect(all).toEqual(nearestVectors(query, scorer, rows.length, 12, accept));
      }
    }
  });

  it('finds the true nearest beats nearly always on vectors with no structure, reading a tenth of them', () => {
    const rows = uniformVectors(40_000, 4);
    const { scorer, index } = indexed(rows);
    const next = random(5);
    let found = 0;
    const queries = 100;
    for (let t = 0; t < queries; t++) {
      const query = rows[Math.floor(next() * rows.length)]!;
      const exact = nearestVectors(query, scorer, rows.length, 12).map((m) => m.index);
      const approx = nearestInClusters(query, scorer, index, rows.length, 12, () => true).map((m) => m.index);
      found += approx.filter((i) => exact.includes(i)).length;
    }
    // 0.73 here (40k rows, 200 clusters, 20 read); more rows per cluster read find more (decision 080).
    expect(found / (queries * 12)).toBeGreaterThan(0.7);
  });

  it('on sounds that form groups, the nearest are exactly the full scan’s', () => {
    const next = random(6);
    const centres = uniformVectors(30, 7);
    const rows = Array.from({ length: 6_000 }, (_, i) => unit(centres[i % 30]!.map((x) => x + (next() - 0.5) * 0.05)));
    const { scorer, index } = indexed(rows);
    for (let t = 0; t < 30; t++) {
      const query = rows[Math.floor(next() * rows.length)]!;
      const approx = nearestInClusters(query, scorer, index, rows.length, 12, () => true);
      expect(approx).toEqual(nearestVectors(query, scorer, rows.length, 12));
    }
  });

  it('fills the list from further clusters when the filters leave too few in the nearest', () => {
    const rows = uniformVectors(2_000, 8);
    const { scorer, index } = indexed(rows);
    const accept = (i: number) => i % 100 === 0;
    const query = rows[0]!;
    const answer = nearestInClusters(query, scorer, index, rows.length, 12, accept, null, 1, 1);
    expect(answer).toHaveLength(12);
    expect(answer.every((m) => accept(m.index))).toBe(true);
    expect(answer.map((m) => m.score)).toEqual(answer.map((m) => m.score).sort((a, b) => b - a));
  });

  it('reads rows added after the index, and moved rows in place of their old cluster', () => {
    const rows = uniformVectors(2_000, 9);
    const { scorer, index } = indexed(rows);
    const query = uniformVectors(1, 10)[0]!;
    // A row added past the index that is the query itself, and a clustered row moved onto the query too.
    scorer.rows.set(query, rows.length * VECTOR_STRIDE);
    const movedRow = 17;
    scorer.rows.set(query, movedRow * VECTOR_STRIDE);
    const flags = new Uint8Array(rows.length + 1);
    flags[movedRow] = 1;
    const answer = nearestInClusters(
      query,
      scorer,
      index,
      rows.length + 1,
      3,
      () => true,
      {
        flags,
        rows: [movedRow],
      },
      1,
      1,
    );
    expect(answer.slice(0, 2).map((m) => m.index)).toEqual([movedRow, rows.length]);
    expect(answer.filter((m) => m.index === movedRow)).toHaveLength(1);
  });
});
