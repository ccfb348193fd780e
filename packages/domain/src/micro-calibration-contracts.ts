import { z } from 'zod';
import {
  CALIBRATION_CHOICE_MESSAGE,
  MICRO_CALIBRATION_QUESTIONS,
  TASTE_ANCHOR_MESSAGE,
  TASTE_ANCHORS,
} from './micro-calibration';

/** The taste quiz's answers as the API checks them; the questions and scoring are in `micro-calibration.ts` (decision 043). */

type Question = (typeof MICRO_CALIBRATION_QUESTIONS)[number];
export type MicroCalibrationAnswers = {
  [Q in Question as Q['id']]?: Q['choices'][number]['value'];
};
export type TasteAnchor = (typeof TASTE_ANCHORS)[number]['value'];

/** Answers by question id; any subset (Skip All completes with the answers so far). */
export const MicroCalibrationAnswers = z.strictObject(
  Object.fromEntries(
    MICRO_CALIBRATION_QUESTIONS.map((q) => [
      q.id,
      z.enum(q.choices.map((c) => c.value) as [string, ...string[]], { error: CALIBRATION_CHOICE_MESSAGE }).optional(),
    ]),
  ),
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'That is not one of the questions' : undefined) },
) as unknown as z.ZodType<MicroCalibrationAnswers>;

/** The optional taste anchor, one of the anchors shown. */
export const TasteAnchor = z.enum(TASTE_ANCHORS.map((a) => a.value) as [TasteAnchor, ...TasteAnchor[]], {
  error: TASTE_ANCHOR_MESSAGE,
});
