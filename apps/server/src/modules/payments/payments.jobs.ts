import type { JobLog, JobRunner } from '../../jobs/job-runner';
import type { MoneySteps } from './money-steps';

export const RECOVER_ATTEMPTS_JOB = 'payments.recover-attempts';

declare module '../../jobs/job-runner' {
  interface JobPayloads {
    /** Settles provider attempts left pending by requests that died after calling the provider (decision 036). */
    'payments.recover-attempts': Record<string, never>;
  }
}

/**
 * Recovery of money requests that died between their provider call and their finish (decision 036): at start-up
 * and every minute, once across instances, pending attempts nothing has touched for RECOVER_AFTER_MS are settled
 * by asking the provider. Each request is settled in its own transaction and at most once (the attempts' row
 * locks), so a run that overlaps a retrying client or another instance finishes nothing twice.
 */
export function registerPaymentJobs(jobs: JobRunner, deps: { steps: MoneySteps; log: JobLog }) {
  const { steps, log } = deps;
  jobs.work(
    RECOVER_ATTEMPTS_JOB,
    async () => {
      const result = await steps.recover();
      if (result.finished + result.abandoned + result.failed > 0) log.info(result, 'pending provider attempts settled');
    },
    { retryLimit: 2, retryDelaySeconds: 30, policy: 'stately' },
  );
  jobs.schedule(RECOVER_ATTEMPTS_JOB, '* * * * *', {});
  jobs.onStarted(async () => {
    await jobs.send(RECOVER_ATTEMPTS_JOB, {}, { singletonKey: 'boot' });
  });
}
