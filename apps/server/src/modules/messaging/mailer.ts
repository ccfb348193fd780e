import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  /** The outbox row's id: the Message-ID, so a receiver can drop a copy sent twice after a crash. */
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** `sent` went to a mail server; `skipped` went nowhere (no SMTP_URL), and the outbox says so. */
export type MailOutcome = 'sent' | 'skipped';
export type MailTransport = (mail: MailMessage) => Promise<MailOutcome>;

export interface SmtpMailer {
  send: MailTransport;
  close(): void;
}

/**
 * nodemailer over SMTP_URL (`smtp://user:pass@host:587` or `smtps://...:465`), pooled. Credentials travel
 * only inside TLS: `smtps://` is TLS from the start, and on `smtp://` with credentials STARTTLS is required,
 * so a server (or a man in the middle) that does not offer it gets no password (issue 20).
 */
export function createSmtpMailer(smtpUrl: string): SmtpMailer {
  const url = new URL(smtpUrl);
  const hasCredentials = url.username !== '' || url.password !== '';
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    requireTLS: url.protocol === 'smtp:' && hasCredentials,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: `<${mail.id}@${url.hostname}>`,
      });
      return 'sent';
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL nothing is sent, and nothing pretends it was: the row is marked `skipped`. Only the
 * recipient and subject are logged: bodies may hold links that sign people in.
 */
export function logOnlyTransport(log: FastifyBaseLogger): MailTransport {
  return async (mail) => {
    log.info({ email: { to: mail.to, subject: mail.subject } }, 'e-mail not sent: SMTP_URL is not set');
    return 'skipped';
  };
}
