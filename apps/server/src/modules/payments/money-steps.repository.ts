import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys, providerAttempts } from '../../db/schema/ledger';

export type AttemptRow = typeof providerAttempts.$inferSelect;
export type AttemptInsert = typeof providerAttempts.$inferInsert;
export type AttemptSettlement = Pick<
  AttemptRow,
  'status' | 'providerRef' | 'failureMessage' | 'updatedAt' | 'settledAt'
>;

/**
 * SQL of the provider attempts a money step records, and of the idempotency key reads and frees that go with
 * them (decision 036); claiming a key and storing its reply are ledger.repository's. Which lock comes first and
 * what runs in which transaction is money-steps.ts's: each method is one statement in the caller's handle.
 */
export function moneyStepsQueries(db: Db) {
  /** One request's attempts: a user's Idempotency-Key. */
  const ofRequest = (userId: string, key: string) =>
    and(eq(providerAttempts.userId, userId), eq(providerAttempts.key, key));

  return {
    /** Whether a request on this subject is waiting for the provider. */
    async subjectPending(subject: string): Promise<boolean> {
      const rows = await db
        .select({ id: providerAttempts.id })
        .from(providerAttempts)
        .where(and(eq(providerAttempts.subject, subject), eq(providerAttempts.status, 'pending')))
        .limit(1);
      return rows.length > 0;
    },

    async insertAttempts(rows: AttemptInsert[]): Promise<void> {
      await db.insert(providerAttempts).values(rows);
    },

    /** Locks the request's attempts in provider-key order (the finish). */
    lockAttemptsInKeyOrder(userId: string, key: string): Promise<AttemptRow[]> {
      return db
        .select()
        .from(providerAttempts)
        .where(ofRequest(userId, key))
        .orderBy(providerAttempts.providerKey)
        .for('update');
    },

    /** Locks the request's attempts (giving them up). */
    lockAttempts(userId: string, key: string): Promise<AttemptRow[]> {
      return db.select().from(providerAttempts).where(ofRequest(userId, key)).for('update');
    },

    async settleAttempt(id: string, settlement: AttemptSettlement): Promise<void> {
      await db.update(providerAttempts).set(settlement).where(eq(providerAttempts.id, id));
    },

    /**
     * Fails the request's attempts and renames their keys out of the way, so a retry with the same key records
     * its calls afresh under the same provider keys; the rows stay as a record.
     */
    async giveUpAttempts(userId: string, key: string, at: Date): Promise<void> {
      await db
        .update(providerAttempts)
        .set({
          status: 'failed',
          failureMessage: 'The provider never received the call.',
          key: sql`${providerAttempts.key} || '#given-up:' || ${providerAttempts.id}`,
          providerKey: sql`${providerAttempts.providerKey} || '#given-up:' || ${providerAttempts.id}`,
          updatedAt: at,
          settledAt: at,
        })
        .where(ofRequest(userId, key));
    },

    /** Marks the request's pending attempts taken up at `at`; returns them. */
    takeUpPending(userId: string, key: string, at: Date): Promise<AttemptRow[]> {
      return db
        .update(providerAttempts)
        .set({ updatedAt: at })
        .where(
          and(
            eq(providerAttempts.userId, userId),
            eq(providerAttempts.key, key),
            eq(providerAttempts.status, 'pending'),
          ),
        )
        .returning();
    },

    /** Requests with attempts pending and untouched since `cutoff`. */
    stalePendingRequests(cutoff: Date, limit: number): Promise<{ userId: string; key: string }[]> {
      return db
        .selectDistinct({ userId: providerAttempts.userId, key: providerAttempts.key })
        .from(providerAttempts)
        .where(and(eq(providerAttempts.status, 'pending'), lt(providerAttempts.updatedAt, cutoff)))
        .limit(limit);
    },

    /** Takes up the request's attempts still pending and untouched since `cutoff` (recovery's lease). */
    leaseStale(userId: string, key: string, cutoff: Date, leaseAt: Date): Promise<AttemptRow[]> {
      return db
        .update(providerAttempts)
        .set({ updatedAt: leaseAt })
        .where(
          and(
            eq(providerAttempts.userId, userId),
            eq(providerAttempts.key, key),
            eq(providerAttempts.status, 'pending'),
            lt(providerAttempts.updatedAt, cutoff),
          ),
        )
        .returning();
    },

    async pendingCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(providerAttempts)
        .where(eq(providerAttempts.status, 'pending'));
      return Number(row?.n ?? 0);
    },

    /** The key's stored status code and reply (status 0: claimed, no reply yet). */
    async findReply(userId: string, key: string) {
      const [row] = await db
        .select({ statusCode: idempotencyKeys.statusCode, response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
        .limit(1);
      return row;
    },

    /** The key's whole row (read under the attempts' lock when someone else finished the request). */
    async findKey(userId: string, key: string) {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
        .limit(1);
      return row;
    },

    /** Frees a key that never got a reply, so a retry claims it afresh. */
    async freeUnansweredKey(userId: string, key: string): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(
          and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.statusCode, 0)),
        );
    },
  };
}
export type MoneyStepsQueries = ReturnType<typeof moneyStepsQueries>;
