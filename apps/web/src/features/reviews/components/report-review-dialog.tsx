import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@pulse/domain/review-moderation';
import { ReportReviewRequest } from '@pulse/domain/review-moderation-contracts';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextAreaField } from '../../../ui/field';
import { useReportReview } from '../api/report-review';

/**
 * Report a review to Pulse (decision 035): a reason from the list (required), details (required for
 * "Something else"), validated with the server's schema; the server's message shows when it refuses.
 */
export function ReportReviewButton({ reviewId, authorName }: { reviewId: string; authorName: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const report = useReportReview();

  async function submit() {
    const parsed = ReportReviewRequest.safeParse({ reason: reason || undefined, details });
    if (!parsed.success) {
      const next: { reason?: string; details?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'details' ? 'details' : 'reason';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await report.mutateAsync({ reviewId, ...parsed.data });
      setDone('Thanks. Pulse will look at this review.');
      setOpen(false);
    } catch (cause) {
      if (cause instanceof ApiError && cause.status === 409) {
        setDone(errorMessage(cause));
        setOpen(false);
      } else if (cause instanceof ApiError && cause.fields) {
        setErrors({ reason: cause.fields.reason, details: cause.fields.details });
      }
    }
  }

  if (done) {
    return (
      <p role="status" className="text-xs text-muted">
        {done}
      </p>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (report.isPending) return;
        setOpen(next);
        if (!next) report.reset();
      }}
      busy={report.isPending}
      title="Report this review"
      description={`Tell Pulse what is wrong with ${authorName}’s review. An admin reads every report; ${authorName} is not told who reported it.`}
      trigger={
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-1.5 self-start text-xs font-semibold text-muted underline-offset-2 hover:text-fg hover:underline"
        >
          <Flag aria-hidden="true" className="size-3.5" /> Report review
        </button>
      }
    >
      <form
        noValidate
        aria-label="Report review"
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {report.isError && !(report.error instanceof ApiError && report.error.fields) ? (
          <Alert tone="danger">{errorMessage(report.error)}</Alert>
        ) : null}
        <fieldset className="flex flex-col gap-2" aria-describedby={errors.reason ? `${id}-reason` : undefined}>
          <legend className="mb-1 text-sm font-semibold">Reason</legend>
          {REPORT_REASONS.map((r) => (
            <label
              key={r}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-field bg-raised px-3 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-accent"
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setErrors({});
                }}
                className="accent-accent"
              />
              <span className="text-sm">{REPORT_REASON_LABELS[r]}</span>
            </label>
          ))}
          {errors.reason ? (
            <p id={`${id}-reason`} className="text-sm text-danger">
              {errors.reason}
            </p>
          ) : null}
        </fieldset>
        <TextAreaField
          label={reason === 'other' ? 'Details' : 'Details (optional)'}
          rows={3}
          className="min-h-24"
          maxLength={REPORT_DETAILS_MAX + 50}
          value={details}
          onChange={(e) => {
            setDetails(e.target.value);
            if (errors.details) setErrors({ ...errors, details: undefined });
          }}
          error={errors.details}
          hint={`${details.trim().length} / ${REPORT_DETAILS_MAX} characters`}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={report.isPending}>
            Cancel
          </Button>
          <Button type="submit" pending={report.isPending} pendingLabel="Sending report...">
            Send report
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
