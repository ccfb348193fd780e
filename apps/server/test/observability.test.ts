import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { createJobRunner, type JobName } from '../src/jobs/job-runner';
import { currentRequestId, requestContext } from '../src/lib/request-context';
import { createTestApp, openTestDatabase, type TestApp } from './helpers/test-app';

const TOKEN = 'metrics-token-for-tests-0123';

function waitFor<T>(check: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const tick = () => {
      const value = check();
      if (value !== undefined) return resolve(value);
      if (Date.now() > deadline) return reject(new Error('timed out'));
      setTimeout(tick, 50);
    };
    tick();
  });
}

describe('request ids', () => {
  let t: TestApp;
  const seenByJob: (string | undefined)[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) => {
        const name = 'test.traced' as JobName;
        app.jobs.work(name, async () => {
          seenByJob.push(currentRequestId());
        });
        app.post('/api/test/queue-traced', { config: { viewer: 'public' } }, async () => {
          await app.jobs.send(name, {} as never);
          return { ok: true };
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers with a fresh id, or the caller’s own when it looks like an id', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const traced = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(traced.headers['x-request-id']).toBe('lb-7f3a.42');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\n{"level":60}' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is carried into the job a request queues', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/queue-traced',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-for-a-job' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(200);
    expect(await waitFor(() => seenByJob[0])).toBe('req-for-a-job');
  });
});

describe('the job runner logs the request id and hands the handler its own data', () => {
  it('strips the id from the payload and logs it with the job', async () => {
    const database = await openTestDatabase();
    const lines: { obj: Record<string, unknown>; msg?: string }[] = [];
    const log = {
      debug: (obj: object, msg?: string) => lines.push({ obj: obj as Record<string, unknown>, msg }),
      info: (obj: object, msg?: string) => lines.push({ obj: obj as Record<string, unknown>, msg }),
      warn: (obj: object, msg?: string) => lines.push({ obj: obj as Record<string, unknown>, msg }),
      error: (obj: object, msg?: string) => lines.push({ obj: obj as Record<string, unknown>, msg }),
    };
    const runner = createJobRunner({ database, log });
    const name = 'test.logged' as JobName;
    const received: unknown[] = [];
    runner.work(name, async (data) => {
      received.push(data);
    });
    await runner.start();
    await requestContext.run({ requestId: 'abc-123' }, () => runner.send(name, { mediaId: 'm1' } as never));
    await waitFor(() => lines.find((l) => l.msg === 'job done'));
    expect(received).toEqual([{ mediaId: 'm1' }]);
    expect(lines.find((l) => l.msg === 'job done')?.obj).toMatchObject({ job: name, requestId: 'abc-123' });
    await runner.stop();
    await database.close();
  });
});

describe('GET /metrics', () => {
  it('takes a token of 16 characters or more', () => {
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(loadEnv({ METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
  });

  it('answers 404 while METRICS_TOKEN is unset', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const asked = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer x' } });
      expect(asked.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    const failing = 'test.always-fails' as JobName;
    beforeAll(async () => {
      t = await createTestApp({
        env: { METRICS_TOKEN: TOKEN },
        extend: (app) => {
          app.jobs.work(
            failing,
            async () => {
              throw new Error('this job always fails');
            },
            { retryLimit: 0 },
          );
        },
      });
    });
    afterAll(() => t.close());

    const scrape = (authorization?: string) =>
      t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

    it('refuses a request without the token or with another one', async () => {
      const none = await scrape();
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toContain('Bearer');
      expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
      expect((await scrape(TOKEN)).statusCode).toBe(401);
    });

    it('counts requests by route pattern, not by URL, with their latency', async () => {
      await t.app.inject({ method: 'GET', url: '/api/deals/00000000-0000-4000-8000-000000000001' });
      await t.app.inject({ method: 'GET', url: '/api/deals/00000000-0000-4000-8000-000000000002' });
      await t.app.inject({ method: 'GET', url: '/api/no-such-thing/123' });
      const res = await scrape(`Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      const body = res.body;
      const deals = body
        .split('\n')
        .filter((l) => l.startsWith('http_requests_total{') && l.includes('route="/api/deals/:id"'));
      expect(deals.reduce((n, l) => n + Number(l.split(' ').pop()), 0)).toBe(2);
      expect(body).not.toContain('00000000-0000-4000-8000-000000000001');
      expect(body).toContain('route="(unmatched)"');
      expect(body).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/deals\/:id"/);
      expect(body).toMatch(/^pulse_event_streams 0$/m);
      expect(body).toContain('pulse_process_cpu_seconds_total');
      if (t.database.driver === 'postgres') expect(body).toMatch(/^pulse_db_pool_connections\{state="total"\} \d+/m);
    });

    it('shows the job queues and counts a job that failed for good', async () => {
      await t.app.jobs.send(failing, {} as never);
      let body = '';
      for (let i = 0; i < 100 && !body.includes('outcome="failed"'); i++) {
        await new Promise((r) => setTimeout(r, 100));
        body = (await scrape(`Bearer ${TOKEN}`)).body;
      }
      expect(body).toMatch(/^pulse_job_runs_total\{queue="test\.always-fails",outcome="failed"\} 1$/m);
      expect(body).toMatch(/^pulse_jobs\{queue="test\.always-fails",state="failed"\} 1$/m);
    });
  });
});
