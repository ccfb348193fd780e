import { formatCount } from '@pulse/domain/numbers';
import { REPORT_REASON_MAX, REPORT_TARGET_LABELS, type ReportTargetKind } from '@pulse/domain/safety';
import { PostReportRequest } from '@pulse/domain/safety-contracts';
import { useState } from 'react';
import { ApiError, errorMessage } from '../lib/api-client';
import { useReport } from '../lib/reports';
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const report = useReport();
  const what = REPORT_TARGET_LABELS[kind];
  const length = reason.trim().length;

  async function submit() {
    setFailure(null);
    const parsed = PostReportRequest.safeParse({ targetKind: kind, targetId, reason });
    if (!parsed.success) {
      setError(parsed.error.issues.find((i) => i.path[0] === 'reason')?.message ?? parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    try {
      await report.mutateAsync(parsed.data);
      toast.success(`Thanks. Pulse will look at this ${what}.`);
      onClose();
    } catch (cause) {
      if (cause instanceof ApiError && cause.fields?.reason) setError(cause.fields.reason);
      else setFailure(errorMessage(cause));
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !report.isPending && onClose()}
      busy={report.isPending}
      title={`Report this ${what}`}
      description={`Tell Pulse what is wrong with ${subject}. An admin reads every report; nobody is told who sent it.`}
    >
      <form
        noValidate
        aria-label={`Report ${what}`}
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <TextAreaField
          label="What's wrong?"
          rows={4}
          className="min-h-28"
          autoFocus
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            if (error) setError(null);
          }}
          error={error ?? undefined}
          hint={`${formatCount(length)} / ${formatCount(REPORT_REASON_MAX)} characters`}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={report.isPending}>
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
