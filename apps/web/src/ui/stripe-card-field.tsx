import type { StripeCardElement, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useId, useRef, useState } from 'react';

export const CARD_FIELD_LOAD_FAILED = 'The card form could not load. Check your connection and try again.';

/**
 * Stripe's card element (decision 018). The card number goes from this iframe straight to Stripe; once the
 * card is complete a PaymentMethod is created in the browser and only its `pm_...` id is handed to
 * `onChange` (and on to our server). An incomplete or invalid card hands back ''. Loaded lazily, so the
 * sandbox never downloads Stripe.js.
 */
export default function StripeCardField({
  publishableKey,
  onChange,
}: {
  publishableKey: string;
  onChange: (paymentMethodId: string) => void;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const errorId = useId();

  useEffect(() => {
    let card: StripeCardElement | null = null;
    let cancelled = false;
    // Each completed card makes one PaymentMethod; a later edit supersedes an earlier, slower one.
    let attempt = 0;
    loadStripe(publishableKey)
      .then((stripe) => {
        if (cancelled || !mountRef.current) return;
        if (!stripe) throw new Error('Stripe.js did not load');
        const elements = stripe.elements();
        const mounted = elements.create('card', {
          hidePostalCode: false,
          style: { base: { color: '#f5f5f7', fontSize: '16px', '::placeholder': { color: '#8b8b94' } } },
        });
        card = mounted;
        mounted.on('ready', () => setReady(true));
        mounted.on('change', (event: StripeCardElementChangeEvent) => {
          const mine = ++attempt;
          setError(event.error?.message ?? null);
          onChangeRef.current('');
          if (!event.complete) return;
          void stripe.createPaymentMethod({ type: 'card', card: mounted }).then((result) => {
            if (cancelled || mine !== attempt) return;
            if (result.error) setError(result.error.message ?? CARD_FIELD_LOAD_FAILED);
            else onChangeRef.current(result.paymentMethod.id);
          });
        });
        mounted.mount(mountRef.current);
      })
      .catch(() => {
        if (!cancelled) setError(CARD_FIELD_LOAD_FAILED);
      });
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [publishableKey]);

  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-semibold">Card</span>
      <div
        ref={mountRef}
        aria-busy={!ready}
        aria-describedby={error ? errorId : undefined}
        className="min-h-11 rounded-field bg-raised px-4 py-3 ring-1 ring-line focus-within:ring-2 focus-within:ring-accent"
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
