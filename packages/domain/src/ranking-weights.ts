import type { CalibrationRecord, TagWeights } from './ranking';
import { tagKey } from './tags';

/**
 * Pseudo-verdicts added to every tag's count under the square root: a tag judged once or twice cannot reach the
 * weight of one judged many times the same way.
 */
export const BASE_RATE_PRIOR = 2;
/** Diving deeper is half a co-sign's news (decision 007's weight, 0.5). */
const DIVE_AS_COSIGN = 0.5;

/**
 * For You's weights from calibrations measured against the fan's own base rate (decision 074), instead of the
 * stored profile's raw sums of +1 per co-sign and -1 per skip (which a fan who skips most of what they see turns
 * negative for nearly every tag, and which grow with the number of events until confidence saturates).
 *
 * Each tag's weight is how many standard deviations its co-signs lie above what the fan's own rate `r` predicts:
 * (co-signs on the tag - r x verdicts on the tag) / sqrt((verdicts on the tag + BASE_RATE_PRIOR) x r x (1 - r)),
 * the binomial z-score. It is positive exactly when the fan co-signs the tag more often than they co-sign
 * anything, grows with the evidence (as the root of the count, so it does not saturate confidence the way raw
 * sums do), and a tag every judged creative carries says nothing.
 *
 * As in calibrationWeights, the latest verdict per creator counts once and diving deeper counts once per creator
 * (as half a co-sign, and half a verdict); each moves every distinct tag key once. A fan whose verdicts are all
 * co-signs or all skips has no contrast to learn from: no weights. Zero weights are dropped.
 */
export function baseRateWeights(oldestFirst: readonly CalibrationRecord[]): TagWeights {
  const verdicts = new Map<string, CalibrationRecord>();
  const dives = new Map<string, CalibrationRecord>();
  for (const event of oldestFirst) {
    if (event.action === 'dive_deeper') {
      if (!dives.has(event.creatorId)) dives.set(event.creatorId, event);
    } else {
      verdicts.delete(event.creatorId);
      verdicts.set(event.creatorId, event);
    }
  }
  const yes = new Map<string, number>();
  const seen = new Map<string, number>();
  let cosigns = 0;
  let judged = 0;
  const count = (tags: readonly string[], cosign: number, verdict: number) => {
    cosigns += cosign;
    judged += verdict;
    for (const key of new Set(tags.map(tagKey))) {
      if (key === '') continue;
      yes.set(key, (yes.get(key) ?? 0) + cosign);
      seen.set(key, (seen.get(key) ?? 0) + verdict);
    }
  };
  for (const e of verdicts.values()) count(e.tags, e.action === 'cosign' ? 1 : 0, 1);
  for (const e of dives.values()) count(e.tags, DIVE_AS_COSIGN, DIVE_AS_COSIGN);
  if (cosigns === 0 || cosigns === judged) return {};
  const rate = cosigns / judged;
  const weights: TagWeights = {};
  for (const [key, n] of seen) {
    const w = ((yes.get(key) ?? 0) - rate * n) / Math.sqrt((n + BASE_RATE_PRIOR) * rate * (1 - rate));
    if (Math.abs(w) >= 1e-9) weights[key] = w;
  }
  return weights;
}

/**
 * Each tag's log odds of a co-sign over the fan's own, with BASE_RATE_PRIOR pseudo-verdicts at the fan's rate
 * (decision 074, step e): ln((co-signs + 2r) / (skips + 2(1 - r))) - ln(r / (1 - r)). Naive Bayes' reading of the
 * tags: summed over a creative's tags, it is the log of how much likelier this fan is to co-sign it than their
 * usual. Same counting as baseRateWeights (latest verdict per creator, a dive as half a co-sign); no weights for
 * a fan whose verdicts are all alike.
 */
export function tagLogOdds(oldestFirst: readonly CalibrationRecord[]): TagWeights {
  const verdicts = new Map<string, CalibrationRecord>();
  const dives = new Map<string, CalibrationRecord>();
  for (const event of oldestFirst) {
    if (event.action === 'dive_deeper') {
      if (!dives.has(event.creatorId)) dives.set(event.creatorId, event);
    } else {
      verdicts.delete(event.creatorId);
      verdicts.set(event.creatorId, event);
    }
  }
  const yes = new Map<string, number>();
  const no = new Map<string, number>();
  let cosigns = 0;
  let skips = 0;
  const count = (counts: Map<string, number>, tags: readonly string[], value: number) => {
    for (const key of new Set(tags.map(tagKey))) if (key !== '') counts.set(key, (counts.get(key) ?? 0) + value);
  };
  for (const e of verdicts.values()) {
    if (e.action === 'cosign') {
      cosigns += 1;
      count(yes, e.tags, 1);
    } else {
      skips += 1;
      count(no, e.tags, 1);
    }
  }
  for (const e of dives.values()) {
    cosigns += DIVE_AS_COSIGN;
    count(yes, e.tags, DIVE_AS_COSIGN);
  }
  if (cosigns === 0 || skips === 0) return {};
  const rate = cosigns / (cosigns + skips);
  const weights: TagWeights = {};
  for (const key of new Set([...yes.keys(), ...no.keys()])) {
    const w =
      Math.log((yes.get(key) ?? 0) + BASE_RATE_PRIOR * rate) -
      Math.log((no.get(key) ?? 0) + BASE_RATE_PRIOR * (1 - rate)) -
      Math.log(rate / (1 - rate));
    if (Math.abs(w) >= 1e-9) weights[key] = w;
  }
  return weights;
}

/**
 * The log of a creative's expected co-signs from this fan, up to a constant (decision 074, step e; not the spec's
 * order): how often creatives like it are co-signed at all, ln(1 + co-signs), plus how much likelier this fan is
 * than others to co-sign it, the sum of its distinct tags' log odds.
 */
export function expectedCosignScore(cosigns: number, tags: readonly string[], logOdds: TagWeights): number {
  let lift = 0;
  for (const key of new Set(tags.map(tagKey))) lift += logOdds[key] ?? 0;
  return Math.log1p(Math.max(0, cosigns)) + lift;
}
