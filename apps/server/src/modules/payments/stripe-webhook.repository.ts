import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, webhookEvents } from '../../db/schema/ledger';

/** SQL of Stripe's events: keeping each once, taking it to apply, and what Stripe reports about a charge. */
export function stripeWebhookQueries(db: Db) {
  return {
    /**
     * Keeps a verified event (a redelivery leaves the first copy as it is) and answers whether it still waits to
     * be applied.
     */
    async store(id: string, type: string, payload: unknown): Promise<{ applied: boolean }> {
      await db.insert(webhookEvents).values({ id, provider: 'stripe', type, payload }).onConflictDoNothing();
      const [row] = await db
        .select({ status: webhookEvents.status })
        .from(webhookEvents)
        .where(eq(webhookEvents.id, id));
      return { applied: row?.status === 'processed' };
    },

    /** The event, locked until the transaction ends, while it waits to be applied; null once applied. */
    async takeWaiting(id: string): Promise<{ type: string; payload: unknown } | null> {
      const [row] = await db
        .select({ type: webhookEvents.type, payload: webhookEvents.payload })
        .from(webhookEvents)
        .where(and(eq(webhookEvents.id, id), eq(webhookEvents.status, 'received')))
        .for('update');
      return row ?? null;
    },

    async markProcessed(id: string): Promise<void> {
      await db
        .update(webhookEvents)
        .set({ status: 'processed', processedAt: sql`now()` })
        .where(eq(webhookEvents.id, id));
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
