import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { queueEmailDelivery, registerEmailJobs } from '../modules/messaging/email-outbox';
import { emailOutboxQueries } from '../modules/messaging/email-outbox.repository';
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
   * outbox and given its delivery job at once, so it leaves within seconds instead of after the next relay.
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
 * E-mail as jobs (DESIGN 2, decision 062): every message is an outbox row, sent by a job of its own through
 * nodemailer when SMTP_URL is set, else kept for the local mailbox. Under NODE_ENV=test the jobs are not
 * registered: tests drive the relay and the deliveries themselves and read the rows.
 */
export const mailPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { database: Database; smtpUrl: string | undefined; from: string; runJobs: boolean },
  ) => {
    const smtp = opts.runJobs && opts.smtpUrl ? createSmtpMailer(opts.smtpUrl) : null;
    if (opts.runJobs) {
      registerEmailJobs(app.jobs, {
        db: opts.database.db,
        transport: smtp ? smtp.send : localMailboxTransport,
        from: opts.from,
      });
    }
    app.decorate('mail', {
      localMailbox: !opts.smtpUrl,
      async sendNow(mail: OutgoingMail) {
        const id = await enqueueEmail(opts.database.db, mail.to, mail.subject, mail.text);
        if (!opts.runJobs || !app.jobs.started) return;
        await queueEmailDelivery(app.jobs, id);
        await emailOutboxQueries(opts.database.db).markQueued([id]);
      },
    } satisfies Mail);
    app.addHook('onClose', async () => smtp?.close());
  },
  { name: 'mail', dependencies: ['jobs'] },
);
