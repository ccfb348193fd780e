import { lazy, type ReactNode, Suspense } from 'react';

// Stripe mode only: its own chunk, so the sandbox build and first load never fetch Stripe.js.
const StripeCardField = lazy(() => import('./stripe-card-field'));

/** A payment method as the provider lists it (the sandbox's test cards, or Stripe's). */
export interface PaymentMethodOption {
  id: string;
  label: string;
}

/**
 * One radio per payment method; every screen that takes a payment (fund, tip, license) uses the same one.
 * With Stripe (a `publishableKey`), Stripe's card element takes their place and `onChange` gets the id of
 * the PaymentMethod it created in the browser; card numbers never reach our server.
 */
export function PaymentMethodFieldset({
  name,
  methods,
  value,
  onChange,
  describedBy,
  publishableKey,
  children,
}: {
  name: string;
  /** The id of `children`'s note about the provider, read with the group. */
  describedBy?: string;
  children?: ReactNode;
  methods: readonly PaymentMethodOption[];
  value: string | null | undefined;
  onChange: (id: string) => void;
  /** Stripe's publishable key (from the payment methods endpoint); null or absent in the sandbox. */
  publishableKey?: string | null;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-semibold">Payment method</legend>
      {publishableKey ? (
        <Suspense fallback={<p className="text-sm text-muted">Loading the card form...</p>}>
          <StripeCardField publishableKey={publishableKey} onChange={onChange} />
        </Suspense>
      ) : null}
      {methods.map((m) => (
        <label
          key={m.id}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-field bg-raised px-4 py-2 ring-1 ring-line has-checked:ring-2 has-checked:ring-accent"
        >
          <input
            type="radio"
            name={name}
            value={m.id}
            checked={value === m.id}
            onChange={() => onChange(m.id)}
            className="accent-accent"
          />
          <span className="text-sm font-semibold">{m.label}</span>
        </label>
      ))}
      {children}
    </fieldset>
  );
}
