import type { DealStatus } from './deal-lifecycle';
import { formatCount } from './numbers';
import type { SubmitReviewRequest } from './reviews-contracts';

/**
 * Two-way reviews after a deal (DESIGN 5.7, issue 22, decision 034). When a deal is complete (paid, or
 * resolved after a dispute) its partner and its creative each review the other within 14 days. Reviews are
 * blind: neither party sees the other's until both are in or the window closes; then both appear together
 * and cannot be edited. The reviewed party may post one public reply. Collaborators on a split are reviewed
 * with the deal's creative and do not review themselves.
 *
 * - GET  /api/deals/:id/reviews          a party (or an admin): the window, their own review, the other's once revealed
 * - POST /api/deals/:id/reviews          a party reviews the other side (SubmitReviewRequest) → 201
 * - POST /api/reviews/:id/reply          the reviewed party replies once, after the reveal (ReplyRequest)
 */

export const REVIEW_WINDOW_DAYS = 14;
const DAY_MS = 86_400_000;
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_NOTE_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;

/** The side being reviewed: a deal's creative, or its partner. */
export const REVIEW_SIDES = ['creator', 'brand'] as const;
export type ReviewSide = (typeof REVIEW_SIDES)[number];

export const REVIEW_CRITERIA = ['quality', 'communication', 'onTime', 'clearBrief', 'promptPayment'] as const;
export type ReviewCriterion = (typeof REVIEW_CRITERIA)[number];

/** The three criteria that fit the reviewed side, in the order the form asks them. */
export const CRITERIA_BY_SIDE: Record<ReviewSide, readonly [ReviewCriterion, ReviewCriterion, ReviewCriterion]> = {
  creator: ['quality', 'communication', 'onTime'],
  brand: ['clearBrief', 'communication', 'promptPayment'],
};

export const CRITERION_LABELS: Record<ReviewCriterion, string> = {
  quality: 'Quality of work',
  communication: 'Communication',
  onTime: 'On time',
  clearBrief: 'Clear brief',
  promptPayment: 'Pays and approves promptly',
};

export const REVIEW_MESSAGES = {
  ratingRequired: (criterion: ReviewCriterion) => `Rate ${CRITERION_LABELS[criterion]} from 1 to 5`,
  wouldWorkAgainRequired: 'Tell Pulse whether you would work with them again',
  textTooLong: `Keep your review to ${formatCount(REVIEW_TEXT_MAX)} characters`,
  noteTooLong: `Keep your note to ${formatCount(REVIEW_NOTE_MAX)} characters`,
  replyRequired: 'Write your reply first',
  replyTooLong: `Keep your reply to ${formatCount(REVIEW_REPLY_MAX)} characters`,
  notComplete: 'You can review this deal once it is complete.',
  alreadyReviewed: 'You have already reviewed this deal. Reviews cannot be edited.',
  windowClosed: `The ${REVIEW_WINDOW_DAYS}-day review window for this deal has closed.`,
  collaborator: 'Collaborators are reviewed with the deal’s creative; the creative reviews the partner.',
  adminCannotReview: 'Only the two parties of a deal can review it.',
  reviewNotFound: 'Review not found',
  partnerNotFound: 'Partner not found',
  replyNotYours: 'Only the reviewed party can reply to a review.',
  replyBeforeReveal: 'You can reply once both reviews are public.',
  alreadyReplied: 'You have already replied to this review.',
  replyHidden: 'Pulse hid this review, so it takes no reply.',
} as const;

/** A deal becomes complete for reviews when it is paid, or when a dispute is resolved either way. */
export function opensReviewWindow(from: DealStatus, to: DealStatus): boolean {
  if (to === 'paid') return from === 'delivered' || from === 'disputed';
  return to === 'refunded' && from === 'disputed';
}

export function reviewWindowClosesAt(openedAt: Date): Date {
  return new Date(openedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
}

/** A party can still review while the window is open (it closes at exactly 14 days). */
export function reviewWindowOpen(closesAt: Date, now: Date): boolean {
  return now.getTime() < closesAt.getTime();
}

/**
 * The blind rule: both reviews become visible together once both parties have reviewed or the window has
 * closed; before that each party sees only their own.
 */
export function reviewsRevealed(input: { submitted: number; closesAt: Date; now: Date }): boolean {
  return input.submitted >= 2 || !reviewWindowOpen(input.closesAt, input.now);
}

export type ReviewRatings = SubmitReviewRequest['ratings'];

/** Field errors for ratings missing for the reviewed side (`ratings.quality`: "Rate Quality of work from 1 to 5"). */
export function missingRatingErrors(side: ReviewSide, ratings: ReviewRatings): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const c of CRITERIA_BY_SIDE[side]) {
    if (ratings[c] === undefined) errors[`ratings.${c}`] = REVIEW_MESSAGES.ratingRequired(c);
  }
  return errors;
}

/** The mean of a review's scores to one decimal. */
export function reviewOverall(scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  return Math.round((scores.reduce((s, x) => s + x, 0) / scores.length) * 10) / 10;
}
