import { formatCents } from '@pulse/domain/ledger';
import { type Negotiation, OfferDollars } from '@pulse/domain/messaging';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';

/** Counter: a new amount in whole dollars for the offer on the table. */
export function CounterDialog({
  negotiation,
  onOpenChange,
  onCounter,
}: {
  negotiation: Negotiation | null;
  onOpenChange: (open: boolean) => void;
  onCounter: (negotiation: Negotiation, amount: number) => Promise<unknown>;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (negotiation) {
      setValue(String(Math.round(negotiation.amountCents / 100)));
      setError(null);
      setFailure(null);
    }
  }, [negotiation]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!negotiation) return;
    const parsed = OfferDollars.safeParse(value.trim() === '' ? undefined : Number(value));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setFailure(null);
    setPending(true);
    try {
      await onCounter(negotiation, parsed.data);
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.fields?.amount) setError(err.fields.amount);
      else setFailure(errorMessage(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={negotiation !== null}
      onOpenChange={(open) => !pending && onOpenChange(open)}
      busy={pending}
      title="Counter Offer"
      description={
        negotiation
          ? `“${negotiation.title}” is on the table at ${formatCents(negotiation.amountCents)}. Name your price.`
          : undefined
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Counter offer">
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <TextField
          label="Your amount ($)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error ?? undefined}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" pending={pending} pendingLabel="Sending...">
            Send Counter
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
