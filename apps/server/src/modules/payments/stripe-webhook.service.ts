import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { payoutAccountsQueries } from './payout-accounts.repository';
import { connectedAccountStatus } from './stripe-provider';
import { stripeWebhookQueries } from './stripe-webhook.repository';

export interface WebhookOutcome {
  received: true;
  /** The event was applied before: acknowledged and ignored. */
  duplicate: boolean;
}

function paymentIntentId(ref: string | Stripe.PaymentIntent | null): string | null {
  if (ref === null) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

/**
 * Stripe's events as jobs (decisions 018 and 063). The route keeps the verified event and queues its job, then
 * answers Stripe at once; the job applies it in one transaction that also marks it processed, so a redelivery
 * (Stripe retries, replays) or a repeat of the job does nothing twice, and a crash part-way leaves neither. A job
 * that fails is retried by the runner and, after its last try, waits among the failed jobs at /admin/jobs. If
 * the job cannot be queued the route fails, and Stripe's own redelivery queues it again. What Stripe reports is
 * recorded against our rows: a charge's `provider_status`, a payout account's status. Money already moved in
 * our ledger when the provider call answered; an event never moves it a second time.
 */
export function createStripeWebhookService(deps: { db: Db; queue: (eventId: string) => Promise<unknown> }) {
  const { db, queue } = deps;

  async function recordCharge(tx: Db, intentId: string | null, status: string, failure?: string | null) {
    if (!intentId) return;
    await stripeWebhookQueries(tx).recordCharge(intentId, status, failure);
  }

  return {
    /** A verified event from the route: kept, and its job queued unless it was applied already. */
    async receive(event: Stripe.Event): Promise<WebhookOutcome> {
      const { applied } = await stripeWebhookQueries(db).store(event.id, event.type, event);
      if (applied) return { received: true, duplicate: true };
      await queue(event.id);
      return { received: true, duplicate: false };
    },

    /** The job: applies a kept event once. */
    async apply(eventId: string): Promise<void> {
      await db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const q = stripeWebhookQueries(tx);
        const waiting = await q.takeWaiting(eventId);
        if (!waiting) return;
        const event = waiting.payload as Stripe.Event;

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
        await q.markProcessed(eventId);
      });
    },
  };
}
export type StripeWebhookService = ReturnType<typeof createStripeWebhookService>;
