import { HIDE_REASON_MAX, MODERATION_MESSAGES } from '@pulse/domain/review-moderation';
import { type AdminReviewReport, HideReviewRequest } from '@pulse/domain/review-moderation-contracts';
import { type ReactNode, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { relativeTime } from '../../../lib/relative-time';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { TextAreaField } from '../../../ui/field';
import { useDecideReport, useReviewReports } from '../api/review-reports';
import { ReportQueuePage } from './report-queue-page';

/**
 * `/admin/reviews`: reported reviews, oldest report first; hide the review with a reason, or dismiss the report.
 * `review` draws the reported review (the reviews feature's card, composed by the route).
 */
export function ReviewReportQueue({ review }: { review: (item: AdminReviewReport) => ReactNode }) {
  const reports = useReviewReports();
  return (
    <ReportQueuePage
      title="Reported reviews"
      lead="Reviews people reported, oldest first. Hiding takes a review off the profile and out of reputation; its two parties see that Pulse hid it and your reason."
      reports={reports}
      empty={MODERATION_MESSAGES.empty}
      emptyHint={MODERATION_MESSAGES.emptyHint}
      card={(item) => <ReportCard item={item} review={review} />}
    />
  );
}

function ReportCard({ item, review }: { item: AdminReviewReport; review: (item: AdminReviewReport) => ReactNode }) {
  const decide = useDecideReport();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const label = `Report of ${item.review.author.name}’s review of ${item.subject.name}`;

  async function hide() {
    setFailure(null);
    const parsed = HideReviewRequest.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MODERATION_MESSAGES.hideReasonRequired);
      return;
    }
    setError(null);
    try {
      const result = await decide.mutateAsync({ reportId: item.id, decision: 'hide', reason: parsed.data.reason });
      toast.success(
        `Review hidden${result.closedReports > 1 ? `; ${result.closedReports} reports closed` : ''}. Its parties can see why.`,
      );
    } catch (cause) {
      if (cause instanceof ApiError && cause.fields?.reason) setError(cause.fields.reason);
      else setFailure(errorMessage(cause));
    }
  }

  async function dismiss() {
    setFailure(null);
    try {
      await decide.mutateAsync({ reportId: item.id, decision: 'dismiss' });
      toast.success('Report dismissed. The review stays.');
    } catch (cause) {
      setFailure(errorMessage(cause));
    }
  }

  return (
    <article
      aria-label={label}
      className="flex w-full flex-col gap-4 rounded-card bg-surface p-4 ring-1 ring-line sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-display text-lg font-bold break-words">{item.reasonLabel}</h3>
          <p className="text-sm text-muted">
            Reported by {item.reporter.name} · {relativeTime(item.createdAt)}
          </p>
        </div>
        {item.otherOpenReports > 0 ? (
          <Chip tone="danger">
            {item.otherOpenReports} more {item.otherOpenReports === 1 ? 'report' : 'reports'}
          </Chip>
        ) : null}
      </header>
      {item.details ? <p className="rounded-field bg-danger-soft px-3 py-2 text-sm">“{item.details}”</p> : null}
      {review(item)}
      <form
        noValidate
        className="flex flex-col gap-3 border-t border-line pt-4"
        onSubmit={(e) => {
          e.preventDefault();
          void hide();
        }}
      >
        <TextAreaField
          label="Reason for hiding (its parties read this)"
          rows={2}
          className="min-h-20"
          maxLength={HIDE_REASON_MAX + 50}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            if (error) setError(null);
          }}
          error={error ?? undefined}
          hint={`${reason.trim().length} / ${HIDE_REASON_MAX} characters`}
        />
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button
            variant="secondary"
            onClick={() => void dismiss()}
            disabled={decide.isPending}
            pending={decide.isPending && decide.variables?.decision === 'dismiss'}
            pendingLabel="Dismissing..."
          >
            Dismiss report
          </Button>
          <Button
            type="submit"
            variant="danger"
            disabled={decide.isPending}
            pending={decide.isPending && decide.variables?.decision === 'hide'}
            pendingLabel="Hiding..."
          >
            Hide review
          </Button>
        </div>
      </form>
    </article>
  );
}
