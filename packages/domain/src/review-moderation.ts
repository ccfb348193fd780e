import { z } from 'zod';
import { ReviewView } from './reviews';

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
 * The reason is required; "Something else" needs a few words of details (the other reasons speak for
 * themselves).
 */
export const ReportReviewRequest = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: MODERATION_MESSAGES.reasonRequired }),
    details: z.string().trim().max(REPORT_DETAILS_MAX, MODERATION_MESSAGES.detailsTooLong).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && value.details === '') {
      ctx.addIssue({ code: 'custom', path: ['details'], message: MODERATION_MESSAGES.detailsRequired });
    }
  });
export type ReportReviewRequest = z.input<typeof ReportReviewRequest>;

export const ReportReviewResponse = z.object({
  report: z.object({ id: z.string(), reviewId: z.string(), status: z.enum(REPORT_STATUSES), createdAt: z.string() }),
});
export type ReportReviewResponse = z.infer<typeof ReportReviewResponse>;

export const HideReviewRequest = z.object({
  reason: z
    .string({ error: MODERATION_MESSAGES.hideReasonRequired })
    .trim()
    .min(1, MODERATION_MESSAGES.hideReasonRequired)
    .max(HIDE_REASON_MAX, MODERATION_MESSAGES.hideReasonTooLong),
});
export type HideReviewRequest = z.infer<typeof HideReviewRequest>;

export const ReportIdParams = z.object({ id: z.string().min(1).max(100) });

/** One open report with the review it is about, as the admin screen shows it. */
export const AdminReviewReport = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  reasonLabel: z.string(),
  details: z.string(),
  reporter: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
  /** Other open reports about the same review (so the admin sees a pattern). */
  otherOpenReports: z.number().int(),
  review: ReviewView,
  /** Who the review is about. */
  subject: z.object({ id: z.string(), name: z.string() }),
});
export type AdminReviewReport = z.infer<typeof AdminReviewReport>;

export const AdminReviewReportsResponse = z.object({ items: z.array(AdminReviewReport) });
export type AdminReviewReportsResponse = z.infer<typeof AdminReviewReportsResponse>;

export const ReportDecisionResponse = z.object({
  report: z.object({ id: z.string(), status: z.enum(REPORT_STATUSES) }),
  /** Reports closed by this decision (hiding closes every open report about the review). */
  closedReports: z.number().int(),
});
export type ReportDecisionResponse = z.infer<typeof ReportDecisionResponse>;

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
