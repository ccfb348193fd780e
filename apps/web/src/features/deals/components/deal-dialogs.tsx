import { type DealView, DeliverRequest, PROCESSING_PAYMENT_LABEL } from '@pulse/domain/deals';
import { formatCents } from '@pulse/domain/ledger';
import { fundingName } from '@pulse/domain/milestone-funding';
import { useId, useMemo, useState } from 'react';
import { z } from 'zod';
import { errorMessage } from '../../../lib/api-client';
import { usePaymentMethods } from '../../../lib/payment-methods';
import { firstMessage, useSchemaForm } from '../../../lib/schema-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextAreaField } from '../../../ui/field';
import { PaymentMethodFieldset } from '../../../ui/payment-method-fieldset';
import { uploadDeliverable } from '../api/upload-deliverable';

/**
 * The delivery as the dialog's fields hold it (the deliverables one per line), named as the server names its
 * fields and checked by its rules; a chosen file names the delivery when no line does.
 */
function deliverFields(fileName: string | null) {
  return z.object({
    deliverables: z
      .string()
      .transform((text) => {
        const lines = text
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean);
        return lines.length === 0 && fileName ? [fileName] : lines;
      })
      .pipe(DeliverRequest.shape.deliverables),
    note: DeliverRequest.shape.note,
    aiGenerated: DeliverRequest.shape.aiGenerated,
  });
}

