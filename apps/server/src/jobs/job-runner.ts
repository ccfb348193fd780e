import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { currentRequestId, requestContext } from '../lib/request-context';
import { type JobDb, pgliteJobDb } from './pglite-adapter';

/**
 * The app's one job runner (DESIGN 2 background jobs, CONVENTIONS 13, decision 020): pg-boss 10 on the app's
 * database. On PostgreSQL it opens a small pool of its own on DATABASE_URL; on PGlite it runs on the app's
 * instance through an adapter. A job is a name and a payload of ids; its handler is idempotent; a handler
 * that throws is retried with exponential backoff, and after the last try the job stays `failed` in the
 * `pgboss.job` table (visible with `failed()`), so nothing is lost silently.
 */

/**
 * Payloads by job name. A module declares its jobs by merging into this interface:
 * `declare module '../../jobs/job-runner' { interface JobPayloads { 'media.process': { mediaId: string } } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the modules that own jobs
export interface JobPayloads {}
export type JobName = keyof JobPayloads & string;

export const JOB_SCHEMA = 'pgboss';

export interface JobLog {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface JobContext {
  jobId: string;
  /** 0 on the first try. */
  retryCount: number;
  retryLimit: number;
  /** No retry follows if this try throws: the handler may record the failure where people see it. */
  isLastAttempt: boolean;
}

export type JobHandler<N extends JobName> = (data: JobPayloads[N], context: JobContext) => Promise<void>;

export interface WorkOptions {
  /** Retries after the first try (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled on each further one, with jitter (default 10). */
  retryDelaySeconds?: number;
  /** A try that runs longer than this is failed (and retried); default 15 minutes. */
  expireInSeconds?: number;
  /**
   * `stately` (default): at most one queued and one running job per singletonKey, so sending the same key
   * twice while one waits is a no-op; `standard`: every send is a job.
   */
  policy?: 'standard' | 'stately';
  /** How often an idle worker looks for jobs (default 2 s; a send in this process wakes it at once). */
  pollingIntervalSeconds?: number;
}

export interface SendOptions {
  /** Jobs of a `stately` queue with one key are not queued twice. */
  singletonKey?: string;
  /** Not before this moment (a Date) or this many seconds from now. */
  startAfter?: Date | number;
}

export interface FailedJob {
  id: string;
  name: string;
  data: unknown;
  output: unknown;
  retryCount: number;
  failedAt: Date | null;
}

/** Jobs by queue and state, for the metrics (`created` and `retry` wait, `active` runs, `failed` gave up). */
export interface QueueCounts {
  name: string;
  state: 'created' | 'retry' | 'active' | 'failed';
  count: number;
}

/** One try of a job in this process, as the metrics see it. */
export interface JobOutcome {
  name: string;
  ok: boolean;
  /** The try threw and no retry follows. */
  final: boolean;
  seconds: number;
}

/** The job data key that carries the id of the request that queued the job (stripped before the handler). */
export const JOB_REQUEST_ID_KEY = '__requestId';

export interface JobRunner {
  /** Registers a handler (before `start`); the queue is created with these options when the runner starts. */
  work<N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions): void;
  /** Queues a job; null when a `stately` queue already holds one with the same singletonKey. */
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: SendOptions): Promise<string | null>;
  /**
   * Sends `name` on a cron schedule (UTC), once across all instances (pg-boss keeps the schedule in the
   * database). Register before `start`, next to the queue's `work`.
   */
  schedule<N extends JobName>(name: N, cron: string, data: JobPayloads[N]): void;
  /** A queue an older version scheduled that no longer exists: its schedule is removed when the runner starts. */
  retire(name: string): void;
  /** Runs once the runner is started (e.g. queue what a crash left half done). */
  onStarted(fn: () => Promise<void>): void;
  start(): Promise<void>;
  /** Stops taking jobs and waits up to `timeoutMs` for running ones. */
  stop(timeoutMs?: number): Promise<void>;
  /** Jobs that failed for good (after their last retry), newest first. */
  failed(name?: JobName, limit?: number): Promise<FailedJob[]>;
  /**
   * Gives a job that failed for good another run: a failed job still in the queue goes back to it (pg-boss's
   * retry); one already archived is sent again with its payload and leaves the archive. False when no failed
   * job has that id (retried already, or never failed).
   */
  retryFailed(id: string): Promise<boolean>;
  /** Waiting, running and failed jobs per queue (empty before `start`). */
  counts(): Promise<QueueCounts[]>;
  /** Called after each try this process runs (metrics). */
  observe(listener: (outcome: JobOutcome) => void): void;
  readonly started: boolean;
}

