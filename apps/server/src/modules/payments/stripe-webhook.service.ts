import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { payoutAccountsQueries } from './payout-accounts.repository';
import { connectedAccountStatus } from './stripe-provider';
import { stripeWebhookQueries } from './stripe-webhook.repository';

export interface WebhookOutcome {
  received: true;
  /** The event was processed before: acknowledged and ignored. */
  duplicate: boolean;
}

function paymentIntentId(ref: string | Stripe.PaymentIntent | null): string | null {
  if (ref === null) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

/**
 * Stripe's events, each processed once (decision 018): the event id is claimed in `webhook_events` in the
 * same transaction as its effect, so a redelivery (Stripe retries, replays) is acknowledged and ignored,
 * and a crash part-way leaves neither. What Stripe reports is recorded against our rows: a charge's
 * `provider_status`, a payout account's status. Money already moved in our ledger when the provider call
 * answered; the webhook never moves it a second time.
 */
export function createStripeWebhookService(deps: { db: Db }) {
  const { db } = deps;

  async function recordCharge(tx: Db, intentId: string | null, status: string, failure?: string | null) {
    if (!intentId) return;
    await stripeWebhookQueries(tx).recordCharge(intentId, status, failure);
  }

  return {
    async handle(event: Stripe.Event): Promise<WebhookOutcome> {
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        if (!(await stripeWebhookQueries(tx).claimEvent(event.id, event.type))) {
          return { received: true, duplicate: true };
        }

        switch (event.type) {
          case 'payment_intent.succeeded':
            await recordCharge(tx, event.data.object.id, 'succeeded');
            break;
          case 'payment_intent.payment_failed':
            await recordCharge(tx, event.data.object.id, 'failed', event.data.object.last_payment_error?.message);
            break;
          case 'charge.refunded': {
            const charge = event.data.object;
            await recordCharge(
              tx,
              paymentIntentId(charge.payment_intent),
              charge.refunded ? 'refunded' : 'partially_refunded',
            );
            break;
          }
          case 'account.updated':
            await payoutAccountsQueries(tx).setStatus(
              'stripe',
              event.data.object.id,
              connectedAccountStatus(event.data.object),
            );
            break;
          default:
            // Acknowledged so Stripe stops retrying; nothing of ours depends on it.
            break;
        }
        return { received: true, duplicate: false };
      });
    },
  };
}
export type StripeWebhookService = ReturnType<typeof createStripeWebhookService>;
