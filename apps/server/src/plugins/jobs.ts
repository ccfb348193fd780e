import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { createJobRunner, type JobRunner } from '../jobs/job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner (decision 020): modules register handlers while they load, and send jobs at request time. */
    jobs: JobRunner;
  }
}

/**
 * Decorates `app.jobs`. Modules call `app.jobs.work(...)` while they register; the runner starts once every
 * plugin has loaded (onReady), so all queues and workers exist before the first request, and stops on close,
 * letting a running job finish for a few seconds (an unfinished one is retried by the next start).
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; work: boolean; stopTimeoutMs?: number }) => {
    const runner = createJobRunner({
      database: opts.database,
      log: app.log.child({ module: 'jobs' }),
      work: opts.work,
    });
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => {
      await runner.start();
    });
    app.addHook('onClose', async () => {
      await runner.stop(opts.stopTimeoutMs ?? 10_000);
    });
  },
  { name: 'jobs' },
);
