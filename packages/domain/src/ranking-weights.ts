import { type CalibrationRecord, FEEDBACK_WEIGHT, type TagWeights } from './ranking';
import { tagKey } from './tags';

/**
 * For You's weights from calibrations measured against the fan's own base rate (decision 074), instead of the
 * stored profile's raw sums of +1 per co-sign and -1 per skip. A fan who co-signs a share `r` of what they judge
 * expects `r` co-signs per creative shown; each verdict moves every distinct tag of its creative by what it says
 * beyond that: a co-sign by 1 - r, a skip by -r. A dive deeper is half a co-sign's news, 0.5 x (1 - r). So a tag
 * is positive when the fan co-signs it more often than they co-sign anything, and a fan who skips most things
 * still has liked tags. As in calibrationWeights, the latest verdict per creator counts once and diving deeper
 * counts once per creator; zero weights are dropped.
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
  const judged = [...verdicts.values()];
  const rate = judged.length === 0 ? 0 : judged.filter((e) => e.action === 'cosign').length / judged.length;
  const sums = new Map<string, number>();
  const add = (tags: readonly string[], value: number) => {
    for (const key of new Set(tags.map(tagKey))) if (key !== '') sums.set(key, (sums.get(key) ?? 0) + value);
  };
  for (const e of judged) add(e.tags, (e.action === 'cosign' ? 1 : 0) - rate);
  for (const e of dives.values()) add(e.tags, FEEDBACK_WEIGHT.dive_deeper * (1 - rate));
  const weights: TagWeights = {};
  for (const [key, value] of sums) if (Math.abs(value) >= 1e-9) weights[key] = value;
  return weights;
}
