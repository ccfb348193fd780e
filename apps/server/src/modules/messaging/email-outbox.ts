import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { emailOutboxQueries } from './email-outbox.repository';
import type { MailTransport } from './mailer';
import { pruneEvents } from './realtime';

/**
 * Tries before a message is marked failed. Each retry waits twice as long as the last (1, 2, 4 ... minutes,
 * at most 2 hours), so 12 tries span about 12 hours: a mail server down for an afternoon loses nothing.
 */
export const MAX_ATTEMPTS = 12;
export const MAX_RETRY_DELAY_MINUTES = 120;
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
  const q = emailOutboxQueries(db);
  await q.releaseStaleClaims(STALE_CLAIM_MS);
  const claimed = await q.claimDue(BATCH, MAX_RETRY_DELAY_MINUTES);

  let sent = 0;
  for (const row of claimed) {
    try {
      const outcome = await transport({ id: row.id, from, to: row.toAddress, subject: row.subject, text: row.body });
      await q.markDelivered(row.id, outcome);
      if (outcome === 'sent') sent++;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await q.markTryFailed(row.id, row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending', message.slice(0, 500));
    }
  }
  return sent;
}

/** Rows waiting or in flight (for tests and the health of the worker). */
export function outboxBacklog(db: Db): Promise<number> {
  return emailOutboxQueries(db).backlog();
}

export const DELIVER_EMAILS_JOB = 'messaging.deliver-emails';
export const PRUNE_EVENTS_JOB = 'messaging.prune-events';

declare module '../../jobs/job-runner' {
  interface JobPayloads {
    /** One pass over the outbox: what is due is sent, batch after batch. */
    'messaging.deliver-emails': Record<string, never>;
    /** Realtime events past their retention are deleted. */
    'messaging.prune-events': Record<string, never>;
  }
}

/**
 * The outbox and the event pruning on the job runner (issue 20): the outbox every minute and at start, once
 * across instances; old realtime events hourly. The outbox rows keep their own tries and backoff.
 */
export function registerOutboxJobs(jobs: JobRunner, deps: { db: Db; transport: MailTransport; from: string }) {
  const { db, transport, from } = deps;
  jobs.work(DELIVER_EMAILS_JOB, async () => {
    while ((await deliverPendingEmails(db, transport, from)) > 0) {
      // A full batch went out: there may be more due.
    }
  });
  jobs.work(PRUNE_EVENTS_JOB, () => pruneEvents(db));
  jobs.schedule(DELIVER_EMAILS_JOB, '* * * * *', {});
  jobs.schedule(PRUNE_EVENTS_JOB, '17 * * * *', {});
  jobs.onStarted(async () => {
    await jobs.send(DELIVER_EMAILS_JOB, {});
  });
}
