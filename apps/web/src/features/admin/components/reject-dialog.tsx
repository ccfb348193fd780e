import { REJECT_REASON_MAX, RejectApplicationRequest } from '@pulse/domain/applications';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
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
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/80 backdrop-blur-sm motion-safe:animate-rise" />
        <Dialog.Content className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-lg flex-col gap-4 rounded-card bg-surface p-6 shadow-float ring-1 ring-line sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 motion-safe:animate-rise">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="font-display text-2xl font-bold">Reject {applicantName}?</Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label="Close"
                className="inline-flex size-10 items-center justify-center rounded-full ring-1 ring-line hover:bg-raised"
                disabled={pending}
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-muted">
            Tell them why. They see this reason on their dashboard and can apply again.
          </Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
