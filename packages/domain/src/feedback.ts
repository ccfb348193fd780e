import { z } from 'zod';
import { CreatorCard } from './creators-contracts';
import { FEEDBACK_ACTIONS } from './ranking';
import { TasteStrength } from './taste-dna';

export const UNKNOWN_FEEDBACK_CREATOR_MESSAGE = 'This creator is no longer on Pulse.';
export const FEEDBACK_ACTION_MESSAGE = 'Feedback must be co-sign, skip or dive deeper';

/** POST /api/feedback: one co-sign, skip or dive deeper on a creator card. */
export const FeedbackRequest = z.object({
  creatorId: z.string().min(1).max(200),
  action: z.enum(FEEDBACK_ACTIONS, { error: FEEDBACK_ACTION_MESSAGE }),
});
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;

/** The stored taste calibration (spec part 1, section 4): action, creator's name and a reason text. */
export const TasteCalibration = z.object({
  id: z.string(),
  creatorId: z.string(),
  creatorName: z.string(),
  action: z.enum(FEEDBACK_ACTIONS),
  reason: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
});
export type TasteCalibration = z.infer<typeof TasteCalibration>;

export const FeedbackResponse = z.object({
  calibration: TasteCalibration,
  /** True the first time this fan co-signs this creator: the client plays the burst. */
  firstCosign: z.boolean(),
  cosigns: z.number().int(),
});
export type FeedbackResponse = z.infer<typeof FeedbackResponse>;

export const RankedCreator = CreatorCard.extend({
  recommendation: z.object({ reason: z.string().nullable(), confidence: z.number().int().min(0).max(100) }),
  score: z.number(),
});
export type RankedCreator = z.infer<typeof RankedCreator>;

/**
 * GET /api/feed/for-you: at most 10 ranked creators, the Taste DNA line, the liked tags it is made of
 * (strongest first, decision 028) and the current insight.
 */
export const ForYouResponse = z.object({
  items: z.array(RankedCreator),
  tasteDna: z.string(),
  tasteStrengths: z.array(TasteStrength),
  insight: z.string().nullable(),
});
export type ForYouResponse = z.infer<typeof ForYouResponse>;

/** POST /api/recalibrate rebuilds the tag profile from onboarding and every calibration. */
export const RecalibrateResponse = z.object({
  insight: z.string().nullable(),
  tasteDna: z.string(),
  tasteStrengths: z.array(TasteStrength),
});
export type RecalibrateResponse = z.infer<typeof RecalibrateResponse>;

/** GET /api/feedback: the fan's calibrations, newest first (the activity the profile shows). */
export const CalibrationsResponse = z.object({ items: z.array(TasteCalibration) });
export type CalibrationsResponse = z.infer<typeof CalibrationsResponse>;

export const DISCOVERY_SESSION_MESSAGE = 'Choose a role first, so we have somewhere to keep your co-signs and saves.';
