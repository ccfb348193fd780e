import { compareVectors } from '@pulse/domain/audio-analysis';
import type { BeatFilters } from '@pulse/domain/beats';
import { ANALYSIS_MESSAGES } from '@pulse/domain/media-analysis-contracts';
import {
  REFERENCE_FORMATS,
  REFERENCE_KEEP_HOURS,
  REFERENCE_MAX_BYTES,
  REFERENCE_MAX_SECONDS,
  SOUNDS_LIKE_LIMIT,
  SOUNDS_LIKE_MESSAGES,
  SOUNDS_LIKE_MIN_SIMILARITY,
  type SoundFacts,
  similarityPercent,
  similarityReasons,
} from '@pulse/domain/sounds-like';
import type {
  ReferenceClipView,
  SoundsLikeMatch,
  SoundsLikeQuery,
  SoundsLikeResponse,
} from '@pulse/domain/sounds-like-contracts';
import { MEDIA_FORMATS, type MediaFormat, sniffMediaFormat } from '@pulse/domain/uploads';
import type { JobLog } from '../../jobs/job-runner';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { BeatsService } from '../beats/beats.service';
import { measureAudio, UnanalysableAudioError } from '../media/audio-analysis';
import { type IncomingUpload, readDurationSeconds, receiveToFile } from '../media/media-receive';
import type { MediaStorage } from '../media/media-storage';
import type { BeatVectors } from './beat-vectors';
import type { ReferenceClipRow, SoundsLikeRepository } from './sounds-like.repository';

/** Multipart framing around the file: a declared length beyond the limit plus this is refused at once. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Expired clips removed per run of the sweep. */
const EXPIRE_BATCH = 200;

