import { formatCents } from '@pulse/domain/ledger';
import { useRef } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { createIntentKey } from '../../../lib/money-request';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { usePayOutEarnings } from '../api/pay-out-earnings';

/**
 * Pay out tips and beat license income (decision 016): shown when that part of the payable balance is
 * above zero. Deal income is paid out per deal.
 */
export function EarningsPayout({ availableCents }: { availableCents: number }) {
  const payOut = usePayOutEarnings();
  const intent = useRef(createIntentKey());
  if (availableCents <= 0 && !payOut.isError) return null;

  function submit() {
    payOut.mutate(intent.current.get(), {
      onSuccess: ({ payout }) => {
        intent.current.settle();
        toast.success(`Paid out ${formatCents(payout.amountCents)} to your payout account`);
      },
      onError: (error) => intent.current.settle(error),
    });
  }

  return (
    <section
      aria-label="Tips and license income"
      className="flex flex-col gap-3 rounded-card bg-surface p-4 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        <span className="font-semibold tabular-nums">{formatCents(availableCents)}</span>{' '}
        <span className="text-muted">from tips and beat licenses is ready to pay out.</span>
      </p>
      {payOut.isError ? <Alert tone="danger">{errorMessage(payOut.error)}</Alert> : null}
      {availableCents > 0 ? (
        <Button onClick={submit} pending={payOut.isPending} pendingLabel="Paying out...">
          Pay out {formatCents(availableCents)}
        </Button>
      ) : null}
    </section>
  );
}
