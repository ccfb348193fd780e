import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createJobRunner, type JobName } from '../src/jobs/job-runner';
import { freePort, HttpClient, type ServerProcess, startServer } from './helpers/server-process';
import { openEventStream } from './helpers/sse';
import { openTestDatabase } from './helpers/test-app';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };

/** A request whose body is still arriving: in flight until `finish` sends the rest. */
function slowRequest(base: string, path: string, body: string) {
  const half = Math.floor(body.length / 2);
  let req: http.ClientRequest | undefined;
  const response = new Promise<{ status: number }>((resolve, reject) => {
    req = http.request(
      `${base}${path}`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, half));
  });
  return { response, finish: () => req?.end(body.slice(half)) };
}

// A real process and a real signal; the embedded database keeps it to one run (the fleet test covers PostgreSQL).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('SIGTERM: a graceful shutdown', () => {
  let server: ServerProcess | undefined;
  afterAll(() => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  });

  it('turns readiness 503, sends event streams elsewhere, finishes the request in flight, and exits 0', async () => {
    const port = await freePort(3460, 3469);
    server = startServer(port, {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pulse-shutdown-')),
      SHUTDOWN_DRAIN_SECONDS: '1',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
    });
    await server.waitReady(120_000);
    const { base } = server;

    const user = new HttpClient(base);
    const signUp = await user.post('/api/accounts/sign-up', {
      name: 'Shutdown Listener',
      email: `shutdown-${Date.now()}@example.com`,
      password: 'a-long-password-1',
    });
    expect(signUp.status).toBeLessThan(300);
    const stream = openEventStream(base, user.cookieHeader);
    await stream.ready;
    const inFlight = slowRequest(base, '/api/client-log/not-found', JSON.stringify({ path: '/still-arriving' }));
    await new Promise((r) => setTimeout(r, 200));

    const signalled = performance.now();
    server.child.kill('SIGTERM');

    // Out of rotation at once, while the instance still answers.
    let ready = await fetch(`${base}/api/health/ready`);
    for (let i = 0; ready.status === 200 && i < 20; i++) {
      await new Promise((r) => setTimeout(r, 50));
      ready = await fetch(`${base}/api/health/ready`);
    }
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ready: false, draining: true });
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    // The stream is told to reconnect in a second (to another instance), then ended.
    const hint = await stream.next((e) => e.event === 'reconnect', 10_000);
    expect(hint.retry).toBe(1000);
    await stream.ended;

    // The request that was in flight when the signal came is answered in full.
    inFlight.finish();
    expect((await inFlight.response).status).toBe(204);

    expect(await server.exited).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(20_000);
    expect(server.output()).toContain('shut down');
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  }, 180_000);
});

describe('the job runner at shutdown', () => {
  it('lets a running job finish before it stops', async () => {
    const database = await openTestDatabase();
    const runner = createJobRunner({ database, log: quiet });
    const name = 'test.slow' as JobName;
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finished = false;
    runner.work(name, async () => {
      started();
      await new Promise((r) => setTimeout(r, 1500));
      finished = true;
    });
    await runner.start();
    const id = (await runner.send(name, {} as never)) as string;
    await running;
    await runner.stop(10_000);
    expect(finished).toBe(true);
    const { rows } = (await database.db.execute(sql`select state from pgboss.job where id = ${id}`)) as unknown as {
      rows: { state: string }[];
    };
    expect(rows[0]?.state).toBe('completed');
    await database.close();
  });
});
