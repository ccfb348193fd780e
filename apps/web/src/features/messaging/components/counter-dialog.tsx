import { formatCents } from '@pulse/domain/ledger';
import { type Negotiation, OfferDollars } from '@pulse/domain/messaging';
import { Dialog } from 'radix-ui';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
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
    <Dialog.Root open={negotiation !== null} onOpenChange={(open) => !pending && onOpenChange(open)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/80 backdrop-blur-sm motion-safe:animate-rise" />
        <Dialog.Content className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-col gap-4 rounded-card bg-surface p-6 shadow-float ring-1 ring-line sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 motion-safe:animate-rise">
          <Dialog.Title className="font-display text-2xl font-bold">Counter Offer</Dialog.Title>
          {negotiation ? (
            <Dialog.Description className="text-sm text-muted">
              “{negotiation.title}” is on the table at {formatCents(negotiation.amountCents)}. Name your price.
            </Dialog.Description>
          ) : null}
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
