import type { JobLog, JobRunner } from '../../jobs/job-runner';
import type { PricingService } from './pricing.service';

export const REFRESH_GUIDANCE_JOB = 'pricing.refresh-guidance';

declare module '../../jobs/job-runner' {
  interface JobPayloads {
    /** Recomputes the price_guidance view when a release has been posted since (decision 055). */
    'pricing.refresh-guidance': Record<string, never>;
  }
}

/**
 * The guidance view catches up with the ledger every minute, once across instances, and only when a release
 * has been posted since it was last computed; also once as the runner starts (after the demo seed).
 */
export function registerPricingJobs(jobs: JobRunner, deps: { pricing: PricingService; log: JobLog }) {
  const { pricing, log } = deps;
  jobs.work(
    REFRESH_GUIDANCE_JOB,
    async () => {
      const started = performance.now();
      if (await pricing.refreshIfStale()) {
        log.info({ ms: Math.round(performance.now() - started) }, 'price guidance refreshed');
      }
    },
    { retryLimit: 2, retryDelaySeconds: 30, policy: 'stately' },
  );
  jobs.schedule(REFRESH_GUIDANCE_JOB, '* * * * *', {});
  jobs.onStarted(async () => {
    await jobs.send(REFRESH_GUIDANCE_JOB, {}, { singletonKey: 'start' });
  });
}
