import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { emailOutbox } from '../src/db/schema/messaging';
import { deliverPendingEmails } from '../src/modules/messaging/email-outbox';
import { createSmtpMailer } from '../src/modules/messaging/mailer';
import { freePort } from './helpers/server-process';
import { openTestDatabase } from './helpers/test-app';

/**
 * Issue 20's target: an e-mail whose mail server is down is delivered once it is back, exactly once. The
 * outbox waits 1, 2, 4, 8 ... minutes between tries, so a 10-minute outage is bridged by the fifth try at
 * about 15 minutes (of 12 tries over about 12 hours). Here a shorter outage, with the waits passed by moving
 * the last try back in time rather than by sleeping: a real SMTP server that starts only after two failures.
 */
describe('an e-mail whose SMTP server is down for a while', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('is retried on its backoff and delivered once when the server is back, exactly once', async () => {
    const { db } = database;
    const port = await freePort(3463, 3469);
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`);
    const id = `outage-${Date.now()}`;
    await db.insert(emailOutbox).values({ id, toAddress: 'maya@example.edu', subject: 'Offer accepted', body: 'Hi' });
    const row = async () => (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
    const lastTryAgo = (seconds: number) =>
      db
        .update(emailOutbox)
        .set({ sentAt: sql`now() - make_interval(secs => ${seconds})` })
        .where(eq(emailOutbox.id, id));
    const pass = () => deliverPendingEmails(db, mailer.send, 'Pulse <no-reply@pulse.local>');

    // Down: the first try fails and the row waits.
    expect(await pass()).toBe(0);
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row()).lastError).toMatch(/ECONNREFUSED|connect/i);
    // Not due again before a minute has passed.
    expect(await pass()).toBe(0);
    expect((await row()).attempts).toBe(1);
    await lastTryAgo(61);
    expect(await pass()).toBe(0);
    expect(await row()).toMatchObject({ status: 'pending', attempts: 2 });
    // The second wait is two minutes.
    await lastTryAgo(61);
    expect(await pass()).toBe(0);
    expect((await row()).attempts).toBe(2);

    // The server comes back.
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    expect((server.server.address() as AddressInfo).port).toBe(port);
    try {
      await lastTryAgo(121);
      // Two instances' passes at once (SKIP LOCKED claims): one sends.
      const sent = await Promise.all([pass(), pass()]);
      expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await row()).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
      // Later passes, however late, send nothing again.
      await lastTryAgo(3 * 3600);
      expect(await pass()).toBe(0);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain(`Message-ID: <${id}@`);
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
