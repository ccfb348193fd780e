import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { usePaymentMethods } from '../../../lib/payment-methods';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { PaymentMethodFieldset } from '../../../ui/payment-method-fieldset';
import { useSaveCard } from '../api/saved-card';

/**
 * Saves a card for the tab (issue 33 item 1): the same payment method fieldset every payment uses (the sandbox's
 * test cards, or Stripe's card element); the card number goes to the provider, never to Pulse.
 */
export function SavedCardForm({ onSaved, label = 'Save card' }: { onSaved?: () => void; label?: string }) {
  const methods = usePaymentMethods();
  const save = useSaveCard();
  const [method, setMethod] = useState('');
  const chosen = method || methods.data?.paymentMethods[0]?.id || '';

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(chosen, { onSuccess: () => onSaved?.() });
      }}
    >
      <PaymentMethodFieldset
        name="saved-card-method"
        methods={methods.data?.paymentMethods ?? []}
        value={chosen}
        onChange={setMethod}
        publishableKey={methods.data?.publishableKey}
      />
      {methods.isError ? <Alert tone="danger">{errorMessage(methods.error)}</Alert> : null}
      {save.isError ? <Alert tone="danger">{errorMessage(save.error)}</Alert> : null}
      <Button type="submit" pending={save.isPending} pendingLabel="Saving card..." disabled={!chosen}>
        {label}
      </Button>
    </form>
  );
}
