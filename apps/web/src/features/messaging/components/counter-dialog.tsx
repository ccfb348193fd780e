import { formatCents } from '@pulse/domain/ledger';
import { type Negotiation, OfferDollars } from '@pulse/domain/messaging';
import { useEffect } from 'react';
import { z } from 'zod';
import { useSchemaForm } from '../../../lib/schema-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';

/** The counter's one field, checked like the server checks a counter's `amount`. */
const CounterForm = z.object({ amount: OfferDollars });
type CounterForm = z.infer<typeof CounterForm>;

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
  const {
    register,
    handleSubmit,
    reset,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(CounterForm, { defaultValues: { amount: 0 } });

  useEffect(() => {
    if (negotiation) reset({ amount: Math.round(negotiation.amountCents / 100) });
  }, [negotiation, reset]);

  async function onSubmit(values: CounterForm) {
    if (!negotiation) return;
    try {
      await onCounter(negotiation, values.amount);
      onOpenChange(false);
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <Dialog
      open={negotiation !== null}
      onOpenChange={(open) => !isSubmitting && onOpenChange(open)}
      busy={isSubmitting}
      title="Counter Offer"
      description={
        negotiation
          ? `“${negotiation.title}” is on the table at ${formatCents(negotiation.amountCents)}. Name your price.`
          : undefined
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-label="Counter offer">
        {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
        <TextField
          label="Your amount ($)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.amount?.message}
          {...register('amount', { setValueAs: (v) => (String(v).trim() === '' ? undefined : Number(v)) })}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" pending={isSubmitting} pendingLabel="Sending...">
            Send Counter
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
