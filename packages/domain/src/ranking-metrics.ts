/**
 * Offline measures of a ranking against held-out relevant items (issue 35 item 3, decision 069), with binary
 * relevance: an item is relevant or it is not. A ranked list may repeat an id; only its first position counts.
 */

function checkK(k: number): void {
  if (!Number.isInteger(k) || k < 1) throw new RangeError('k must be a positive integer');
}

/** The first k distinct ids of a ranking. */
function topK(ranked: readonly string[], k: number): string[] {
  checkK(k);
  return [...new Set(ranked)].slice(0, k);
}

/** Relevant items among the first k, over k (a list shorter than k is not rewarded for it). */
export function precisionAtK(ranked: readonly string[], relevant: ReadonlySet<string>, k: number): number {
  return topK(ranked, k).filter((id) => relevant.has(id)).length / k;
}

/** Relevant items among the first k, over how many there are (0 when none are). */
export function recallAtK(ranked: readonly string[], relevant: ReadonlySet<string>, k: number): number {
  if (relevant.size === 0) return 0;
  return topK(ranked, k).filter((id) => relevant.has(id)).length / relevant.size;
}

/** Discounted gain of the hits among the first k: a hit at position i (1-based) is worth 1 / log2(i + 1). */
export function dcgAtK(ranked: readonly string[], relevant: ReadonlySet<string>, k: number): number {
  return topK(ranked, k).reduce((sum, id, i) => (relevant.has(id) ? sum + 1 / Math.log2(i + 2) : sum), 0);
}

/**
 * DCG over the DCG of a perfect ranking (every relevant item first, as many as fit in k): 1 for a perfect
 * ranking, 0 when no relevant item is in the first k or there are none.
 */
export function ndcgAtK(ranked: readonly string[], relevant: ReadonlySet<string>, k: number): number {
  checkK(k);
  const ideal = Math.min(relevant.size, k);
  if (ideal === 0) return 0;
  let idcg = 0;
  for (let i = 0; i < ideal; i++) idcg += 1 / Math.log2(i + 2);
  return dcgAtK(ranked, relevant, k) / idcg;
}

export interface MeanEstimate {
  n: number;
  mean: number;
  /** Half the width of the normal 95% interval of the mean (1.96 standard errors); 0 with fewer than 2 values. */
  halfWidth95: number;
}

/** The mean of per-user values with its 95% interval. */
export function meanEstimate(values: readonly number[]): MeanEstimate {
  const n = values.length;
  if (n === 0) return { n: 0, mean: 0, halfWidth95: 0 };
  const mean = values.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { n, mean, halfWidth95: 0 };
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (n - 1);
  return { n, mean, halfWidth95: 1.96 * Math.sqrt(variance / n) };
}

/** How much better `candidate` is than `baseline`, relatively (0.5 = 50% better); null when the baseline is 0. */
export function relativeLift(candidate: number, baseline: number): number | null {
  return baseline === 0 ? null : candidate / baseline - 1;
}
