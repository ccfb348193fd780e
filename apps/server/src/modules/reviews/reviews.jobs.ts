import type { JobLog, JobRunner } from '../../jobs/job-runner';
import type { ReviewsService } from './reviews.service';

export const REVIEW_SCORE_SWEEP_JOB = 'reviews.score-sweep';

declare module '../../jobs/job-runner' {
  interface JobPayloads {
    /** Refreshes the cached Pulse Scores of creatives whose review windows closed (decision 034). */
    'reviews.score-sweep': Record<string, never>;
  }
}

/**
 * Reviews are revealed on read when a window closes; only the cached score that search sorts by needs a
 * job to catch up with it: hourly, once across instances, each window in its own transaction.
 */
export function registerReviewJobs(jobs: JobRunner, deps: { reviews: ReviewsService; log: JobLog }) {
  const { reviews, log } = deps;
  jobs.work(
    REVIEW_SCORE_SWEEP_JOB,
    async () => {
      let scored = 0;
      for (;;) {
        const page = await reviews.scoreClosedWindows();
        scored += page;
        if (page === 0) break;
      }
      if (scored > 0) log.info({ scored }, 'closed review windows scored');
    },
    { retryLimit: 3, retryDelaySeconds: 60, policy: 'stately' },
  );
  jobs.schedule(REVIEW_SCORE_SWEEP_JOB, '15 * * * *', {});
}
