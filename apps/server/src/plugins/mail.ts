import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { DELIVER_EMAILS_JOB, registerOutboxJobs } from '../modules/messaging/email-outbox';
import { createSmtpMailer, localMailboxTransport } from '../modules/messaging/mailer';
import { enqueueEmail } from '../modules/messaging/notifications';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mail {
  /**
   * One e-mail a person is waiting for (a verification link, a reset link, a sign-in notice): written to the
   * outbox, then the outbox job is woken at once, so it leaves within seconds instead of at the next minute.
   */
  sendNow(mail: OutgoingMail): Promise<void>;
  /** True when messages stay in the local mailbox page (no SMTP_URL; never in production). */
  readonly localMailbox: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail;
  }
}

/**
 * E-mail as a job (DESIGN 2): every message is an outbox row, sent by the outbox job through nodemailer when
 * SMTP_URL is set, else kept for the local mailbox. Under NODE_ENV=test the jobs are not registered: tests
 * drive the outbox themselves and read the rows.
 */
export const mailPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { database: Database; smtpUrl: string | undefined; from: string; runJobs: boolean },
  ) => {
    const smtp = opts.runJobs && opts.smtpUrl ? createSmtpMailer(opts.smtpUrl) : null;
    if (opts.runJobs) {
      registerOutboxJobs(app.jobs, {
        db: opts.database.db,
        transport: smtp ? smtp.send : localMailboxTransport,
        from: opts.from,
      });
    }
    app.decorate('mail', {
      localMailbox: !opts.smtpUrl,
      async sendNow(mail: OutgoingMail) {
        await enqueueEmail(opts.database.db, mail.to, mail.subject, mail.text);
        if (opts.runJobs && app.jobs.started) await app.jobs.send(DELIVER_EMAILS_JOB, {});
      },
    } satisfies Mail);
    app.addHook('onClose', async () => smtp?.close());
  },
  { name: 'mail', dependencies: ['jobs'] },
);