function toClipView(row: ReferenceClipRow): ReferenceClipView {
  return {
    id: row.id,
    status: row.status,
    message: row.status === 'failed' ? (row.message ?? ANALYSIS_MESSAGES.unavailable) : row.message,
    originalName: row.originalName,
    durationSeconds: row.durationSeconds,
    bpm: row.bpm,
    key: row.musicalKey,
    loudnessLufs: row.loudnessLufs,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * "Sounds like this" (issue 32 item 3, decision 057): a signed-in person's reference clip (audio, or a video's
 * soundtrack; at most REFERENCE_MAX_SECONDS, kept privately for REFERENCE_KEEP_HOURS), analysed as an upload is
 * (decision 056) by the `sounds-like.analyse` job; and the listed beats nearest to a clip or to a beat, by
 * license type and price, each with the why.
 */
export function createSoundsLikeService(deps: {
  repo: SoundsLikeRepository;
  storage: MediaStorage;
  vectors: BeatVectors;
  beats: Pick<BeatsService, 'listedViews'>;
  /** Queues the clip's analysis (the job runner); absent in tools. */
  enqueueAnalysis?: (clipId: string) => Promise<unknown>;
  now?: () => Date;
  log?: JobLog;
}) {
  const { repo, storage, vectors } = deps;
  const now = deps.now ?? (() => new Date());

  function refuse(message: string, code: 'validation_failed' | 'payload_too_large' | 'unsupported_media_type'): never {
    throw new AppError(code, message, { file: message });
  }

  /** The clip, to its owner only: anyone else's (or an expired one) does not exist. */
  async function ownClip(userId: string, id: string): Promise<ReferenceClipRow> {
    const row = await repo.findClip(id);
    if (!row || row.ownerId !== userId || row.expiresAt <= now()) {
      throw new AppError('not_found', SOUNDS_LIKE_MESSAGES.notFound);
    }
    return row;
  }

  async function rank(
    source: SoundsLikeResponse['source'],
    facts: SoundFacts,
    vector: number[],
    filters: BeatFilters,
  ): Promise<SoundsLikeMatch[]> {
    const exclude = source.kind === 'beat' ? source.id : null;
    const nearest = (await vectors.nearest(vector, filters, SOUNDS_LIKE_LIMIT, exclude)).filter(
      (n) => n.score >= SOUNDS_LIKE_MIN_SIMILARITY,
    );
    const views = await deps.beats.listedViews(nearest.map((n) => n.beat.id));
    const matches: SoundsLikeMatch[] = [];
    for (const n of nearest) {
      const beat = views.get(n.beat.id);
      if (!beat) continue;
      const parts = compareVectors(vector, n.vector);
      matches.push({
        beat,
        similarity: similarityPercent(n.score),
        parts: {
          timbre: similarityPercent(parts.timbre),
          harmony: similarityPercent(parts.harmony),
          rhythm: similarityPercent(parts.rhythm),
        },
        reasons: similarityReasons(facts, { bpm: beat.bpm, key: beat.key, loudnessLufs: n.beat.loudnessLufs }, parts),
      });
    }
    return matches;
  }

  return {
    /** One multipart file, streamed to a temp file, checked (type by content, size, length), then kept. */
    async upload(userId: string, upload: IncomingUpload): Promise<{ reference: ReferenceClipView }> {
      const declared = upload.declaredBytes;
      if (Number.isFinite(declared) && declared > REFERENCE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
        refuse(SOUNDS_LIKE_MESSAGES.tooLarge, 'payload_too_large');
      }
      if (!upload.multipart) refuse(SOUNDS_LIKE_MESSAGES.fileRequired, 'validation_failed');
      const part = await upload.firstFile(REFERENCE_MAX_BYTES);
      if (!part) refuse(SOUNDS_LIKE_MESSAGES.fileRequired, 'validation_failed');
      const tempPath = await storage.createTempPath();
      try {
        const received = await receiveToFile(part!.file, tempPath);
        if (received.truncated) refuse(SOUNDS_LIKE_MESSAGES.tooLarge, 'payload_too_large');
        const format = sniffMediaFormat(received.head);
        if (format === null || !(REFERENCE_FORMATS as readonly MediaFormat[]).includes(format)) {
          refuse(SOUNDS_LIKE_MESSAGES.wrongType, 'unsupported_media_type');
        }
        // A corrupt or renamed file has no readable length: refused here with the upload's message.
        const durationSeconds = await readDurationSeconds(tempPath);
        if (durationSeconds > REFERENCE_MAX_SECONDS) refuse(SOUNDS_LIKE_MESSAGES.tooLong, 'validation_failed');
        const id = newId();
        const storageKey = `references/${id}${MEDIA_FORMATS[format!].extensions[0]}`;
        await storage.commit(tempPath, storageKey);
        let row: ReferenceClipRow;
        try {
          row = await repo.insertClip({
            id,
            ownerId: userId,
            storageKey,
            originalName: (part!.filename ?? '').slice(0, 200),
            sizeBytes: received.sizeBytes,
            durationSeconds,
            expiresAt: new Date(now().getTime() + REFERENCE_KEEP_HOURS * 3600_000),
          });
        } catch (err) {
          await storage.remove(storageKey);
          throw err;
        }
        try {
          await deps.enqueueAnalysis?.(id);
        } catch (err) {
          deps.log?.error({ err, clipId: id }, 'could not queue a reference clip analysis');
        }
        return { reference: toClipView(row) };
      } finally {
        await storage.discardTemp(tempPath);
      }
    },

    async reference(userId: string, id: string): Promise<{ reference: ReferenceClipView }> {
      return { reference: toClipView(await ownClip(userId, id)) };
    },

    /** The job's work: hear the clip, record what was heard (or why nothing can be). Idempotent. */
    async analyse(clipId: string): Promise<'ready' | 'unanalysable' | 'skipped'> {
      const row = await repo.findClip(clipId);
      if (!row || !(await storage.stat(row.storageKey))) return 'skipped';
      let temp: string | null = null;
      try {
        let path: string;
        if (storage.localPath) path = storage.localPath(row.storageKey);
        else {
          temp = await storage.createTempPath();
          const { pipeline } = await import('node:stream/promises');
          const { createWriteStream } = await import('node:fs');
          await pipeline(storage.read(row.storageKey), createWriteStream(temp));
          path = temp;
        }
        try {
          const heard = await measureAudio(path);
          if (heard.features.bpm === null && heard.key === null && heard.loudnessLufs === null) {
            await repo.saveClipAnalysis(clipId, { status: 'unanalysable', message: ANALYSIS_MESSAGES.silent });
            return 'unanalysable';
          }
          await repo.saveClipAnalysis(clipId, {
            status: 'ready',
            message: null,
            bpm: heard.bpm,
            musicalKey: heard.key,
            loudnessLufs: heard.loudnessLufs,
            vector: heard.vector,
          });
          return 'ready';
        } catch (err) {
          if (!(err instanceof UnanalysableAudioError)) throw err;
          await repo.saveClipAnalysis(clipId, { status: 'unanalysable', message: err.userMessage });
          return 'unanalysable';
        }
      } finally {
        if (temp) await storage.discardTemp(temp).catch(() => {});
      }
    },

    async markAnalysisFailed(clipId: string): Promise<void> {
      await repo.saveClipAnalysis(clipId, { status: 'failed', message: ANALYSIS_MESSAGES.retrying });
    },

    /** The nearest listed beats to the caller's clip or to a beat, by license type and price, with the why. */
    async search(viewerId: string | null, query: SoundsLikeQuery): Promise<SoundsLikeResponse> {
      const filters: BeatFilters = {
        moods: [],
        licenseType: query.licenseType ?? null,
        priceRange: query.priceRange ?? null,
      };
      if (query.reference) {
        if (!viewerId) throw new AppError('not_found', SOUNDS_LIKE_MESSAGES.notFound);
        const clip = await ownClip(viewerId, query.reference);
        const source = {
          kind: 'reference' as const,
          id: clip.id,
          title: clip.originalName || 'Your clip',
          bpm: clip.bpm,
          key: clip.musicalKey,
        };
        if (clip.status !== 'ready' || !clip.vector) {
          const view = toClipView(clip);
          return { source, status: view.status, message: view.message, matches: [] };
        }
        const facts = { bpm: clip.bpm, key: clip.musicalKey, loudnessLufs: clip.loudnessLufs };
        return { source, status: 'ready', message: null, matches: await rank(source, facts, clip.vector, filters) };
      }
      if (query.beat) {
        // A listed beat is in the copy already; a sold one (its license holders still look) is read.
        const cached = await vectors.lookup(query.beat);
        const beat = cached ? { ...cached.beat, vector: cached.vector } : await deps.repo.sourceBeat(query.beat);
        if (!beat) throw new AppError('not_found', SOUNDS_LIKE_MESSAGES.beatNotFound);
        const source = { kind: 'beat' as const, id: beat.id, title: beat.title, bpm: beat.bpm, key: beat.key };
        if (!beat.vector) {
          return { source, status: 'pending', message: SOUNDS_LIKE_MESSAGES.beatNotAnalysed, matches: [] };
        }
        const facts = { bpm: beat.bpm, key: beat.key, loudnessLufs: beat.loudnessLufs };
        return { source, status: 'ready', message: null, matches: await rank(source, facts, beat.vector, filters) };
      }
      throw new AppError('validation_failed', SOUNDS_LIKE_MESSAGES.sourceRequired);
    },

    /** Deletes expired clips, rows and bytes; returns how many went. */
    async expire(): Promise<number> {
      let total = 0;
      for (;;) {
        const batch = await repo.expiredClips(now(), EXPIRE_BATCH);
        if (batch.length === 0) return total;
        for (const clip of batch) {
          await storage.remove(clip.storageKey).catch((err) => {
            deps.log?.error({ err, key: clip.storageKey }, 'an expired reference clip stayed in storage');
          });
        }
        await repo.deleteClips(batch.map((c) => c.id));
        total += batch.length;
        if (batch.length < EXPIRE_BATCH) return total;
      }
    },
  };
}
export type SoundsLikeService = ReturnType<typeof createSoundsLikeService>;
