import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, webhookEvents } from '../../db/schema/ledger';

/** SQL of Stripe's events: claiming an event id once, and what Stripe reports about a charge. */
export function stripeWebhookQueries(db: Db) {
  return {
    /** True when this event id was not processed before (it is claimed now, until the transaction ends). */
    async claimEvent(id: string, type: string): Promise<boolean> {
      const claimed = await db
        .insert(webhookEvents)
        .values({ id, provider: 'stripe', type })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      return claimed.length > 0;
    },

    /** The charge's provider status; the first failure message reported is kept. */
    async recordCharge(intentId: string, status: string, failure?: string | null): Promise<void> {
      await db
        .update(payments)
        .set({
          providerStatus: status,
          ...(failure ? { failureMessage: sql`coalesce(${payments.failureMessage}, ${failure})` } : {}),
        })
        .where(and(eq(payments.provider, 'stripe'), eq(payments.kind, 'charge'), eq(payments.providerRef, intentId)));
    },
  };
}
