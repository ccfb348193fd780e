import type { CalibrationRecord, TagWeights } from './ranking';
import { tagKey } from './tags';

/**
 * Pseudo-verdicts every tag starts with, at the fan's own rate: one verdict moves a tag without deciding it, and a
 * tag the fan has never judged says nothing.
 */
export const BASE_RATE_PRIOR = 2;
/** Diving deeper is half a co-sign's news (decision 007's weight, 0.5). */
const DIVE_AS_COSIGN = 0.5;

/**
 * For You's weights from calibrations measured against the fan's own base rate (decision 074), instead of the
 * stored profile's raw sums of +1 per co-sign and -1 per skip (which a fan who skips most of what they see turns
 * negative for nearly every tag, and which grow with the number of events until confidence saturates).
 *
 * Each tag's weight is its log odds ratio: how much likelier a co-sign is than a skip on creatives carrying the tag
 * than on anything the fan judges, ln(odds on the tag) - ln(the fan's odds), with BASE_RATE_PRIOR pseudo-verdicts
 * at the fan's rate added to the tag's counts. Naive Bayes' reading of the tags: recommend() sums the weights of a
 * creator's tags, which is then the creator's log odds of a co-sign over the fan's usual, and tanh keeps it in
 * 0-100. A tag is positive exactly when the fan co-signs it more often than they co-sign anything.
 *
 * As in calibrationWeights, the latest verdict per creator counts once and diving deeper counts once per creator
 * (as half a co-sign); each moves every distinct tag key once. A fan whose verdicts are all co-signs or all skips
 * has no contrast to learn from: no weights. Zero weights are dropped.
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
  const baseOdds = Math.log(rate / (1 - rate));
  const weights: TagWeights = {};
  for (const key of new Set([...yes.keys(), ...no.keys()])) {
    const w =
      Math.log((yes.get(key) ?? 0) + BASE_RATE_PRIOR * rate) -
      Math.log((no.get(key) ?? 0) + BASE_RATE_PRIOR * (1 - rate)) -
      baseOdds;
    if (Math.abs(w) >= 1e-9) weights[key] = w;
  }
  return weights;
}
