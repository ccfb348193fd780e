/**
 * Clusters over the "Sounds like this" vectors (issue 35 item 1, decision 080): an inverted-file index. Below
 * CLUSTER_INDEX_FROM rows a search scores every row (`nearestVectors`, exact); at a million beats that scan reads
 * 128 MB per search, ten times the 100k one, so there the rows are grouped around about sqrt(n) centroids
 * (k-means on the sphere) and a search scores the rows of the clusters whose centroids are nearest the query. The
 * answer is then approximate: a nearer beat in a cluster not visited is missed. `sounds-like.test.ts` measures
 * how often on vectors with no structure at all (the worst case), and the bench prints it.
 */
import { FEATURE_VECTOR_LENGTH } from './audio-analysis';
import type { VectorMatch } from './sounds-like';
import { createVectorScorer, exactQuery, SCORE_BLOCK, VECTOR_STRIDE, type VectorScorer } from './vector-scorer';

/** From this many rows a search visits clusters instead of every row. */
export const CLUSTER_INDEX_FROM = 250_000;
/** Share of the clusters a search visits (more when the filters leave too few rows in them). */
export const CLUSTER_PROBE_SHARE = 0.1;
/** Rows k-means learns from per centroid, and its rounds: the centroids settle well before. */
const SAMPLE_PER_CLUSTER = 16;
const TRAINING_ROUNDS = 6;

export interface ClusterIndex {
  k: number;
  /** The centroids as rows of a scorer, for ranking clusters against a query. */
  centroids: VectorScorer;
  /** The rows are stored in cluster order: cluster c is rows offsets[c] .. offsets[c + 1] - 1. */
  offsets: Int32Array;
  /** Rows 0 .. indexed - 1 are in the clusters; rows added since are read by every search. */
  indexed: number;
}

/** About the square root of the rows: a search then reads about as many centroids as rows of a cluster. */
export function clusterCountFor(rows: number): number {
  return Math.max(1, Math.round(Math.sqrt(rows)));
}

/** The highest-scoring of the first `count` rows just scored (the lower row on a tie). */
function bestOf(scored: ReturnType<VectorScorer['score']>, count: number): number {
  const { scores, blockMaxima } = scored;
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let block = 0; block * SCORE_BLOCK < count; block++) {
    if (!(blockMaxima[block]! > bestScore)) continue;
    const end = Math.min(count, (block + 1) * SCORE_BLOCK);
    for (let row = block * SCORE_BLOCK; row < end; row++) {
      if (scores[row]! > bestScore) {
        bestScore = scores[row]!;
        best = row;
      }
    }
  }
  return best;
}

function rowOf(rows: Float32Array, at: number): Float32Array {
  return rows.subarray(at * VECTOR_STRIDE, at * VECTOR_STRIDE + FEATURE_VECTOR_LENGTH);
}

/**
 * k centroids of the first `count` rows: k-means on the sphere (each round assigns rows to the centroid of
 * highest dot product, then sets each centroid to its rows' mean made unit length), over an evenly spaced sample,
 * starting from evenly spaced rows. Deterministic: the same rows give the same centroids.
 */
