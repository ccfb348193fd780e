import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/messaging';
import type { MailOutcome } from './mailer';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** SQL of the e-mail outbox; when to retry and when to give up is email-outbox.ts's. */
export function emailOutboxQueries(db: Db) {
  return {
    async insert(row: { id: string; toAddress: string; subject: string; body: string }): Promise<void> {
      await db.insert(emailOutbox).values(row);
    },

    /** Claims older than `staleMs` go back to pending. */
    async releaseStaleClaims(staleMs: number): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ status: 'pending' })
        .where(
          and(
            eq(emailOutbox.status, 'sending'),
            lt(emailOutbox.sentAt, sql`now() - make_interval(secs => ${staleMs / 1000})`),
          ),
        );
    },

    /**
     * Claims up to `limit` due rows in one statement: `sending`, one more attempt, the claim time in sent_at.
     * SKIP LOCKED so several instances never take the same row.
     */
    claimDue(limit: number, maxRetryDelayMinutes: number): Promise<OutboxRow[]> {
      const pendingIds = db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.status, 'pending'),
            // Not before its backoff since the last try (sent_at holds the time of the last claim).
            or(
              eq(emailOutbox.attempts, 0),
              sql`${emailOutbox.sentAt} < now() - make_interval(mins => least(power(2, ${emailOutbox.attempts} - 1)::int, ${maxRetryDelayMinutes}))`,
            ),
          ),
        )
        .orderBy(emailOutbox.createdAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(emailOutbox)
        .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1`, sentAt: sql`now()` })
        .where(and(inArray(emailOutbox.id, pendingIds), eq(emailOutbox.status, 'pending')))
        .returning();
    },

    async markDelivered(id: string, status: MailOutcome): Promise<void> {
      await db.update(emailOutbox).set({ status, sentAt: sql`now()`, lastError: null }).where(eq(emailOutbox.id, id));
    },

    async markTryFailed(id: string, status: 'pending' | 'failed', lastError: string): Promise<void> {
      await db.update(emailOutbox).set({ status, lastError }).where(eq(emailOutbox.id, id));
    },

    /** Rows waiting or in flight. */
    async backlog(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(emailOutbox)
        .where(or(eq(emailOutbox.status, 'pending'), eq(emailOutbox.status, 'sending')));
      return row?.n ?? 0;
    },
  };
}
export type EmailOutboxQueries = ReturnType<typeof emailOutboxQueries>;
