import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { errorBody, sendApiNotFound } from './errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares the bearer token in constant time (both sides hashed to one length first). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1] as string), digest(token));
}

/**
 * Prometheus metrics at /metrics (issue 20): requests by route pattern (never the raw URL, which would grow
 * without bound), the database pool, the job queues, the event streams and the process. A registry of its
 * own per app, so tests that build several apps in one process do not share counts. Without METRICS_TOKEN
 * /metrics answers 404; with it, only `Authorization: Bearer <METRICS_TOKEN>` gets the figures.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; token?: string }) => {
    const register = new Registry();
    collectDefaultMetrics({ register, prefix: 'pulse_' });

    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames,
      registers: [register],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [register],
    });
    app.addHook('onResponse', async (request, reply) => {
      // The pattern (`/api/creators/:id`), or one label for everything no route matched (404s, the web app).
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? '(unmatched)',
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });

    new Gauge({
      name: 'pulse_db_pool_connections',
      help: 'PostgreSQL pool connections of this process by state (open = total; idle of those)',
      labelNames: ['state'],
      registers: [register],
      collect() {
        const stats = opts.database.poolStats?.();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
      },
    });
    new Gauge({
      name: 'pulse_db_pool_waiting',
      help: 'Queries waiting for a free PostgreSQL pool connection in this process',
      registers: [register],
      collect() {
        const stats = opts.database.poolStats?.();
        if (stats) this.set(stats.waiting);
      },
    });

    new Gauge({
      name: 'pulse_jobs',
      help: 'Background jobs in the database by queue and state (created and retry wait; failed gave up)',
      labelNames: ['queue', 'state'],
      registers: [register],
      async collect() {
        this.reset();
        if (!app.hasDecorator('jobs')) return;
        for (const row of await app.jobs.counts()) this.set({ queue: row.name, state: row.state }, row.count);
      },
    });
    const jobRuns = new Counter({
      name: 'pulse_job_runs_total',
      help: 'Job tries run by this process, by queue and outcome (ok, retry: failed and will be retried, failed: for good)',
      labelNames: ['queue', 'outcome'],
      registers: [register],
    });
    const jobDuration = new Histogram({
      name: 'pulse_job_duration_seconds',
      help: 'Time a job try took in this process, by queue',
      labelNames: ['queue'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
      registers: [register],
    });
    app.addHook('onReady', async () => {
      if (!app.hasDecorator('jobs')) return;
      app.jobs.observe(({ name, ok, final, seconds }) => {
        jobRuns.inc({ queue: name, outcome: ok ? 'ok' : final ? 'failed' : 'retry' });
        jobDuration.observe({ queue: name }, seconds);
      });
    });

    new Gauge({
      name: 'pulse_event_streams',
      help: 'Server-Sent Event streams open on this instance',
      registers: [register],
      collect() {
        if (app.hasDecorator('realtime')) this.set(app.realtime.size);
      },
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!opts.token) return sendApiNotFound(reply);
      if (!bearerMatches(request.headers.authorization, opts.token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send(errorBody('unauthenticated', 'A valid metrics token is required.'));
      }
      return reply
        .header('content-type', register.contentType)
        .header('cache-control', 'no-store')
        .send(await register.metrics());
    });
  },
  { name: 'metrics' },
);
