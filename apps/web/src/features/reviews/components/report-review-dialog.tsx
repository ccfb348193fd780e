import { REPORT_DETAILS_MAX, REPORT_REASON_LABELS, REPORT_REASONS } from '@pulse/domain/review-moderation';
import { ReportReviewRequest } from '@pulse/domain/review-moderation-contracts';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/schema-form';
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
  const [done, setDone] = useState<string | null>(null);
  const report = useReportReview();
  const {
    register,
    handleSubmit,
    clearErrors,
    control,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(ReportReviewRequest, { defaultValues: { reason: undefined, details: '' } });
  const reason = useWatch({ control, name: 'reason' });
  const details = useWatch({ control, name: 'details' }) ?? '';

  async function onSubmit(values: z.output<typeof ReportReviewRequest>) {
    try {
      await report.mutateAsync({ reviewId, ...values });
      setDone('Thanks. Pulse will look at this review.');
      setOpen(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setDone(errorMessage(error));
        setOpen(false);
      } else showServerErrors(error);
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
        if (isSubmitting) return;
        setOpen(next);
        if (!next) clearErrors();
      }}
      busy={isSubmitting}
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
      <form noValidate aria-label="Report review" className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)}>
        {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
        <fieldset className="flex flex-col gap-2" aria-describedby={errors.reason ? `${id}-reason` : undefined}>
          <legend className="mb-1 text-sm font-semibold">Reason</legend>
          {REPORT_REASONS.map((r) => (
            <label
              key={r}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-field bg-raised px-3 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-accent"
            >
              <input type="radio" value={r} className="accent-accent" {...register('reason')} />
              <span className="text-sm">{REPORT_REASON_LABELS[r]}</span>
            </label>
          ))}
          {errors.reason ? (
            <p id={`${id}-reason`} className="text-sm text-danger">
              {errors.reason.message}
            </p>
          ) : null}
        </fieldset>
        <TextAreaField
          label={reason === 'other' ? 'Details' : 'Details (optional)'}
          rows={3}
          className="min-h-24"
          maxLength={REPORT_DETAILS_MAX + 50}
          error={errors.details?.message}
          hint={`${details.trim().length} / ${REPORT_DETAILS_MAX} characters`}
          {...register('details')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" pending={isSubmitting} pendingLabel="Sending report...">
            Send report
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
