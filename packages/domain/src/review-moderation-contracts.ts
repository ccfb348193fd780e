import { z } from 'zod';
import {
  HIDE_REASON_MAX,
  MODERATION_MESSAGES,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_STATUSES,
} from './review-moderation';
import { ReviewView } from './reviews-contracts';

/** The API's shapes of review reports and moderation; the rules and messages are in `review-moderation.ts` (decision 043). */

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
