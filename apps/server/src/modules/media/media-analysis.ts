import type { Landmark } from '@pulse/domain/audio-fingerprint';
import { ANALYSIS_MESSAGES } from '@pulse/domain/media-analysis-contracts';
import type { Db } from '../../db/client';
import type { JobLog } from '../../jobs/job-runner';
import { measureAudio, UnanalysableAudioError } from './audio-analysis';
import { createMediaRepository } from './media.repository';
import { localOriginal } from './media-processing';
import type { MediaStorage } from './media-storage';

/**
 * The rules of the `media.analyse` job (issue 32, decision 056): measure a processed audio file and record what
 * was heard in one write. Idempotent: a second run measures again and replaces the row.
 *
 * - heard: `ready`, with a message when the tempo or the key could not be read (noise, a drone);
 * - the file says no (no audio stream, under ANALYSIS_MIN_SECONDS, silent): `unanalysable` with why;
 * - the file is gone, or is not audio: nothing;
 * - anything else (ffmpeg killed, storage) is thrown for the runner to retry; the job marks the row failed.
 */
/** Records a file's acoustic fingerprint and acts on its matches (the holds module, decision 058). */
export interface FingerprintRecorder {
  recordFingerprint(mediaId: string, ownerId: string, readings: readonly (readonly Landmark[])[]): Promise<number>;
}

export async function analyseMedia(
  deps: { db: Db; storage: MediaStorage; log?: JobLog; fingerprints?: FingerprintRecorder },
  mediaId: string,
): Promise<'ready' | 'unanalysable' | 'skipped'> {
  const repo = createMediaRepository(deps.db);
  const row = await repo.find(mediaId);
  if (row?.kind !== 'audio' || row.status !== 'ready') return 'skipped';
  const temps: string[] = [];
  try {
    const path = await localOriginal(row, deps.storage, async () => {
      const p = await deps.storage.createTempPath();
      temps.push(p);
      return p;
    });
    if (path === null) return 'skipped';
    const started = performance.now();
    try {
      const heard = await measureAudio(path);
      const message =
        heard.bpm === null && heard.key === null
          ? ANALYSIS_MESSAGES.noBeatOrKey
          : heard.bpm === null
            ? ANALYSIS_MESSAGES.noBeat
            : heard.key === null
              ? ANALYSIS_MESSAGES.noKey
              : null;
      await repo.saveAnalysis(mediaId, 'ready', message, {
        bpm: heard.bpm,
        musicalKey: heard.key,
        loudnessLufs: heard.loudnessLufs,
        peakDbtp: heard.peakDbtp,
        features: heard.features,
        vector: heard.vector,
      });
      // A failure here throws: the job tries again, and a work with no fingerprint yet still publishes.
      const copies = await deps.fingerprints?.recordFingerprint(mediaId, row.ownerId, heard.fingerprints);
      deps.log?.info(
        { mediaId, bpm: heard.bpm, key: heard.key, copies, ms: Math.round(performance.now() - started) },
        'audio analysed',
      );
      return 'ready';
    } catch (err) {
      if (!(err instanceof UnanalysableAudioError)) throw err;
      await repo.saveAnalysis(mediaId, 'unanalysable', err.userMessage, null);
      return 'unanalysable';
    }
  } finally {
    for (const p of temps) await deps.storage.discardTemp(p).catch(() => {});
  }
}
