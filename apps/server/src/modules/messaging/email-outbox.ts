import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { emailOutboxQueries } from './email-outbox.repository';
import type { MailOutcome, MailTransport } from './mailer';
import { pruneEvents } from './realtime';

/**
 * E-mail as jobs (issue 34 item 3, decision 062). A service writes the e-mail to the outbox in its own
 * transaction (nothing is sent for work that rolled back); the relay hands each written e-mail to a job of its
 * own; that job sends it. Tries, backoff and giving up are the job runner's, as for every other job: a failed
 * e-mail is a failed job in /admin/jobs, retried from there like the others.
 */
export const EMAIL_RELAY_JOB = 'email.relay';
export const EMAIL_DELIVER_JOB = 'email.deliver';
export const PRUNE_EVENTS_JOB = 'messaging.prune-events';
/** The outbox's own cron before e-mails were jobs: unscheduled where an older version left it. */
const RETIRED_DELIVER_EMAILS_JOB = 'messaging.deliver-emails';

/**
 * Retries after the first try. The runner waits about 1, 2, 4 ... 256 minutes between them (doubling, with
 * jitter): ten tries over 8 hours or more, so a mail server down for an afternoon loses nothing.
 */
export const EMAIL_RETRY_LIMIT = 9;
export const EMAIL_RETRY_DELAY_SECONDS = 60;
/** A try is given this long (the SMTP timeouts are 10 s to connect and 30 s idle); a claim older than it died. */
export const EMAIL_TRY_SECONDS = 5 * 60;
const RELAY_BATCH = 100;

/**
 * Queues a delivery job for each written e-mail that has none, then marks them `queued`. The job is queued
 * first: a crash in between leaves the row pending and the next pass queues it again, which the queue's
 * singleton key (the e-mail's id) and the job's claim make harmless. Returns how many were handed over.
 */
export async function relayPendingEmails(db: Db, queue: (emailId: string) => Promise<unknown>): Promise<number> {
  const q = emailOutboxQueries(db);
  const ids = await q.pendingIds(RELAY_BATCH);
  for (const id of ids) await queue(id);
  await q.markQueued(ids);
  return ids.length;
}

/**
 * One try of one e-mail. A try that fails throws, so the runner tries again on its backoff; the last one marks
 * the e-mail failed first. Null when there was nothing to do (delivered already, or another try holds it). A
 * crash between sending and marking sends it again on the next try: delivery is at least once, and the
 * Message-ID (the row's id) lets a receiver drop the repeat.
 */
export async function deliverEmail(
  db: Db,
  transport: MailTransport,
  from: string,
  emailId: string,
  isLastAttempt: boolean,
): Promise<MailOutcome | null> {
  const q = emailOutboxQueries(db);
  const row = await q.claim(emailId, EMAIL_TRY_SECONDS * 1000);
  if (!row) return null;
  try {
    const outcome = await transport({ id: row.id, from, to: row.toAddress, subject: row.subject, text: row.body });
    await q.markDelivered(row.id, outcome);
    return outcome;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await q.markTryFailed(row.id, isLastAttempt ? 'failed' : 'queued', message.slice(0, 500));
    throw err;
  }
}

declare module '../../jobs/job-runner' {
  interface JobPayloads {
    /** Every written e-mail without a job gets one, batch after batch. */
    'email.relay': Record<string, never>;
    /** Send one e-mail of the outbox. */
    'email.deliver': { emailId: string };
    /** Realtime events past their retention are deleted. */
    'messaging.prune-events': Record<string, never>;
  }
}

/** Queues one e-mail's delivery, once (singletonKey = its id). */
export function queueEmailDelivery(jobs: JobRunner, emailId: string): Promise<string | null> {
  return jobs.send(EMAIL_DELIVER_JOB, { emailId }, { singletonKey: emailId });
}

/**
 * The e-mail jobs and the event pruning: the relay every minute, at start, and when a person waits for an
 * e-mail (plugins/mail.ts wakes it); each e-mail's delivery with the retries above; old realtime events hourly.
 */
export function registerEmailJobs(jobs: JobRunner, deps: { db: Db; transport: MailTransport; from: string }) {
  const { db, transport, from } = deps;
  jobs.work(EMAIL_RELAY_JOB, async () => {
    while ((await relayPendingEmails(db, (id) => queueEmailDelivery(jobs, id))) === RELAY_BATCH) {
      // A full batch went over: there may be more.
    }
  });
  jobs.work(
    EMAIL_DELIVER_JOB,
    async ({ emailId }, context) => {
      await deliverEmail(db, transport, from, emailId, context.isLastAttempt);
    },
    {
      retryLimit: EMAIL_RETRY_LIMIT,
      retryDelaySeconds: EMAIL_RETRY_DELAY_SECONDS,
      expireInSeconds: EMAIL_TRY_SECONDS,
      policy: 'stately',
    },
  );
  jobs.work(PRUNE_EVENTS_JOB, () => pruneEvents(db));
  jobs.schedule(EMAIL_RELAY_JOB, '* * * * *', {});
  jobs.schedule(PRUNE_EVENTS_JOB, '17 * * * *', {});
  jobs.retire(RETIRED_DELIVER_EMAILS_JOB);
  jobs.onStarted(async () => {
    await jobs.send(EMAIL_RELAY_JOB, {});
  });
}
