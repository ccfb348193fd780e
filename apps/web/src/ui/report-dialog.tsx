import { formatCount } from '@pulse/domain/numbers';
import { REPORT_REASON_MAX, REPORT_TARGET_LABELS, type ReportTargetKind } from '@pulse/domain/safety';
import { PostReportRequest } from '@pulse/domain/safety-contracts';
import { useWatch } from 'react-hook-form';
import { useReport } from '../lib/reports';
import { useSchemaForm } from '../lib/schema-form';
import { toast } from '../lib/toast';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextAreaField } from './field';

/**
 * The report dialog (decision 050): the reporter's reason in their own words, checked with the server's schema
 * (required, at most 1,000 characters), "Sending report..." while it goes, a toast when Pulse has it, and the
 * server's own message when it refuses (already reported, removed meanwhile, your own thing).
 */
export function ReportDialog({
  kind,
  targetId,
  subject,
  onClose,
}: {
  kind: ReportTargetKind;
  targetId: string;
  subject: string;
  onClose: () => void;
}) {
  const report = useReport();
  const {
    register,
    handleSubmit,
    control,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(PostReportRequest, { defaultValues: { targetKind: kind, targetId, reason: '' } });
  const what = REPORT_TARGET_LABELS[kind];
  const length = (useWatch({ control, name: 'reason' }) ?? '').trim().length;

  async function onSubmit(values: PostReportRequest) {
    try {
      await report.mutateAsync(values);
      toast.success(`Thanks. Pulse will look at this ${what}.`);
      onClose();
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      busy={isSubmitting}
      title={`Report this ${what}`}
      description={`Tell Pulse what is wrong with ${subject}. An admin reads every report; nobody is told who sent it.`}
    >
      <form noValidate aria-label={`Report ${what}`} className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)}>
        {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
        <TextAreaField
          label="What's wrong?"
          rows={4}
          className="min-h-28"
          autoFocus
          error={errors.reason?.message}
          hint={`${formatCount(length)} / ${formatCount(REPORT_REASON_MAX)} characters`}
          {...register('reason')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
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
