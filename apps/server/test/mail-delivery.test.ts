import type { AddressInfo } from 'node:net';
import { RESET_EMAIL_SUBJECT } from '@pulse/domain/account-security';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

/**
 * E-mail as a job with a real SMTP server (issue 36 item 1): a message a person waits for goes out when it is
 * queued, not at the outbox's next minute. The app runs its job runner here, as it does outside tests.
 */
let t: TestApp;
let server: SMTPServer;
const received: { to: string; data: string; at: number }[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data, at: Date.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({ env: { NODE_ENV: 'development', SMTP_URL: `smtp://127.0.0.1:${port}` } });
}, 120_000);

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mail a person waits for', () => {
  it('a reset link reaches the SMTP server without waiting for the minute schedule', async () => {
    const email = `waiting-${Date.now()}@example.edu`;
    const c = new Client(t.app, '10.60.0.1');
    expect(
      (await c.post('/api/accounts/sign-up', { name: 'Wai Ting', email, password: 'waiting-password' })).statusCode,
    ).toBe(201);
    const asked = Date.now();
    expect((await c.post('/api/accounts/forgot-password', { email })).statusCode).toBe(200);
    // Polled for up to 20 s: far under the schedule's minute, with room for a busy machine.
    await expect
      .poll(() => received.find((m) => m.to === email && m.data.includes(RESET_EMAIL_SUBJECT)), { timeout: 20_000 })
      .toBeTruthy();
    const reset = received.find((m) => m.to === email && m.data.includes(RESET_EMAIL_SUBJECT))!;
    expect(reset.data).toMatch(/\/reset-password\?token=/);
    // The verification e-mail of the sign-up went the same way.
    expect(received.some((m) => m.to === email && m.data.includes('Confirm your e-mail for Pulse'))).toBe(true);
    // On a quiet machine it takes well under the 5 s the issue asks; the figure is printed, not asserted.
    console.info(`reset e-mail delivered ${reset.at - asked} ms after the request`);
  }, 60_000);

  it('without SMTP_URL a production start refuses', async () => {
    await expect(
      createTestApp({
        env: {
          NODE_ENV: 'production',
          AUTH_SECRET: 'a-production-secret-of-32-characters-at-least',
          PAYMENT_PROVIDER: 'sandbox',
        },
      }),
    ).rejects.toThrow(/SMTP_URL/);
  });
});
