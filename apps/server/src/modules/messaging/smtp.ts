import net from 'node:net';
import tls from 'node:tls';

export interface MailMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** The address inside "Name <addr>", or the string itself. */
export function mailbox(address: string): string {
  const match = /<([^>]+)>/.exec(address);
  return (match ? match[1]! : address).trim();
}

/** RFC 2047 for a header with non-ASCII characters. */
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** The message as sent after DATA: headers, a blank line, the body with CRLF line ends and dots stuffed. */
export function formatMail(mail: MailMessage, host: string, date = new Date()): string {
  const clean = (v: string) => v.replace(/[\r\n]+/g, ' ');
  const body = mail.text
    .replace(/\r?\n/g, '\r\n')
    .split('\r\n')
    .map((line) => (line.startsWith('.') ? `.${line}` : line))
    .join('\r\n');
  return [
    `From: ${clean(mail.from)}`,
    `To: ${clean(mail.to)}`,
    `Subject: ${encodeHeader(clean(mail.subject))}`,
    `Date: ${date.toUTCString()}`,
    // The outbox id: a receiver can drop a copy sent twice after a crash.
    `Message-ID: <${mail.id}@${host}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    body,
  ].join('\r\n');
}

/** Reads SMTP replies (a code and possibly several lines) from a socket. */
class ReplyReader {
  private buffer = '';
  private waiting: ((reply: { code: number; text: string }) => void) | null = null;
  private failed: ((err: Error) => void) | null = null;
  private lines: string[] = [];

  constructor(private socket: net.Socket) {
    this.attach(socket);
  }

  attach(socket: net.Socket) {
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      let index = this.buffer.indexOf('\n');
      while (index >= 0) {
        const line = this.buffer.slice(0, index).replace(/\r$/, '');
        this.buffer = this.buffer.slice(index + 1);
        this.lines.push(line);
        if (/^\d{3} /.test(line) || /^\d{3}$/.test(line)) {
          const text = this.lines.join('\n');
          this.lines = [];
          const resolve = this.waiting;
          this.waiting = null;
          this.failed = null;
          resolve?.({ code: Number(line.slice(0, 3)), text });
        }
        index = this.buffer.indexOf('\n');
      }
    });
    socket.on('error', (err) => this.failed?.(err));
    socket.on('close', () => this.failed?.(new Error('SMTP connection closed')));
  }

  next(): Promise<{ code: number; text: string }> {
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
    });
  }

  async command(line: string | null, expect: number[]): Promise<string> {
    const reply = this.next();
    if (line !== null) this.socket.write(`${line}\r\n`);
    const { code, text } = await reply;
    if (!expect.includes(code)) throw new Error(`SMTP ${line?.split(' ')[0] ?? 'greeting'} failed: ${text}`);
    return text;
  }
}

function connect(url: URL, timeoutMs: number): Promise<net.Socket> {
  const port = Number(url.port || (url.protocol === 'smtps:' ? 465 : 587));
  return new Promise((resolve, reject) => {
    const socket =
      url.protocol === 'smtps:'
        ? tls.connect({ host: url.hostname, port, servername: url.hostname }, () => resolve(socket))
        : net.connect({ host: url.hostname, port }, () => resolve(socket));
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('SMTP timed out')));
    socket.once('error', reject);
  });
}

/**
 * Sends one plain-text e-mail through the server in SMTP_URL (smtp:// upgrades with STARTTLS when offered,
 * smtps:// is TLS from the start; user and password in the URL authenticate with AUTH PLAIN). A small
 * client of our own: the outbox needs only this, and no extra package.
 */
export async function sendMail(smtpUrl: string, mail: MailMessage, timeoutMs = 15_000): Promise<void> {
  const url = new URL(smtpUrl);
  let socket = await connect(url, timeoutMs);
  const reader = new ReplyReader(socket);
  try {
    await reader.command(null, [220]);
    const hello = `EHLO ${url.searchParams.get('name') ?? 'pulse.local'}`;
    let features = await reader.command(hello, [250]);
    if (url.protocol === 'smtp:' && /STARTTLS/i.test(features)) {
      await reader.command('STARTTLS', [220]);
      socket.removeAllListeners('data');
      socket = tls.connect({ socket, servername: url.hostname });
      await new Promise<void>((resolve, reject) => {
        socket.once('secureConnect', () => resolve());
        socket.once('error', reject);
      });
      reader.attach(socket);
      features = await reader.command(hello, [250]);
    }
    if (url.username) {
      const user = decodeURIComponent(url.username);
      const pass = decodeURIComponent(url.password);
      const token = Buffer.from(`\u0000${user}\u0000${pass}`, 'utf8').toString('base64');
      await reader.command(`AUTH PLAIN ${token}`, [235]);
    }
    await reader.command(`MAIL FROM:<${mailbox(mail.from)}>`, [250]);
    await reader.command(`RCPT TO:<${mailbox(mail.to)}>`, [250, 251]);
    await reader.command('DATA', [354]);
    await reader.command(`${formatMail(mail, url.hostname)}\r\n.`, [250]);
    await reader.command('QUIT', [221]).catch(() => {});
  } finally {
    socket.end();
    socket.destroy();
  }
}
