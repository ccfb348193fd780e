import { tagKey } from './tags';

/** DESIGN 5.5 and spec part 1, section 9: the For You formula. */
export const FOR_YOU_LIMIT = 10;
export const DEFAULT_CONFIDENCE = 50;
export const VIBE_PREFERENCE_BONUS = 20;

export const FEEDBACK_ACTIONS = ['cosign', 'skip', 'dive_deeper'] as const;
/** A fan's standing reaction to a creative (dive deeper is a taste event, never a reaction). */
export const REACTIONS = ['cosign', 'skip'] as const satisfies readonly (typeof FEEDBACK_ACTIONS)[number][];
export type FeedbackAction = (typeof FEEDBACK_ACTIONS)[number];

/**
 * How much one piece of feedback moves each of the creator's tags (decision 007): a co-sign is a full
 * yes, diving deeper is curiosity, a skip is a no.
 */
export const FEEDBACK_WEIGHT: Record<FeedbackAction, number> = { cosign: 1, dive_deeper: 0.5, skip: -1 };

/** Confidence saturates: 4 units of shared weight is already a strong signal. */
const CONFIDENCE_SCALE = 4;

export type TagWeights = Record<string, number>;

/** The profile after one piece of feedback on a creator with these tags; zero weights are dropped. */
export function applyFeedback(weights: TagWeights, tags: readonly string[], action: FeedbackAction): TagWeights {
  const next: TagWeights = { ...weights };
  for (const key of new Set(tags.map(tagKey))) {
    if (key === '') continue;
    const value = (next[key] ?? 0) + FEEDBACK_WEIGHT[action];
    if (Math.abs(value) < 1e-9) delete next[key];
    else next[key] = value;
  }
  return next;
}

export interface Recommendation {
  /** 0-100. */
  confidence: number;
  /** Names the strongest shared tag; null when the profile shares nothing positive with the creator. */
  reason: string | null;
}

export function recommendationReason(tag: string): string {
  return `Because you like “${tag}”`;
}

/**
 * A creator's confidence against the fan's weighted tags: 50 with no signal, rising towards 100 with
 * shared liked tags and falling towards 0 with shared skipped ones.
 */
export function recommend(weights: TagWeights, creatorTags: readonly string[]): Recommendation {
  let raw = 0;
  let strongest: { tag: string; weight: number } | null = null;
  const seen = new Set<string>();
  for (const tag of creatorTags) {
    const key = tagKey(tag);
    if (seen.has(key)) continue;
    seen.add(key);
    const weight = weights[key] ?? 0;
    raw += weight;
    if (weight > 0 && (strongest === null || weight > strongest.weight)) strongest = { tag, weight };
  }
  const confidence = Math.round(DEFAULT_CONFIDENCE + DEFAULT_CONFIDENCE * Math.tanh(raw / CONFIDENCE_SCALE));
  return {
    confidence: Math.min(100, Math.max(0, confidence)),
    reason: strongest ? recommendationReason(strongest.tag) : null,
  };
}

/** True when any tag contains any vibe preference, case-insensitively (spec part 1, section 9). */
export function matchesVibePreference(tags: readonly string[], vibePreferences: readonly string[]): boolean {
  const vibes = vibePreferences.map(tagKey).filter((v) => v !== '');
  return tags.some((tag) => {
    const key = tagKey(tag);
    return vibes.some((vibe) => key.includes(vibe));
  });
}

/** Ranking score = confidence (default 50) + 20 if any tag contains a vibe preference. */
export function forYouScore(
  confidence: number | null | undefined,
  tags: readonly string[],
  vibePreferences: readonly string[],
): number {
  return (
    (confidence ?? DEFAULT_CONFIDENCE) + (matchesVibePreference(tags, vibePreferences) ? VIBE_PREFERENCE_BONUS : 0)
  );
}

export interface RankCandidate {
  id: string;
  tags: readonly string[];
}

export interface Ranked<T> {
  item: T;
  recommendation: Recommendation;
  score: number;
}

/**
 * The For You order: score descending (ties keep the candidates' order), at most 10, without the
 * creators the fan already co-signed or skipped.
 */
export function rankForYou<T extends RankCandidate>(
  candidates: readonly T[],
  weights: TagWeights,
  vibePreferences: readonly string[],
  excluded: ReadonlySet<string>,
  limit = FOR_YOU_LIMIT,
): Ranked<T>[] {
  return candidates
    .filter((c) => !excluded.has(c.id))
    .map((item, index) => {
      const recommendation = recommend(weights, item.tags);
      return { item, recommendation, score: forYouScore(recommendation.confidence, item.tags, vibePreferences), index };
    })
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ item, recommendation, score }) => ({ item, recommendation, score }));
}

/** The tags worth searching candidates by: the fan's positive weights and vibe preferences, strongest first. */
export function candidateTagKeys(weights: TagWeights, vibePreferences: readonly string[], max = 24): string[] {
  const keys = Object.entries(weights)
    .filter(([, w]) => w > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([k]) => k);
  for (const vibe of vibePreferences) keys.push(tagKey(vibe));
  return [...new Set(keys)].filter((k) => k !== '').slice(0, max);
}

export interface CalibrationRecord {
  creatorId: string;
  action: FeedbackAction;
  /** The creator's tags when the calibration was made. */
  tags: readonly string[];
}

/**
 * What counts of a fan's calibrations, oldest first: the latest co-sign or skip per creator (changing your mind
 * replaces the verdict), and the first dive deeper per creator.
 */
export function countedCalibrations(oldestFirst: readonly CalibrationRecord[]): {
  verdicts: CalibrationRecord[];
  dives: CalibrationRecord[];
} {
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
  return { verdicts: [...verdicts.values()], dives: [...dives.values()] };
}

/**
 * What calibrations add to a profile, oldest first: the latest co-sign or skip per creator counts once
 * (changing your mind replaces the verdict), and diving deeper counts once per creator.
 */
export function calibrationWeights(oldestFirst: readonly CalibrationRecord[]): TagWeights {
  const { verdicts, dives } = countedCalibrations(oldestFirst);
  let weights: TagWeights = {};
  for (const event of [...verdicts, ...dives]) weights = applyFeedback(weights, event.tags, event.action);
  return weights;
}

/** Sum of two profiles; zero weights are dropped. */
export function addWeights(a: TagWeights, b: TagWeights): TagWeights {
  const sum: TagWeights = { ...a };
  for (const [key, weight] of Object.entries(b)) {
    const value = (sum[key] ?? 0) + weight;
    if (Math.abs(value) < 1e-9) delete sum[key];
    else sum[key] = value;
  }
  return sum;
}

/** The reason stored with a calibration: the card's recommendation, or that it was shown as trending. */
export const TRENDING_REASON = 'Trending on Pulse';
