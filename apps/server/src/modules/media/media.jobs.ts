import { MEDIA_PROCESSING_FAILED_MESSAGE } from '@pulse/domain/media';
import { ANALYSIS_MESSAGES } from '@pulse/domain/media-analysis-contracts';
import type { Db } from '../../db/client';
import type { JobLog, JobRunner } from '../../jobs/job-runner';
import { createMediaRepository } from './media.repository';
import { analyseMedia, type FingerprintRecorder } from './media-analysis';
import { processMedia } from './media-processing';
import type { MediaStorage } from './media-storage';

export const MEDIA_PROCESS_JOB = 'media.process';
export const MEDIA_ANALYSE_JOB = 'media.analyse';
export const MEDIA_SWEEP_JOB = 'media.sweep';
/** A file processing for longer than this without a job (its queueing failed) is queued again by the sweep. */
export const STUCK_PROCESSING_MS = 5 * 60_000;

declare module '../../jobs/job-runner' {
  interface JobPayloads {
    /** Derive a stored upload's variants (decision 021). */
    'media.process': { mediaId: string };
    /** Measure a processed audio file: tempo, key, loudness, the feature vector (decision 056). */
    'media.analyse': { mediaId: string };
    /** Queue files left processing with no job (queueing failed after the upload): every 5 minutes. */
    'media.sweep': Record<string, never>;
  }
}

/** Queues processing for one file; a file already queued is not queued twice (singletonKey = its id). */
export function enqueueMediaProcessing(jobs: JobRunner, mediaId: string): Promise<string | null> {
  return jobs.send(MEDIA_PROCESS_JOB, { mediaId }, { singletonKey: mediaId });
}

/** Queues an audio file's analysis, once (singletonKey = its id). */
export function enqueueMediaAnalysis(jobs: JobRunner, mediaId: string): Promise<string | null> {
  return jobs.send(MEDIA_ANALYSE_JOB, { mediaId }, { singletonKey: mediaId });
}

/**
 * The media module's jobs: `media.process` runs `processMedia`. A file that cannot be decoded is marked failed
 * there and the job completes (no retry can help); other errors are retried with backoff (1 + 4 tries, about
 * 10 s, 20 s, 40 s, 80 s apart), and after the last one the file is failed with a reason that says to try again.
 * At start-up every file still `processing` is queued (files from before the pipeline, or a job lost in a crash),
 * and every five minutes those whose queueing failed at upload (`media.sweep`).
 */
export function registerMediaJobs(
  jobs: JobRunner,
  deps: { db: Db; storage: MediaStorage; log: JobLog; fingerprints?: FingerprintRecorder },
) {
  const repo = createMediaRepository(deps.db);
  jobs.work(
    MEDIA_PROCESS_JOB,
    async ({ mediaId }, context) => {
      try {
        const status = await processMedia(deps, mediaId);
        // Audio is analysed after its variants exist, as a job of its own: a failed analysis never holds the file.
        if (status === 'ready' && (await repo.find(mediaId))?.kind === 'audio') {
          await repo.saveAnalysis(mediaId, 'pending', null, null);
          await enqueueMediaAnalysis(jobs, mediaId);
        }
      } catch (err) {
        if (context.isLastAttempt) await repo.markFailed(mediaId, MEDIA_PROCESSING_FAILED_MESSAGE);
        throw err;
      }
    },
    { retryLimit: 4, retryDelaySeconds: 10, expireInSeconds: 15 * 60, policy: 'stately' },
  );
  jobs.work(
    MEDIA_ANALYSE_JOB,
    async ({ mediaId }) => {
      try {
        await analyseMedia(deps, mediaId);
      } catch (err) {
        // Every failed try says so at once; the runner tries again (1 + 3 tries, about 10, 20 and 40 s apart).
        await repo.markAnalysisFailed(mediaId, ANALYSIS_MESSAGES.retrying);
        throw err;
      }
    },
    { retryLimit: 3, retryDelaySeconds: 10, expireInSeconds: 5 * 60, policy: 'stately' },
  );
  // What a failed queueing or a crash left processing is queued again: at start-up everything, then every five
  // minutes what has waited past STUCK_PROCESSING_MS. Queues are stately, so a file with a job is not queued twice.
  async function queueProcessing(createdBefore?: Date) {
    const waiting = await repo.listProcessingIds(createdBefore);
    for (const id of waiting) await enqueueMediaProcessing(jobs, id);
    if (waiting.length > 0) deps.log.info({ files: waiting.length }, 'queued media left processing');
  }
  jobs.work(MEDIA_SWEEP_JOB, () => queueProcessing(new Date(Date.now() - STUCK_PROCESSING_MS)), { retryLimit: 0 });
  jobs.schedule(MEDIA_SWEEP_JOB, '*/5 * * * *', {});
  jobs.onStarted(async () => {
    await queueProcessing();
    // Audio processed before analysis existed (the demo seed's files too), or whose analysis was lost.
    const unheard = await repo.listAudioAwaitingAnalysis();
    for (const id of unheard) await enqueueMediaAnalysis(jobs, id);
    if (unheard.length > 0) deps.log.info({ files: unheard.length }, 'queued audio awaiting analysis');
  });
}
