import type { JobLog, JobRunner } from '../../jobs/job-runner';
import type { CreatorStatsRepository } from './creator-stats.repository';

export const CREATOR_STATS_DUE_JOB = 'creator-stats.due';

declare module '../../jobs/job-runner' {
  interface JobPayloads {
    /** Recounts the cards' figures that time alone changed (decision 060). */
    'creator-stats.due': Record<string, never>;
  }
}

/**
 * Figures change by time alone (a work leaves the 30 days, a question passes its 24 hours unanswered): every
 * 10 minutes, once across instances, the creatives whose moment has come are recounted in batches. Idempotent:
 * a recount of a row that is not due changes nothing.
 */
export function registerCreatorStatsJobs(jobs: JobRunner, deps: { stats: CreatorStatsRepository; log: JobLog }) {
  const { stats, log } = deps;
  jobs.work(
    CREATOR_STATS_DUE_JOB,
    async () => {
      let recounted = 0;
      for (;;) {
        const batch = await stats.refreshDue();
        recounted += batch;
        if (batch === 0) break;
      }
      if (recounted > 0) log.info({ recounted }, 'creator figures recounted');
    },
    { retryLimit: 3, retryDelaySeconds: 60, policy: 'stately' },
  );
  jobs.schedule(CREATOR_STATS_DUE_JOB, '*/10 * * * *', {});
}