export interface JobRunnerOptions {
  database: Pick<Database, 'driver' | 'connectionString' | 'pglite'>;
  log: JobLog;
  /** false: this process only sends (a web-only instance); another one works. */
  work?: boolean;
  /** pg-boss's pool size on PostgreSQL. */
  poolMax?: number;
}

interface Registration {
  handler: (data: unknown, context: JobContext) => Promise<void>;
  options: Required<Omit<WorkOptions, 'pollingIntervalSeconds'>> & { pollingIntervalSeconds: number };
}

function jobDbOf(database: JobRunnerOptions['database']): { db: JobDb } | { connectionString: string } {
  if (database.driver === 'pglite') {
    if (!database.pglite) throw new Error('job runner: the PGlite database does not expose its instance');
    return { db: pgliteJobDb(database.pglite) };
  }
  if (!database.connectionString) throw new Error('job runner: the PostgreSQL database has no connection string');
  return { connectionString: database.connectionString };
}

/**
 * Creates (or migrates) pg-boss's tables in the `pgboss` schema and stops: what `start` would do first. The
 * test set-up runs it once before the migrated database is copied for each test file, so no file pays for it.
 */
export async function installJobSchema(database: JobRunnerOptions['database']): Promise<void> {
  const boss = new PgBoss({ ...jobDbOf(database), schema: JOB_SCHEMA, max: 1, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { log } = options;
  const working = options.work ?? true;
  const registrations = new Map<string, Registration>();
  const workerIds = new Map<string, string>();
  const startedHooks: (() => Promise<void>)[] = [];
  const schedules = new Map<string, { cron: string; data: object }>();
  const retired = new Set<string>();
  const observers: ((outcome: JobOutcome) => void)[] = [];
  let state: 'idle' | 'starting' | 'started' | 'stopped' = 'idle';

  const boss = new PgBoss({
    ...jobDbOf(options.database),
    schema: JOB_SCHEMA,
    max: options.poolMax ?? 2,
    application_name: 'pulse-jobs',
    // Maintenance (expiring, archiving) and cron run in every instance; pg-boss coordinates them in the database.
    supervise: true,
    schedule: true,
  });
  boss.on('error', (err) => log.error({ err }, 'job runner error'));

  async function runOne(name: string, registration: Registration, job: PgBoss.JobWithMetadata<unknown>) {
    const context: JobContext = {
      jobId: job.id,
      retryCount: job.retryCount,
      retryLimit: job.retryLimit,
      isLastAttempt: job.retryCount >= job.retryLimit,
    };
    // The request that queued the job, so its log lines and the job's share one id (issue 20).
    const { [JOB_REQUEST_ID_KEY]: queuedBy, ...data } = (job.data ?? {}) as Record<string, unknown>;
    const requestId = typeof queuedBy === 'string' ? queuedBy : `job:${job.id}`;
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    const notify = (ok: boolean) => {
      for (const listener of observers) listener({ name, ok, final: !ok && context.isLastAttempt, seconds: seconds() });
    };
    try {
      // Jobs this one queues carry the same id on.
      await requestContext.run({ requestId }, () => registration.handler(data, context));
      // Work a request asked for is logged; the schedule's own (the outbox every minute) only at debug.
      log[typeof queuedBy === 'string' ? 'info' : 'debug'](
        { job: name, jobId: job.id, requestId, ms: Math.round(seconds() * 1000) },
        'job done',
      );
      notify(true);
    } catch (err) {
      const level = context.isLastAttempt ? 'error' : 'warn';
      log[level](
        { err, job: name, jobId: job.id, requestId, retryCount: job.retryCount, retryLimit: job.retryLimit },
        context.isLastAttempt ? 'job failed for good' : 'job failed; it will be retried',
      );
      notify(false);
      throw err;
    }
  }

  const runner: JobRunner = {
    get started() {
      return state === 'started';
    },

    work(name, handler, workOptions = {}) {
      if (state !== 'idle') throw new Error(`job runner: register "${name}" before the runner starts`);
      if (registrations.has(name)) throw new Error(`job runner: "${name}" has a handler already`);
      registrations.set(name, {
        handler: handler as Registration['handler'],
        options: {
          retryLimit: workOptions.retryLimit ?? 3,
          retryDelaySeconds: workOptions.retryDelaySeconds ?? 10,
          expireInSeconds: workOptions.expireInSeconds ?? 15 * 60,
          policy: workOptions.policy ?? 'stately',
          pollingIntervalSeconds: workOptions.pollingIntervalSeconds ?? 2,
        },
      });
    },

    async send(name, data, sendOptions = {}) {
      if (state !== 'started') throw new Error(`job runner: cannot send "${name}" before the runner starts`);
      const requestId = currentRequestId();
      const payload = requestId ? { ...(data as object), [JOB_REQUEST_ID_KEY]: requestId } : (data as object);
      const id = await boss.send(name, payload, {
        singletonKey: sendOptions.singletonKey,
        startAfter: sendOptions.startAfter,
      });
      // A worker in this process picks the job up now rather than at its next poll.
      const workerId = workerIds.get(name);
      if (id && workerId && sendOptions.startAfter === undefined) boss.notifyWorker(workerId);
      return id;
    },

    schedule(name, cron, data) {
      if (state !== 'idle') throw new Error(`job runner: schedule "${name}" before the runner starts`);
      schedules.set(name, { cron, data: data as object });
    },

    retire(name) {
      if (state !== 'idle') throw new Error(`job runner: retire "${name}" before the runner starts`);
      retired.add(name);
    },

    onStarted(fn) {
      startedHooks.push(fn);
    },

    async start() {
      if (state !== 'idle') return;
      state = 'starting';
      const began = performance.now();
      await boss.start();
      for (const [name, { options: o }] of registrations) {
        const queue = {
          name,
          policy: o.policy,
          retryLimit: o.retryLimit,
          retryDelay: o.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: o.expireInSeconds,
        };
        // createQueue keeps an existing queue as it is; updateQueue applies changed options.
        await boss.createQueue(name, queue);
        await boss.updateQueue(name, queue);
      }
      for (const name of retired) await boss.unschedule(name);
      for (const [name, { cron, data }] of schedules) {
        if (!registrations.has(name)) throw new Error(`job runner: "${name}" is scheduled but has no handler`);
        await boss.schedule(name, cron, data, { tz: 'UTC' });
      }
      if (working) {
        for (const [name, registration] of registrations) {
          const id = await boss.work<unknown>(
            name,
            {
              batchSize: 1,
              includeMetadata: true,
              pollingIntervalSeconds: registration.options.pollingIntervalSeconds,
            },
            async (jobs) => {
              for (const job of jobs) await runOne(name, registration, job);
            },
          );
          workerIds.set(name, id);
        }
      }
      state = 'started';
      log.info(
        { queues: [...registrations.keys()], working, ms: Math.round(performance.now() - began) },
        'job runner started',
      );
      for (const hook of startedHooks) {
        try {
          await hook();
        } catch (err) {
          log.error({ err }, 'job runner start-up hook failed');
        }
      }
    },

    async stop(timeoutMs = 10_000) {
      if (state === 'idle' || state === 'stopped') {
        state = 'stopped';
        return;
      }
      state = 'stopped';
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true });
    },

    observe(listener) {
      observers.push(listener);
    },

    async counts() {
      if (state !== 'started') return [];
      const { rows } = await boss
        .getDb()
        .executeSql(
          `select name, state, count(*)::int as count from ${JOB_SCHEMA}.job where state in ('created', 'retry', 'active', 'failed') group by name, state`,
          [],
        );
      return rows as QueueCounts[];
    },

    async failed(name, limit = 50) {
      const params: unknown[] = [limit];
      let where = `state = 'failed'`;
      if (name) {
        params.push(name);
        where += ' and name = $2';
      }
      const columns = `id, name, data, output, retry_count as "retryCount", completed_on as "failedAt"`;
      const { rows } = await boss
        .getDb()
        .executeSql(
          `select * from (select ${columns} from ${JOB_SCHEMA}.job where ${where} union all select ${columns} from ${JOB_SCHEMA}.archive where ${where}) f order by "failedAt" desc nulls last limit $1`,
          params,
        );
      return rows as FailedJob[];
    },

    async retryFailed(id) {
      if (state !== 'started') return false;
      const db = boss.getDb();
      const { rows } = await db.executeSql(
        `select name, data, 'job' as source from ${JOB_SCHEMA}.job where id = $1 and state = 'failed' union all select name, data, 'archive' as source from ${JOB_SCHEMA}.archive where id = $1 and state = 'failed' limit 1`,
        [id],
      );
      const found = rows[0] as { name: JobName; data: JobPayloads[JobName]; source: 'job' | 'archive' } | undefined;
      if (!found) return false;
      if (found.source === 'job') {
        await boss.retry(found.name, id);
      } else {
        await runner.send(found.name, found.data);
        await db.executeSql(`delete from ${JOB_SCHEMA}.archive where id = $1`, [id]);
      }
      return true;
    },
  };
  return runner;
}
