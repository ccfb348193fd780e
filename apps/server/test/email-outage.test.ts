import type { AddressInfo } from 'node:net';
import { RESET_EMAIL_SUBJECT } from '@pulse/domain/account-security';
import type { FailedJobsResponse } from '@pulse/domain/failed-jobs';
import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth';
import { emailOutbox } from '../src/db/schema/messaging';
import { JOB_SCHEMA } from '../src/jobs/job-runner';
import { EMAIL_DELIVER_JOB, EMAIL_RETRY_LIMIT } from '../src/modules/messaging/email-outbox';
import { freePort } from './helpers/server-process';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

/**
 * E-mail as jobs (issue 34 item 3, decision 062), with the app's own job runner and a real SMTP server that
 * is down at first: each try of an e-mail is a try of its job, the last failed one leaves it among the failed
 * jobs an admin reads, and Retry there delivers it, exactly once. The runner's waits between tries (a minute
 * and more) are passed by moving the job's next try to now rather than by sleeping.
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  port = await freePort(3463, 3469);
  t = await createTestApp({ env: { NODE_ENV: 'development', SMTP_URL: `smtp://127.0.0.1:${port}` } });
}, 120_000);
afterAll(() => t?.close());

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('an e-mail whose SMTP server is down', () => {
  it('is retried as a job, fails for good among the failed jobs, and an admin’s Retry delivers it once', async () => {
    const { db } = t.database;
    const email = `outage-${Date.now()}@example.edu`;
    const c = new Client(t.app, '10.61.0.1');
    expect(
      (await c.post('/api/accounts/sign-up', { name: 'Out Age', email, password: 'outage-password' })).statusCode,
    ).toBe(201);
    expect((await c.post('/api/accounts/forgot-password', { email })).statusCode).toBe(200);
    const resetRow = async () =>
      (
        await db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.subject, RESET_EMAIL_SUBJECT)))
      )[0];

    // Down: the first try fails; the e-mail waits for its job's next try with the reason.
    const first = await until(resetRow, (r) => (r?.attempts ?? 0) >= 1 && r?.status === 'queued');
    expect(first).toMatchObject({ status: 'queued', attempts: 1 });
    expect(first?.lastError).toMatch(/ECONNREFUSED|connect/i);
    const emailId = first!.id;

    // Its job's last try comes now (time travel over the backoff; fetching a retry counts it) and fails too.
    const jobOf = sql`name = ${EMAIL_DELIVER_JOB} and data->>'emailId' = ${emailId}`;
    const waiting = async () =>
      (
        (await db.execute(
          sql`select 1 from ${sql.raw(JOB_SCHEMA)}.job where ${jobOf} and state = 'retry'`,
        )) as unknown as {
          rows: unknown[];
        }
      ).rows;
    expect(await until(waiting, (rows) => rows.length === 1)).toHaveLength(1);
    await db.execute(
      sql`update ${sql.raw(JOB_SCHEMA)}.job set retry_count = retry_limit - 1, start_after = now() where ${jobOf} and state = 'retry'`,
    );
    expect(await until(resetRow, (r) => r?.status === 'failed')).toMatchObject({ status: 'failed', attempts: 2 });

    // An admin sees it among the failed jobs, with the reason and the e-mail it was for.
    const admin = new Client(t.app, '10.61.0.2');
    expect((await admin.post('/api/me/role', { role: 'fan' })).statusCode).toBe(200);
    const adminId = (await admin.get('/api/me')).json().user.id as string;
    await db.update(user).set({ role: 'admin', twoFactorEnabled: true }).where(eq(user.id, adminId));
    const failed = await until(
      async () => (await admin.get('/api/admin/jobs/failed')).json().jobs as FailedJobsResponse['jobs'],
      (jobs) => jobs.some((j) => j.name === EMAIL_DELIVER_JOB),
    );
    const job = failed.find((j) => j.name === EMAIL_DELIVER_JOB && (j.data as { emailId: string }).emailId === emailId);
    expect(job).toMatchObject({ label: 'Send an e-mail', retryCount: EMAIL_RETRY_LIMIT });
    expect(job?.error).toMatch(/ECONNREFUSED|connect/i);

    // The server comes back; Retry sends it, once, and the e-mail is marked sent.
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
      expect((await admin.post(`/api/admin/jobs/${job?.id}/retry`)).json()).toEqual({ retried: true });
      expect(await until(resetRow, (r) => r?.status === 'sent')).toMatchObject({
        status: 'sent',
        attempts: 3,
        lastError: null,
      });
      const mine = () => received.filter((m) => m.includes(`Message-ID: <${emailId}@`));
      expect(mine()).toHaveLength(1);
      expect(mine()[0]).toMatch(/\/reset-password\?token=/);
      // A second Retry finds no failed job; a repeat of the job finds the e-mail sent and sends nothing.
      expect((await admin.post(`/api/admin/jobs/${job?.id}/retry`)).statusCode).toBe(404);
      await t.app.jobs.send(EMAIL_DELIVER_JOB, { emailId });
      await new Promise((r) => setTimeout(r, 3_000));
      expect(mine()).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 120_000);
});
