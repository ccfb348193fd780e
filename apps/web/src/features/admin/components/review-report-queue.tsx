import { HIDE_REASON_MAX, MODERATION_MESSAGES } from '@pulse/domain/review-moderation';
import { type AdminReviewReport, HideReviewRequest } from '@pulse/domain/review-moderation-contracts';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { relativeTime } from '../../../lib/relative-time';
import { useSchemaForm } from '../../../lib/schema-form';
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
  const {
    register,
    handleSubmit,
    watch,
    showServerErrors,
    formState: { errors },
  } = useSchemaForm(HideReviewRequest, { defaultValues: { reason: '' } });
  const reason = watch('reason');
  const [failure, setFailure] = useState<string | null>(null);
  const label = `Report of ${item.review.author.name}’s review of ${item.subject.name}`;

  async function hide(values: HideReviewRequest) {
    setFailure(null);
    try {
      const result = await decide.mutateAsync({ reportId: item.id, decision: 'hide', reason: values.reason });
      toast.success(
        `Review hidden${result.closedReports > 1 ? `; ${result.closedReports} reports closed` : ''}. Its parties can see why.`,
      );
    } catch (cause) {
      showServerErrors(cause);
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
        onSubmit={(e) => void handleSubmit(hide)(e)}
      >
        <TextAreaField
          label="Reason for hiding (its parties read this)"
          rows={2}
          className="min-h-20"
          maxLength={HIDE_REASON_MAX + 50}
          error={errors.reason?.message}
          hint={`${reason.trim().length} / ${HIDE_REASON_MAX} characters`}
          {...register('reason')}
        />
        {failure || errors.root?.server ? <Alert tone="danger">{failure ?? errors.root?.server?.message}</Alert> : null}
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
