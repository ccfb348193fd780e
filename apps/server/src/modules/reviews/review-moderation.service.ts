import {
  hiddenReviewLabel,
  MODERATION_MESSAGES,
  REPORT_REASON_LABELS,
  reportRefusal,
} from '@pulse/domain/review-moderation';
import type {
  AdminReviewReportsResponse,
  ReportDecisionResponse,
  ReportReviewRequest,
  ReportReviewResponse,
} from '@pulse/domain/review-moderation-contracts';
import { REVIEW_MESSAGES } from '@pulse/domain/reviews';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { dealsQueries } from '../deals/deals.repository';
import { notifyWithEvent } from '../messaging/notifications';
import { REVIEW_LINKS } from './review-invitations';
import { reviewsQueries } from './reviews.repository';
import { refreshCreativeScore, toView } from './reviews.service';

/**
 * Hides a review with the reason its parties read (decision 035), inside the caller's transaction: closes every
 * open review report about it, refreshes the cached scores of the deal's creatives, and tells both parties. The
 * one way a review is hidden, whether the report came through the review's own form or the reports queue
 * (decision 050). Returns how many review reports it closed.
 */
export async function hideReviewInTransaction(
  tx: Db,
  input: { reviewId: string; reason: string; adminId: string; now: Date },
): Promise<number> {
  const { reason, adminId } = input;
  const q = reviewsQueries(tx);
  const review = await q.findReview(input.reviewId, true);
  if (!review) throw new AppError('not_found', REVIEW_MESSAGES.reviewNotFound);
  await q.hideReview(review.id, reason, adminId);
  const closed = await q.closeReports({ reviewId: review.id }, 'hidden', adminId);
  for (const userId of await q.creativesOfDeal(review.dealId)) await refreshCreativeScore(tx, userId, input.now);
  const deal = await dealsQueries(tx).findDeal(review.dealId);
  const title = deal?.title ?? 'a deal';
  const link = (userId: string) => (userId === deal?.brandId ? REVIEW_LINKS.brand : REVIEW_LINKS.creator);
  await notifyWithEvent(tx, {
    userId: review.authorId,
    kind: 'review_hidden',
    title: `Pulse hid your review for “${title}”`,
    body: hiddenReviewLabel(reason),
    link: link(review.authorId),
  });
  await notifyWithEvent(tx, {
    userId: review.subjectId,
    kind: 'review_hidden',
    title: `Pulse hid a review of you for “${title}”`,
    body: `${hiddenReviewLabel(reason)}. It no longer counts toward your reputation.`,
    link: link(review.subjectId),
  });
  return closed;
}

/** Open reports an admin sees at once (oldest first); the next ones appear as these are handled. */
const REPORTS_SHOWN = 100;

/**
 * Review moderation (issue 22 item 4, decision 035): anyone signed in reports a review they can read, once;
 * admins hide the review with a reason its parties read, or dismiss the report. Hiding takes the review out of
 * the profile and the averages and refreshes the cached scores in the same transaction.
 */
export function createReviewModerationService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** The open report an admin acts on, locked; 404 for an unknown one, 409 once handled. */
  async function openReport(tx: Db, reportId: string) {
    const report = await reviewsQueries(tx).findReport(reportId, true);
    if (!report) throw new AppError('not_found', MODERATION_MESSAGES.reportNotFound);
    if (report.status !== 'open') throw new AppError('conflict', MODERATION_MESSAGES.reportClosed);
    return report;
  }

  return {
    async report(me: string, reviewId: string, body: ReportReviewRequest): Promise<ReportReviewResponse> {
      const q = reviewsQueries(db);
      // An account, not a guest session: one report per person means little if people cost nothing to make.
      const account = await q.userContact(me);
      if (!account || account.isAnonymous) {
        throw new AppError('unauthenticated', MODERATION_MESSAGES.signInToReport);
      }
      const review = await q.findReview(reviewId);
      // A review still blind exists only for its author (who cannot report it anyway).
      if (!review || (review.authorId !== me && !(await q.dealRevealed(review.dealId, now())))) {
        throw new AppError('not_found', REVIEW_MESSAGES.reviewNotFound);
      }
      const refusal = reportRefusal({ viewerId: me, authorId: review.authorId, hidden: review.hiddenAt !== null });
      if (refusal) throw new AppError(refusal.status, refusal.message);
      const created = await q.insertReport({
        id: newId(),
        reviewId: review.id,
        reporterId: me,
        reason: body.reason,
        details: body.details ?? '',
      });
      if (!created) throw new AppError('conflict', MODERATION_MESSAGES.alreadyReported);
      return {
        report: {
          id: created.id,
          reviewId: created.reviewId,
          status: created.status,
          createdAt: created.createdAt.toISOString(),
        },
      };
    },

    /** Every moderation call comes from an admin: the routes require the role (plugins/viewer.ts). */
    async listOpen(adminId: string): Promise<AdminReviewReportsResponse> {
      void adminId;
      const q = reviewsQueries(db);
      const rows = await q.openReports(REPORTS_SHOWN);
      const names = await q.displayNames(
        rows.flatMap((r) => [r.report.reporterId, r.review.authorId, r.review.subjectId]),
      );
      const perReview = new Map<string, number>();
      for (const r of rows) perReview.set(r.review.id, (perReview.get(r.review.id) ?? 0) + 1);
      const name = (id: string) => names.get(id) ?? 'Someone';
      return {
        items: rows.map(({ report, review, dealTitle }) => ({
          id: report.id,
          reason: report.reason,
          reasonLabel: REPORT_REASON_LABELS[report.reason],
          details: report.details,
          reporter: { id: report.reporterId, name: name(report.reporterId) },
          createdAt: report.createdAt.toISOString(),
          otherOpenReports: (perReview.get(review.id) ?? 1) - 1,
          review: toView(review, { dealTitle, authorName: name(review.authorId), own: false, moderator: true }),
          subject: { id: review.subjectId, name: name(review.subjectId) },
        })),
      };
    },

    /**
     * Hides the reported review with the reason (stored on it, shown to its parties), closes every open report
     * about it, refreshes the cached scores of the deal's creatives, and tells both parties.
     */
    async hide(adminId: string, reportId: string, reason: string): Promise<ReportDecisionResponse> {
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const report = await openReport(tx, reportId);
        const closed = await hideReviewInTransaction(tx, { reviewId: report.reviewId, reason, adminId, now: now() });
        return { report: { id: report.id, status: 'hidden' as const }, closedReports: closed };
      });
    },

    /** Keeps the review: this report is closed as dismissed; other reports about it stay open. */
    async dismiss(adminId: string, reportId: string): Promise<ReportDecisionResponse> {
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const report = await openReport(tx, reportId);
        const closed = await reviewsQueries(tx).closeReports({ reportId: report.id }, 'dismissed', adminId);
        return { report: { id: report.id, status: 'dismissed' as const }, closedReports: closed };
      });
    },
  };
}
export type ReviewModerationService = ReturnType<typeof createReviewModerationService>;
