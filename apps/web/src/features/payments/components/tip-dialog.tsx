import { PAYMENT_FAILED_MESSAGE, PROCESSING_PAYMENT_LABEL, TIP_MESSAGES } from '@pulse/domain/deals';
import { formatCents, TIP_BUTTON_CENTS, TIP_MAX_CENTS, TIP_MIN_CENTS } from '@pulse/domain/ledger';
import { Dialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { createIntentKey } from '../../../lib/money-request';
import { usePaymentMethods } from '../../../lib/payment-methods';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { PaymentMethodFieldset } from '../../../ui/payment-method-fieldset';
import { useTipCreator } from '../api/tip-creator';

/** The tip's amount, payment method and confirmation (TipButton opens it). */
export function TipDialog({
  creatorId,
  creatorName,
  fixedCents,
  onClose,
}: {
  creatorId: string;
  creatorName: string;
  fixedCents?: number;
  onClose: () => void;
}) {
  const methods = usePaymentMethods();
  const tip = useTipCreator();
  const intent = useRef(createIntentKey());
  const [dollars, setDollars] = useState(String((fixedCents ?? TIP_BUTTON_CENTS) / 100));
  const [method, setMethod] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const chosen = method || methods.data?.paymentMethods[0]?.id || '';

  async function send() {
    const cents = fixedCents ?? Math.round(Number(dollars) * 100);
    if (!Number.isInteger(cents) || cents < TIP_MIN_CENTS || cents > TIP_MAX_CENTS) {
      setAmountError(TIP_MESSAGES.range);
      return;
    }
    setAmountError(null);
    setFailure(null);
    try {
      await tip.mutateAsync({ creatorId, amountCents: cents, paymentMethod: chosen, key: intent.current.get() });
      intent.current.settle();
      toast.success(TIP_MESSAGES.sent(creatorName, cents));
      onClose();
    } catch (error) {
      intent.current.settle(error);
      setFailure(error instanceof ApiError && error.status === 402 ? PAYMENT_FAILED_MESSAGE : errorMessage(error));
    }
  }

  return (
    <Dialog.Root open onOpenChange={(o) => !o && !tip.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/80 backdrop-blur-sm motion-safe:animate-rise" />
        <Dialog.Content className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-col gap-4 rounded-card bg-surface p-6 shadow-float ring-1 ring-line sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 motion-safe:animate-rise">
          <Dialog.Title className="font-display text-2xl font-bold">Tip {creatorName}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted">
            Tips go straight to the creative's earnings. Card numbers never reach Pulse.
          </Dialog.Description>
          {fixedCents ? (
            <p className="font-display text-3xl font-bold tabular-nums">{formatCents(fixedCents)}</p>
          ) : (
            <TextField
              label="Amount ($1 to $20)"
              type="number"
              inputMode="decimal"
              min={TIP_MIN_CENTS / 100}
              max={TIP_MAX_CENTS / 100}
              step={1}
              value={dollars}
              onChange={(e) => setDollars(e.target.value)}
              error={amountError ?? undefined}
            />
          )}
          <PaymentMethodFieldset
            name="tip-payment-method"
            methods={methods.data?.paymentMethods ?? []}
            value={chosen}
            onChange={setMethod}
            publishableKey={methods.data?.publishableKey}
          />
          {methods.isError ? <Alert tone="danger">{errorMessage(methods.error)}</Alert> : null}
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onClose} disabled={tip.isPending}>
              Cancel
            </Button>
            <Button
              onClick={() => void send()}
              pending={tip.isPending}
              pendingLabel={PROCESSING_PAYMENT_LABEL}
              disabled={!chosen}
            >
              Send tip
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
