import { REJECT_REASON_MAX, RejectApplicationRequest } from '@pulse/domain/applications';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextAreaField } from '../../../ui/field';

/** Reject needs a reason the applicant will read; validated with the server's schema. */
export function RejectDialog({
  open,
  onOpenChange,
  applicantName,
  onReject,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  applicantName: string;
  onReject: (reason: string) => Promise<unknown>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function change(next: boolean) {
    if (pending) return;
    if (!next) {
      setReason('');
      setError(null);
      setFailure(null);
    }
    onOpenChange(next);
  }

  async function submit() {
    setFailure(null);
    const parsed = RejectApplicationRequest.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please give a reason for the rejection');
      return;
    }
    setError(null);
    setPending(true);
    try {
      await onReject(parsed.data.reason);
      setPending(false);
      setReason('');
      onOpenChange(false);
    } catch (cause) {
      setPending(false);
      if (cause instanceof ApiError && cause.fields?.reason) setError(cause.fields.reason);
      else setFailure(errorMessage(cause));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      busy={pending}
      title={`Reject ${applicantName}?`}
      description="Tell them why. They see this reason on their dashboard and can apply again."
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <TextAreaField
          label="Reason"
          rows={4}
          maxLength={REJECT_REASON_MAX + 50}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            if (error) setError(null);
          }}
          error={error ?? undefined}
          hint={`${reason.trim().length} / ${REJECT_REASON_MAX} characters`}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => change(false)} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" pending={pending} pendingLabel="Rejecting...">
            Reject application
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
