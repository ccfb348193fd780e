import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useConnectPayoutAccount, usePayoutAccount } from '../api/payout-account';

const COPY = {
  none: 'Connect a payout account with Stripe to receive your payouts.',
  pending: 'Your payout account is not ready yet. Finish setting it up with Stripe to receive payouts.',
  restricted: 'Stripe needs more details before your payout account can receive payouts.',
} as const;

/**
 * The creative's Stripe payout account (decision 018): shown with the stripe provider until Stripe reports
 * it ready; the button goes to Stripe's hosted onboarding. The sandbox's payout account is implicit.
 */
export function PayoutAccount() {
  const account = usePayoutAccount();
  const connect = useConnectPayoutAccount();
  const data = account.data;
  if (data?.provider !== 'stripe' || data.status === 'enabled') return null;

  function start() {
    connect.mutate(undefined, { onSuccess: ({ onboardingUrl }) => window.location.assign(onboardingUrl) });
  }

  return (
    <section
      aria-label="Payout account"
      className="flex flex-col gap-3 rounded-card bg-surface p-4 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm">{COPY[data.status]}</p>
      {connect.isError ? <Alert tone="danger">{errorMessage(connect.error)}</Alert> : null}
      <Button onClick={start} pending={connect.isPending} pendingLabel="Opening Stripe...">
        {data.status === 'none' ? 'Connect payout account' : 'Finish setting up'}
      </Button>
    </section>
  );
}
