import nodemailer from 'nodemailer';

export interface MailMessage {
  /** The outbox row's id: the Message-ID, so a receiver can drop a copy sent twice after a crash. */
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** `sent` went to a mail server; `kept` stays in the local mailbox (no SMTP_URL, never in production). */
export type MailOutcome = 'sent' | 'kept';
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
 * Without SMTP_URL (outside production) nothing leaves the machine: the outbox row is the message, marked
 * `kept`, and the local mailbox page (/dev/mailbox) shows it with its links, so a newcomer can verify and reset.
 */
export const localMailboxTransport: MailTransport = async () => 'kept';
