import type { FeedbackAction } from './ranking';
import { tagKey } from './tags';

/** How many recent calibrations the insight reads, and how often a tag must recur to be a pattern. */
export const RECALIBRATION_WINDOW = 20;
export const RECALIBRATION_MIN_REPEATS = 2;

export interface CalibrationEvent {
  action: FeedbackAction;
  tags: readonly string[];
}

function topTag(events: readonly CalibrationEvent[], action: FeedbackAction): { tag: string; count: number } | null {
  const counts = new Map<string, { tag: string; count: number }>();
  for (const event of events) {
    if (event.action !== action) continue;
    for (const tag of new Set(event.tags)) {
      const key = tagKey(tag);
      const entry = counts.get(key) ?? { tag, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  let best: { tag: string; count: number } | null = null;
  for (const entry of counts.values()) if (best === null || entry.count > best.count) best = entry;
  return best;
}

/**
 * The blue insight box on For You: the pattern in the fan's latest calibrations (newest first), or null
 * when no tag recurs yet. Co-sign patterns win over skip patterns.
 */
export function recalibrationInsight(newestFirst: readonly CalibrationEvent[]): string | null {
  const recent = newestFirst.slice(0, RECALIBRATION_WINDOW);
  const liked = topTag(recent, 'cosign');
  if (liked && liked.count >= RECALIBRATION_MIN_REPEATS) {
    return `You co-signed ${liked.count} creators tagged “${liked.tag}”, so your feed now leans that way.`;
  }
  const skipped = topTag(recent, 'skip');
  if (skipped && skipped.count >= RECALIBRATION_MIN_REPEATS) {
    return `You skipped ${skipped.count} creators tagged “${skipped.tag}”, so you'll see fewer of them.`;
  }
  return null;
}
