import { FAILED_JOB_MESSAGES, type FailedJobsResponse } from '@pulse/domain/failed-jobs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_SCHEMA } from '../src/jobs/job-runner';
import { testAccounts } from './helpers/accounts';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

declare module '../src/jobs/job-runner' {
  interface JobPayloads {
    'test.fails-until-fixed': { n: number };
  }
}

let t: TestApp;
/** The "outage": while true, the job throws. */
let broken = true;
const runs: number[] = [];

beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      app.jobs.work(
        'test.fails-until-fixed',
        async ({ n }) => {
          runs.push(n);
          if (broken) throw new Error('the mail server is down');
        },
        { retryLimit: 0, policy: 'standard', pollingIntervalSeconds: 0.5 },
      );
    },
  });
}, 60_000);
afterAll(() => t?.close());

const accounts = testAccounts(() => t, { ip: '10.44' });

async function failedJobs(admin: Client): Promise<FailedJobsResponse['jobs']> {
  const res = await admin.get('/api/admin/jobs/failed');
  expect(res.statusCode).toBe(200);
  return res.json().jobs;
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('dead letters (issue 20)', () => {
  it('shows an admin the jobs that failed for good, with why, and runs one again on Retry', async () => {
    const admin = (await accounts.admin()).c;
    broken = true;
    await t.app.jobs.send('test.fails-until-fixed', { n: 1 });
    const listed = await until(
      () => failedJobs(admin),
      (jobs) => jobs.some((j) => j.name === 'test.fails-until-fixed'),
    );
    const job = listed.find((j) => j.name === 'test.fails-until-fixed');
    expect(job).toMatchObject({ data: { n: 1 }, error: 'the mail server is down', retryCount: 0 });
    expect(job?.failedAt).not.toBeNull();

    // The outage is over: Retry runs it again, and it leaves the list.
    broken = false;
    const retried = await admin.post(`/api/admin/jobs/${job?.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ retried: true });
    await until(
      async () => runs.filter((n) => n === 1).length,
      (count) => count === 2,
    );
    expect(runs.filter((n) => n === 1)).toHaveLength(2);
    expect((await failedJobs(admin)).some((j) => j.id === job?.id)).toBe(false);

    // Twice is refused: it is no longer failed.
    const again = await admin.post(`/api/admin/jobs/${job?.id}/retry`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(FAILED_JOB_MESSAGES.notFailed);
  }, 60_000);

  it('retries a dead letter that was already archived by sending its payload again', async () => {
    const admin = (await accounts.admin()).c;
    broken = true;
    await t.app.jobs.send('test.fails-until-fixed', { n: 2 });
    const job = (
      await until(
        () => failedJobs(admin),
        (jobs) => jobs.some((j) => (j.data as { n?: number }).n === 2),
      )
    ).find((j) => (j.data as { n?: number }).n === 2);
    expect(job).toBeDefined();
    // pg-boss's maintenance moves old failed jobs to its archive; do it now.
    await t.database.db.execute(
      sql.raw(`insert into ${JOB_SCHEMA}.archive select * from ${JOB_SCHEMA}.job where id = '${job?.id}'`),
    );
    await t.database.db.execute(sql.raw(`delete from ${JOB_SCHEMA}.job where id = '${job?.id}'`));
    expect((await failedJobs(admin)).some((j) => j.id === job?.id)).toBe(true);

    broken = false;
    expect((await admin.post(`/api/admin/jobs/${job?.id}/retry`)).statusCode).toBe(200);
    await until(
      async () => runs.filter((n) => n === 2).length,
      (count) => count === 2,
    );
    expect(runs.filter((n) => n === 2)).toHaveLength(2);
    expect((await failedJobs(admin)).some((j) => j.id === job?.id)).toBe(false);
  }, 60_000);

  it('is for admins only, and a malformed id is refused', async () => {
    const anonymous = new Client(t.app, '10.44.1.1');
    expect((await anonymous.get('/api/admin/jobs/failed')).statusCode).toBe(401);
    const fan = await accounts.fan();
    expect((await fan.get('/api/admin/jobs/failed')).statusCode).toBe(403);
    expect((await fan.post('/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry')).statusCode).toBe(403);
    const admin = (await accounts.admin()).c;
    expect((await admin.post('/api/admin/jobs/not-a-job/retry')).statusCode).toBe(400);
    expect((await admin.post('/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry')).statusCode).toBe(404);
  });
});
