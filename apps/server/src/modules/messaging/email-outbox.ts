import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/messaging';
import type { MailTransport } from './mailer';
import { pruneEvents } from './realtime';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** Tries before a message is marked failed. */
export const MAX_ATTEMPTS = 5;
const BATCH = 20;
/** A claim older than this belonged to a process that died mid-send: the row goes back to pending. */
const STALE_CLAIM_MS = 10 * 60_000;

/**
 * One pass of the outbox: claims pending rows (`sending`, with the claim time in sent_at; SKIP LOCKED so
 * several instances never take the same row), sends each, and marks it sent, or pending again with the
 * error (failed after MAX_ATTEMPTS). A crash between sending and marking leaves a claim that goes stale and
 * is retried: delivery is at least once, and the Message-ID (the row id) lets a receiver drop a repeat.
 */
export async function deliverPendingEmails(db: Db, transport: MailTransport, from: string): Promise<number> {
  await db
    .update(emailOutbox)
    .set({ status: 'pending' })
    .where(
      and(
        eq(emailOutbox.status, 'sending'),
        lt(emailOutbox.sentAt, sql`now() - make_interval(secs => ${STALE_CLAIM_MS / 1000})`),
      ),
    );
  const pendingIds = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'))
    .orderBy(emailOutbox.createdAt)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1`, sentAt: sql`now()` })
    .where(and(inArray(emailOutbox.id, pendingIds), eq(emailOutbox.status, 'pending')))
    .returning();

  let sent = 0;
  for (const row of claimed) {
    try {
      const outcome = await transport({ id: row.id, from, to: row.toAddress, subject: row.subject, text: row.body });
      await db
        .update(emailOutbox)
        .set({ status: outcome, sentAt: sql`now()`, lastError: null })
        .where(eq(emailOutbox.id, row.id));
      if (outcome === 'sent') sent++;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await db
        .update(emailOutbox)
        .set({ status: row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending', lastError: message.slice(0, 500) })
        .where(eq(emailOutbox.id, row.id));
    }
  }
  return sent;
}

/** Rows waiting or in flight (for tests and the health of the worker). */
export async function outboxBacklog(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(or(eq(emailOutbox.status, 'pending'), eq(emailOutbox.status, 'sending')));
  return row?.n ?? 0;
}

/** The background worker: the outbox every few seconds, and old realtime events pruned hourly. */
export function startOutboxWorker(deps: {
  db: Db;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): () => Promise<void> {
  const { db, transport, from, log, intervalMs = 5_000 } = deps;
  let running: Promise<void> | null = null;
  let lastPrune = 0;
  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        await deliverPendingEmails(db, transport, from);
        if (Date.now() - lastPrune > 3_600_000) {
          lastPrune = Date.now();
          await pruneEvents(db);
        }
      } catch (err) {
        log.warn({ err }, 'e-mail outbox pass failed; retrying');
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
