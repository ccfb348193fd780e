import { z } from 'zod';
import { CreatorCard } from './creators-contracts';
import {
  anchorTags,
  calibrationChoiceTags,
  MATCHED_ARTISTS_COUNT,
  MICRO_CALIBRATION_QUESTIONS,
} from './micro-calibration';
import { MicroCalibrationAnswers, TasteAnchor } from './micro-calibration-contracts';
import { tagKey } from './tags';
import { deriveQuizVibes, FAN_QUIZ_QUESTIONS, FanQuizAnswers, type PartialFanQuizAnswers } from './taste-quiz';

/**
 * A fan's taste as the API shows it (spec part 1, section 3, taste; DESIGN 5.5): the onboarding answers,
 * what was derived from them, and the creators matched and liked.
 */
export const TasteProfile = z.object({
  /** Derived vibes: the fan quiz's (exactly as the spec lists), then the calibration's and the anchor's. */
  preferredVibes: z.array(z.string()),
  quizResponses: z.object({
    energy: z.enum(['dance', 'chill']).optional(),
    production: z.enum(['natural', 'digital']).optional(),
    focus: z.enum(['beat', 'voice']).optional(),
  }),
  /** Micro-calibration answers by question id. */
  microCalibration: z.record(z.string(), z.string()),
  anchor: z.string().nullable(),
  /** The top 5 creator ids for the answers. */
  matchedArtists: z.array(z.string()),
  likedCreators: z.array(z.string()),
  /** Lower-case tag to weight; onboarding seeds it, co-signs and skips move it later. */
  tagWeights: z.record(z.string(), z.number()),
  updatedAt: z.string().nullable(),
});
export type TasteProfile = z.infer<typeof TasteProfile>;

export function emptyTasteProfile(): TasteProfile {
  return {
    preferredVibes: [],
    quizResponses: {},
    microCalibration: {},
    anchor: null,
    matchedArtists: [],
    likedCreators: [],
    tagWeights: {},
    updatedAt: null,
  };
}

export const LIKED_CREATORS_MESSAGE = 'You can like at most 5 creators here';
export const UNKNOWN_CREATOR_MESSAGE = 'Some of these creators are no longer on Pulse. Refresh your matches.';
export const TASTE_STEP_MESSAGE = 'Unknown taste step';

/**
 * POST /api/taste, one onboarding step at a time (the spec's "taste payload"):
 * - `quiz`: the fan quiz's three answers (all required);
 * - `micro-calibration`: the answers so far (saved after each answer; Skip All keeps them);
 * - `anchor`: the taste anchor, or null when skipped;
 * - `matching`: the creators liked during swipe matching.
 */
export const SaveTasteRequest = z.discriminatedUnion(
  'step',
  [
    z.object({ step: z.literal('quiz'), quizResponses: FanQuizAnswers }),
    z.object({ step: z.literal('micro-calibration'), microCalibration: MicroCalibrationAnswers }),
    z.object({ step: z.literal('anchor'), anchor: TasteAnchor.nullable() }),
    z.object({
      step: z.literal('matching'),
      likedCreators: z
        .array(z.string().min(1).max(200), { error: 'Liked creators must be a list of creator ids' })
        .max(MATCHED_ARTISTS_COUNT, LIKED_CREATORS_MESSAGE),
    }),
  ],
  { error: TASTE_STEP_MESSAGE },
);
export type SaveTasteRequest = z.infer<typeof SaveTasteRequest>;

export const TasteMatchesResponse = z.object({ items: z.array(CreatorCard) });
export type TasteMatchesResponse = z.infer<typeof TasteMatchesResponse>;

/** Stored answers filtered to the questions and choices that exist (older data never breaks a screen). */
export function knownCalibrationAnswers(stored: Record<string, string>): MicroCalibrationAnswers {
  const known: Record<string, string> = {};
  for (const question of MICRO_CALIBRATION_QUESTIONS) {
    const value = stored[question.id];
    if (value !== undefined && calibrationChoiceTags(question.id, value).length > 0) known[question.id] = value;
  }
  return known as MicroCalibrationAnswers;
}

export function knownQuizAnswers(stored: Record<string, string>): PartialFanQuizAnswers {
  const known: Record<string, string> = {};
  for (const question of FAN_QUIZ_QUESTIONS) {
    const value = stored[question.id];
    if (question.choices.some((c) => c.value === value)) known[question.id] = value as string;
  }
  return known as PartialFanQuizAnswers;
}

/** What onboarding answered; everything else in a taste profile is derived from it or added later. */
export interface TasteAnswers {
  quizResponses: PartialFanQuizAnswers;
  microCalibration: MicroCalibrationAnswers;
  anchor: string | null;
}

/** Every tag the answers point to, in order: quiz vibes, each calibration answer, the anchor. */
function answeredTags(answers: TasteAnswers): string[] {
  const tags = deriveQuizVibes(answers.quizResponses);
  const given = answers.microCalibration as Record<string, string | undefined>;
  for (const question of MICRO_CALIBRATION_QUESTIONS) {
    const value = given[question.id];
    if (value !== undefined) tags.push(...calibrationChoiceTags(question.id, value));
  }
  tags.push(...anchorTags(answers.anchor));
  return tags;
}

/**
 * `preferred_vibes`: the distinct tags of the answers (case-insensitive, first spelling kept). With only
 * the fan quiz answered these are exactly the spec's derived vibes.
 */
export function derivePreferredVibes(answers: TasteAnswers): string[] {
  const seen = new Set<string>();
  const vibes: string[] = [];
  for (const tag of answeredTags(answers)) {
    const key = tagKey(tag);
    if (seen.has(key)) continue;
    seen.add(key);
    vibes.push(tag);
  }
  return vibes;
}

/** The weights onboarding gives: +1 per time an answer points to a tag (lower-case keys). */
export function onboardingTagWeights(answers: TasteAnswers): Record<string, number> {
  const weights: Record<string, number> = {};
  for (const tag of answeredTags(answers)) {
    const key = tagKey(tag);
    weights[key] = (weights[key] ?? 0) + 1;
  }
  return weights;
}

/**
 * Replaces onboarding's share of `current` (computed from the answers `before`) with that of the answers
 * `after`, keeping whatever else moved the weights (co-signs, skips). Zero weights are dropped, so saving
 * the same answers twice changes nothing.
 */
export function rebaseTagWeights(
  current: Record<string, number>,
  before: TasteAnswers,
  after: TasteAnswers,
): Record<string, number> {
  const next: Record<string, number> = { ...current };
  for (const [key, weight] of Object.entries(onboardingTagWeights(before))) next[key] = (next[key] ?? 0) - weight;
  for (const [key, weight] of Object.entries(onboardingTagWeights(after))) next[key] = (next[key] ?? 0) + weight;
  for (const [key, weight] of Object.entries(next)) {
    if (Math.abs(weight) < 1e-9) delete next[key];
  }
  return next;
}
