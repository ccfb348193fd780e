import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/messaging';
import type { MailOutcome } from './mailer';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** SQL of the e-mail outbox; when to retry and when to give up is the job runner's (email-outbox.ts). */
export function emailOutboxQueries(db: Db) {
  return {
    async insert(row: { id: string; toAddress: string; subject: string; body: string }): Promise<void> {
      await db.insert(emailOutbox).values(row);
    },

    /** Written e-mails that have no delivery job yet, oldest first. */
    async pendingIds(limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(eq(emailOutbox.status, 'pending'))
        .orderBy(asc(emailOutbox.createdAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Pending rows whose job was queued become `queued`; a row a job already took keeps its state. */
    async markQueued(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(emailOutbox)
        .set({ status: 'queued' })
        .where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, 'pending')));
    },

    /**
     * Takes one e-mail for a try: `sending`, one more attempt, the claim time in sent_at. Null when it was
     * delivered already, or another try holds it (a claim older than `staleMs` belonged to a try that died).
     */
    async claim(id: string, staleMs: number): Promise<OutboxRow | null> {
      const [row] = await db
        .update(emailOutbox)
        .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1`, sentAt: sql`now()` })
        .where(
          and(
            eq(emailOutbox.id, id),
            or(
              inArray(emailOutbox.status, ['pending', 'queued', 'failed']),
              and(
                eq(emailOutbox.status, 'sending'),
                lt(emailOutbox.sentAt, sql`now() - make_interval(secs => ${staleMs / 1000})`),
              ),
            ),
          ),
        )
        .returning();
      return row ?? null;
    },

    async markDelivered(id: string, status: MailOutcome): Promise<void> {
      await db.update(emailOutbox).set({ status, sentAt: sql`now()`, lastError: null }).where(eq(emailOutbox.id, id));
    },

    async markTryFailed(id: string, status: 'queued' | 'failed', lastError: string): Promise<void> {
      await db.update(emailOutbox).set({ status, lastError }).where(eq(emailOutbox.id, id));
    },

    async find(id: string): Promise<OutboxRow | null> {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      return row ?? null;
    },

    /** The newest e-mails, to one address or to anyone (the development mailbox lists them). */
    newest(limit: number, to?: string): Promise<OutboxRow[]> {
      return db
        .select()
        .from(emailOutbox)
        .where(to ? eq(emailOutbox.toAddress, to) : undefined)
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(limit);
    },
  };
}
export type EmailOutboxQueries = ReturnType<typeof emailOutboxQueries>;
