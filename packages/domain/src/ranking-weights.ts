import { type CalibrationRecord, countedCalibrations, type TagWeights } from './ranking';
import { tagKey } from './tags';

/** Pseudo-verdicts at the fan's own rate every tag starts with: a tag the fan never judged says nothing. */
export const BASE_RATE_PRIOR = 2;
/** Diving deeper is half a co-sign's news (decision 007's weight, 0.5). */
const DIVE_AS_COSIGN = 0.5;

/**
 * Each tag's log odds of a co-sign over the fan's own, with BASE_RATE_PRIOR pseudo-verdicts at the fan's rate
 * (decision 074, step e): ln((co-signs + 2r) / (skips + 2(1 - r))) - ln(r / (1 - r)). Naive Bayes' reading of the
 * tags: summed over a creative's tags, it is the log of how much likelier this fan is to co-sign it than their
 * usual. As in calibrationWeights, the latest verdict per creator counts once and diving deeper once per
 * creator (as half a co-sign); each moves every distinct tag key once. No weights for a fan whose verdicts are
 * all alike (no contrast to learn from); zero weights are dropped. A tag is positive exactly when the fan
 * co-signs it more often than they co-sign anything.
 */
export function tagLogOdds(oldestFirst: readonly CalibrationRecord[]): TagWeights {
  const { verdicts, dives } = countedCalibrations(oldestFirst);
  const yes = new Map<string, number>();
  const no = new Map<string, number>();
  let cosigns = 0;
  let skips = 0;
  const count = (counts: Map<string, number>, tags: readonly string[], value: number) => {
    for (const key of new Set(tags.map(tagKey))) if (key !== '') counts.set(key, (counts.get(key) ?? 0) + value);
  };
  for (const e of verdicts) {
    if (e.action === 'cosign') {
      cosigns += 1;
      count(yes, e.tags, 1);
    } else {
      skips += 1;
      count(no, e.tags, 1);
    }
  }
  for (const e of dives) {
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