/** Deliver: the deliverables (one per line), a note and the AI-content disclosure. */
export function DeliverDialog({
  deal,
  onClose,
  onDeliver,
}: {
  deal: DealView | null;
  onClose: () => void;
  onDeliver: (body: DeliverRequest) => Promise<void>;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [pending, setPending] = useState<'uploading' | 'delivering' | null>(null);
  const fileId = useId();
  const schema = useMemo(() => deliverFields(file?.name ?? null), [file]);
  const {
    register,
    handleSubmit,
    reset,
    showServerErrors,
    formState: { errors },
  } = useSchemaForm(schema, { defaultValues: { deliverables: '', note: '', aiGenerated: false } });

  async function submit(delivery: z.output<typeof schema>) {
    setFileError(null);
    let mediaId: string | null = null;
    if (file) {
      setPending('uploading');
      try {
        mediaId = (await uploadDeliverable(file)).id;
      } catch (e) {
        setFileError(errorMessage(e));
        setPending(null);
        return;
      }
    }
    setPending('delivering');
    try {
      await onDeliver({ ...delivery, mediaId });
      reset();
      setFile(null);
      onClose();
    } catch (e) {
      showServerErrors(e);
    } finally {
      setPending(null);
    }
  }

  return (
    <Dialog
      open={deal !== null}
      onOpenChange={(open) => !open && !pending && onClose()}
      busy={pending !== null}
      title="Deliver"
      description={
        deal ? `Deliver your work for ${deal.title}. The partner approves it to release the escrow.` : undefined
      }
    >
      <TextAreaField
        label="Deliverables"
        hint="One per line: file names or links to the finished work."
        rows={4}
        error={firstMessage(errors.deliverables)}
        {...register('deliverables')}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-semibold text-fg">
          Finished file (optional)
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/*,audio/*,video/*,application/pdf"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${fileId}-error` : `${fileId}-hint`}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="min-h-11 w-full rounded-field bg-raised px-3 py-2 text-sm text-fg ring-1 ring-line-strong file:mr-3 file:min-h-9 file:rounded-full file:border-0 file:bg-accent file:px-4 file:font-semibold file:text-ink"
        />
        {fileError ? (
          <p id={`${fileId}-error`} role="alert" className="text-sm font-medium text-danger">
            {fileError}
          </p>
        ) : (
          <p id={`${fileId}-hint`} className="text-xs text-muted">
            Stays private to you and the partner. Audio or video can go on the public feed if the partner allows it.
          </p>
        )}
      </div>
      <TextAreaField label="Note (optional)" rows={2} error={errors.note?.message} {...register('note')} />
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" className="mt-1 accent-accent" {...register('aiGenerated')} />
        <span>
          This delivery includes AI-generated content (it is disclosed to the partner and licensed separately).
        </span>
      </label>
      {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={pending !== null}>
          Cancel
        </Button>
        <Button
          onClick={(e) => void handleSubmit(submit)(e)}
          pending={pending !== null}
          pendingLabel={pending === 'uploading' ? 'Uploading...' : 'Delivering...'}
        >
          Deliver
        </Button>
      </div>
    </Dialog>
  );
}

/** A step that needs a few words: ask for changes, or open a dispute. */
export function NoteDialog({
  open,
  title,
  label,
  action,
  pendingLabel,
  rule,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  label: string;
  action: string;
  pendingLabel: string;
  /** The server's rule for the text (NoteRequest's note, DisputeRequest's reason): its messages show here. */
  rule: z.ZodType<string, string>;
  onClose: () => void;
  onSubmit: (text: string) => Promise<void>;
}) {
  const schema = useMemo(() => z.object({ text: rule }), [rule]);
  const {
    register,
    handleSubmit,
    reset,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(schema, { defaultValues: { text: '' } });

  async function submit({ text }: { text: string }) {
    try {
      await onSubmit(text);
      reset();
      onClose();
    } catch (e) {
      showServerErrors(e);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !o && !isSubmitting && onClose()} busy={isSubmitting} title={title}>
      <TextAreaField label={label} rows={3} error={errors.text?.message} {...register('text')} />
      {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button onClick={(e) => void handleSubmit(submit)(e)} pending={isSubmitting} pendingLabel={pendingLabel}>
          {action}
        </Button>
      </div>
    </Dialog>
  );
}

/** Yes-or-no before a step that moves money out of the normal path (cancel, refund). */
export function ConfirmDialog({
  open,
  title,
  body,
  action,
  pendingLabel,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  body: string;
  action: string;
  pendingLabel: string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPending(false);
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && !pending && onClose()}
      busy={pending}
      title={title}
      description={body}
    >
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Keep it
        </Button>
        <Button variant="danger" onClick={() => void confirm()} pending={pending} pendingLabel={pendingLabel}>
          {action}
        </Button>
      </div>
    </Dialog>
  );
}

/** Funding a license's deal, or a milestone funded on its own: the provider's payment methods, then Fund. */
export function FundDialog({
  deal,
  onClose,
  onFund,
}: {
  deal: DealView | null;
  onClose: () => void;
  onFund: (paymentMethod: string) => Promise<void>;
}) {
  const methods = usePaymentMethods(deal !== null);
  const [method, setMethod] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const chosen = method || methods.data?.paymentMethods[0]?.id || '';
  // A plan funded a milestone at a time (a retainer's months, decision 067; a project's milestones, decision
  // 072): milestone 1 first, then the next one the partner funds.
  const funding = deal?.plan.funding ?? null;
  const each = funding !== null && funding.mode !== 'upfront';
  const milestone = each
    ? deal?.plan.milestones.find((m) => m.position === (deal.status === 'posted' ? 1 : funding.nextToFund))
    : null;
  const name = milestone && funding ? fundingName(funding.mode, milestone) : null;
  const action = name ? `Fund ${name}` : 'Fund Project';

  async function pay() {
    setPending(true);
    setError(null);
    try {
      await onFund(chosen);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={deal !== null}
      onOpenChange={(o) => !o && !pending && onClose()}
      busy={pending}
      title={action}
      description={
        deal
          ? milestone
            ? `Hold ${formatCents(milestone.amountCents)} in escrow for ${name} of ${deal.title}.`
            : `Hold ${formatCents(deal.amountCents)} in escrow for ${deal.title}.`
          : undefined
      }
    >
      {methods.isError ? <Alert tone="danger">{errorMessage(methods.error)}</Alert> : null}
      <PaymentMethodFieldset
        name="deal-payment-method"
        methods={methods.data?.paymentMethods ?? []}
        value={chosen}
        onChange={setMethod}
        publishableKey={methods.data?.publishableKey}
      />
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={() => void pay()} pending={pending} pendingLabel={PROCESSING_PAYMENT_LABEL} disabled={!chosen}>
          {action}
        </Button>
      </div>
    </Dialog>
  );
}
