/**
 * Moderation of published reviews (issue 22 item 4, decision 035). Anyone signed in to an account (not a
 * guest session, which costs nothing to make) may report a review they can read, once, with a reason; admins list the open reports and either hide the review, with a reason that is
 * stored on it and shown to its two parties ("Hidden by Pulse: ..."), or dismiss the report. A hidden review
 * leaves the public profile and no longer counts in reputation; nothing is deleted.
 *
 * - POST /api/reviews/:id/reports                 signed in: report a review (ReportReviewRequest) → 201
 * - GET  /api/admin/review-reports                admin: open reports, oldest first → AdminReviewReportsResponse
 * - POST /api/admin/review-reports/:id/hide       admin: hide the reported review (HideReviewRequest)
 * - POST /api/admin/review-reports/:id/dismiss    admin: dismiss the report, the review stays
 */

/** Why someone reports a review, in the order the form offers them. */
export const REPORT_REASONS = ['offensive', 'personal_info', 'spam', 'not_about_deal', 'false', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  offensive: 'Abusive, hateful or harassing',
  personal_info: 'Shares private or personal information',
  spam: 'Spam or advertising',
  not_about_deal: 'Not about this deal',
  false: 'False or misleading',
  other: 'Something else',
};

/** A report is open until an admin hides the review (`hidden`) or keeps it (`dismissed`). */
export const REPORT_STATUSES = ['open', 'hidden', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_DETAILS_MAX = 500;
export const HIDE_REASON_MAX = 300;

export const MODERATION_MESSAGES = {
  signInToReport: 'Sign in to report a review.',
  reasonRequired: 'Pick a reason for your report',
  detailsRequired: 'Tell Pulse what is wrong with this review',
  detailsTooLong: `Keep your report to ${REPORT_DETAILS_MAX} characters`,
  alreadyReported: 'You have already reported this review. Pulse will look at it.',
  ownReview: 'You cannot report your own review.',
  reviewHidden: 'Pulse has already hidden this review.',
  hideReasonRequired: 'Say why Pulse hides this review: its parties will read it',
  hideReasonTooLong: `Keep the reason to ${HIDE_REASON_MAX} characters`,
  reportNotFound: 'Report not found',
  reportClosed: 'This report has already been handled.',
  adminOnly: 'Only admins can moderate reviews.',
  empty: 'No reported reviews',
  emptyHint: 'Reports people send about reviews appear here, oldest first.',
} as const;

/** What a hidden review shows in place of its text, to its parties (never silent). */
export function hiddenReviewLabel(reason: string): string {
  return `Hidden by Pulse: ${reason}`;
}

/**
 * Which reviews count in reputation: revealed ones that Pulse has not hidden. (Revealed is the blind rule of
 * reviews.ts; a hidden review is kept for the record and shown to its parties with the reason.)
 */
export function countsInReputation(review: { revealed: boolean; hiddenAt: Date | string | null }): boolean {
  return review.revealed && review.hiddenAt === null;
}

/**
 * Who may report a review: anyone signed in who can read it, except its author (the author cannot take it
 * back by reporting it), and not once Pulse has hidden it. Returns the refusal, or null when allowed.
 */
export function reportRefusal(input: {
  viewerId: string;
  authorId: string;
  hidden: boolean;
}): { status: 'forbidden' | 'conflict'; message: string } | null {
  if (input.viewerId === input.authorId) return { status: 'forbidden', message: MODERATION_MESSAGES.ownReview };
  if (input.hidden) return { status: 'conflict', message: MODERATION_MESSAGES.reviewHidden };
  return null;
}