export function trainCentroids(rows: Float32Array, count: number, k: number): VectorScorer {
  const steps = centroidTraining(rows, count, k, Number.POSITIVE_INFINITY);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * `trainCentroids` a slice at a time: it pauses after every `rowsPerSlice` sample rows, so a server can let other
 * work run between slices (at a million rows the whole training holds the thread for about 0.4 s).
 */
export function* centroidTraining(
  rows: Float32Array,
  count: number,
  k: number,
  rowsPerSlice: number,
): Generator<void, VectorScorer> {
  const centroids = createVectorScorer(k);
  const sampleSize = Math.min(count, k * SAMPLE_PER_CLUSTER);
  const sampleAt = (i: number) => Math.floor((i * count) / sampleSize);
  for (let c = 0; c < k; c++) centroids.rows.set(rowOf(rows, Math.floor((c * count) / k)), c * VECTOR_STRIDE);
  const sums = new Float64Array(k * VECTOR_STRIDE);
  let inSlice = 0;
  for (let round = 0; round < TRAINING_ROUNDS; round++) {
    sums.fill(0);
    for (let i = 0; i < sampleSize; i++) {
      const row = rowOf(rows, sampleAt(i));
      const c = bestOf(centroids.score(row, k), k);
      for (let d = 0; d < FEATURE_VECTOR_LENGTH; d++) sums[c * VECTOR_STRIDE + d]! += row[d]!;
      if (++inSlice >= rowsPerSlice) {
        inSlice = 0;
        yield;
      }
    }
    for (let c = 0; c < k; c++) {
      let length = 0;
      for (let d = 0; d < FEATURE_VECTOR_LENGTH; d++) length += sums[c * VECTOR_STRIDE + d]! ** 2;
      // A centroid no row chose keeps its place (it may win rows later); the rest move to their rows' mean.
      if (length === 0) continue;
      const scale = 1 / Math.sqrt(length);
      for (let d = 0; d < FEATURE_VECTOR_LENGTH; d++) {
        centroids.rows[c * VECTOR_STRIDE + d] = sums[c * VECTOR_STRIDE + d]! * scale;
      }
    }
  }
  return centroids;
}

/** Each of rows from .. to - 1 to its nearest centroid, into `clusterOf` (the server calls it a slice at a time). */
export function assignRows(
  centroids: VectorScorer,
  k: number,
  rows: Float32Array,
  from: number,
  to: number,
  clusterOf: Int32Array,
): void {
  for (let at = from; at < to; at++) clusterOf[at] = bestOf(centroids.score(rowOf(rows, at), k), k);
}

/**
 * Where each row goes so that every cluster's rows are together (a counting sort; rows keep their order within a
 * cluster): `order[p]` is the row to store at place p, and cluster c's places start at offsets[c].
 */
export function clusterOrder(clusterOf: Int32Array, k: number): { order: Int32Array; offsets: Int32Array } {
  const offsets = new Int32Array(k + 1);
  for (const c of clusterOf) offsets[c + 1]!++;
  for (let c = 0; c < k; c++) offsets[c + 1]! += offsets[c]!;
  const next = offsets.slice(0, k);
  const order = new Int32Array(clusterOf.length);
  for (let at = 0; at < clusterOf.length; at++) order[next[clusterOf[at]!]!++] = at;
  return { order, offsets };
}

/**
 * The `limit` rows of `scorer` nearest to `query` that `accept` lets through, best first (ties to the lower row),
 * from the clusters whose centroids score highest: the CLUSTER_PROBE_SHARE of them, then more, one at a time,
 * while fewer than `limit` rows passed. The rows past the index (up to `count`) and the `moved` ones (their vector
 * changed since the index was built: their cluster may be another now) are read by every search. Within what it
 * reads it is exact as `nearestVectors` is: the kernel scores a cluster in float32, and a row that could place is
 * scored again in float64. `probe` overrides the share (tests).
 */
export function nearestInClusters(
  query: ArrayLike<number>,
  scorer: VectorScorer,
  index: ClusterIndex,
  count: number,
  limit: number,
  accept: (row: number) => boolean,
  moved: { flags: Uint8Array; rows: readonly number[] } | null = null,
  rowLength = 1,
  probe = Math.max(1, Math.ceil(index.k * CLUSTER_PROBE_SHARE)),
): VectorMatch[] {
  const n = FEATURE_VECTOR_LENGTH;
  if (query.length !== n || limit <= 0) return [];
  const { q, slack } = exactQuery(query, rowLength);
  const rows = scorer.rows;
  const best: VectorMatch[] = [];
  let cut = Number.NEGATIVE_INFINITY;
  const consider = (row: number) => {
    if (!accept(row)) return;
    let score = 0;
    for (let i = 0, b = row * VECTOR_STRIDE; i < n; i++) score += rows[b + i]! * q[i]!;
    if (!Number.isFinite(score)) return;
    const last = best[limit - 1];
    if (last && (score < last.score || (score === last.score && row > last.index))) return;
    let at = best.length;
    while (at > 0 && (best[at - 1]!.score < score || (best[at - 1]!.score === score && best[at - 1]!.index > row)))
      at--;
    best.splice(at, 0, { index: row, score });
    if (best.length > limit) best.pop();
    if (best.length === limit) cut = best[limit - 1]!.score - slack;
  };
  const scan = (start: number, end: number) => {
    if (end <= start) return;
    const { scores, blockMaxima } = scorer.scoreRange(query, start, end - start);
    // A block whose highest cannot place is passed over whole, as the full scan does: once the list is full, most
    // of a cluster's blocks are (the walk over each score cost a third of a search at a million rows).
    for (let block = 0, from = start; from < end; block++, from += SCORE_BLOCK) {
      if (blockMaxima[block]! <= cut) continue;
      for (let row = from, to = Math.min(end, from + SCORE_BLOCK); row < to; row++) {
        // A NaN score never compares: the row is scored again and dropped.
        if (scores[row]! <= cut || moved?.flags[row] === 1) continue;
        consider(row);
      }
    }
  };
  const centroidScores = index.centroids.score(query, index.k).scores;
  const order = Array.from({ length: index.k }, (_, c) => c).sort(
    (a, b) => centroidScores[b]! - centroidScores[a]! || a - b,
  );
  for (let visited = 0; visited < index.k && (visited < probe || best.length < limit); visited++) {
    const c = order[visited]!;
    scan(index.offsets[c]!, index.offsets[c + 1]!);
  }
  scan(index.indexed, count);
  for (const row of moved?.rows ?? []) if (row < index.indexed) consider(row);
  return best;
}
