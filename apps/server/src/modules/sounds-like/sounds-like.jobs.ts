import type { JobLog, JobRunner } from '../../jobs/job-runner';
import type { SoundsLikeService } from './sounds-like.service';

export const REFERENCE_ANALYSE_JOB = 'sounds-like.analyse';
export const REFERENCE_EXPIRE_JOB = 'sounds-like.expire';

declare module '../../jobs/job-runner' {
  interface JobPayloads {
    /** Hear a reference clip for "Sounds like this" (decision 057). */
    'sounds-like.analyse': { clipId: string };
    /** Delete reference clips past their day, rows and bytes. */
    'sounds-like.expire': Record<string, never>;
  }
}

export function enqueueReferenceAnalysis(jobs: JobRunner, clipId: string): Promise<string | null> {
  return jobs.send(REFERENCE_ANALYSE_JOB, { clipId }, { singletonKey: clipId });
}

/**
 * `sounds-like.analyse` hears a clip (1 + 3 tries, about 10, 20 and 40 s apart; each failed try reads "Analysis
 * unavailable"); `sounds-like.expire` runs every 10 minutes and deletes clips past their day.
 */
export function registerSoundsLikeJobs(jobs: JobRunner, deps: { service: SoundsLikeService; log: JobLog }) {
  jobs.work(
    REFERENCE_ANALYSE_JOB,
    async ({ clipId }) => {
      try {
        await deps.service.analyse(clipId);
      } catch (err) {
        await deps.service.markAnalysisFailed(clipId);
        throw err;
      }
    },
    { retryLimit: 3, retryDelaySeconds: 10, expireInSeconds: 5 * 60, policy: 'stately' },
  );
  jobs.work(REFERENCE_EXPIRE_JOB, async () => {
    const removed = await deps.service.expire();
    if (removed > 0) deps.log.info({ removed }, 'expired reference clips deleted');
  });
  jobs.schedule(REFERENCE_EXPIRE_JOB, '*/10 * * * *', {});
}
