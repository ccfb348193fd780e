import { z } from 'zod';
import {
  REVIEW_CRITERIA,
  REVIEW_MESSAGES,
  REVIEW_NOTE_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_SIDES,
  REVIEW_TEXT_MAX,
} from './reviews';

/** The API's shapes of deal reviews; the criteria and rules are in `reviews.ts` (decision 043). */

const Score = z
  .number({ error: 'Give a whole number of stars from 1 to 5' })
  .int('Give a whole number of stars from 1 to 5')
  .min(1, 'Give a whole number of stars from 1 to 5')
  .max(5, 'Give a whole number of stars from 1 to 5');

export const SubmitReviewRequest = z.object({
  /** Only the three criteria of the reviewed side are read; the server says which one is missing. */
  ratings: z.partialRecord(z.enum(REVIEW_CRITERIA), Score).default({}),
  publicText: z.string().trim().max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooLong).default(''),
  /** Private feedback to Pulse only. */
  wouldWorkAgain: z.boolean({ error: REVIEW_MESSAGES.wouldWorkAgainRequired }),
  privateNote: z.string().trim().max(REVIEW_NOTE_MAX, REVIEW_MESSAGES.noteTooLong).default(''),
});
export type SubmitReviewRequest = z.infer<typeof SubmitReviewRequest>;

export const ReplyRequest = z.object({
  text: z
    .string({ error: REVIEW_MESSAGES.replyRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.replyRequired)
    .max(REVIEW_REPLY_MAX, REVIEW_MESSAGES.replyTooLong),
});
export type ReplyRequest = z.infer<typeof ReplyRequest>;

export const ReviewRating = z.object({
  criterion: z.enum(REVIEW_CRITERIA),
  label: z.string(),
  score: z.number().int().min(1).max(5),
});

/** A review as a reader sees it. Private feedback is present only on the author's own review. */
export const ReviewView = z.object({
  id: z.string(),
  dealId: z.string(),
  dealTitle: z.string(),
  subjectSide: z.enum(REVIEW_SIDES),
  author: z.object({ id: z.string(), name: z.string() }),
  ratings: z.array(ReviewRating),
  /** The mean of the three scores, one decimal. */
  overall: z.number(),
  publicText: z.string(),
  reply: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
  createdAt: z.string(),
  privateFeedback: z.object({ wouldWorkAgain: z.boolean(), note: z.string() }).nullable(),
  /**
   * Set when Pulse hid the review (decision 035): its parties see "Hidden by Pulse: {reason}" instead of the
   * text; it no longer counts in reputation and the public no longer sees it.
   */
  hidden: z.object({ reason: z.string(), hiddenAt: z.string() }).nullable(),
});
export type ReviewView = z.infer<typeof ReviewView>;

export const DealReviewsResponse = z.object({
  dealId: z.string(),
  dealTitle: z.string(),
  /** The viewer's side of the deal; `collaborator` sees the reviews but does not review. */
  viewer: z.enum(['brand', 'creator', 'collaborator', 'admin']),
  /** Null until the deal is complete. */
  window: z.object({ openedAt: z.string(), closesAt: z.string(), open: z.boolean() }).nullable(),
  /** The side the viewer reviews and its criteria (null for collaborators and admins). */
  reviews: z
    .object({ side: z.enum(REVIEW_SIDES), name: z.string(), criteria: z.array(z.enum(REVIEW_CRITERIA)) })
    .nullable(),
  canReview: z.boolean(),
  revealed: z.boolean(),
  mine: ReviewView.nullable(),
  /** The other party's review of the viewer: null while hidden. */
  theirs: ReviewView.nullable(),
  /** Whether the other party has reviewed (the fact, not the content, so the viewer knows to review). */
  theirsSubmitted: z.boolean(),
});
export type DealReviewsResponse = z.infer<typeof DealReviewsResponse>;

export const ReviewIdParams = z.object({ id: z.string().min(1).max(100) });
