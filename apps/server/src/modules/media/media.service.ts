import { suggestTags } from '@pulse/domain/audio-analysis';
import { MAX_PICTURE_PIXELS, MEDIA_DECODE_FAILED_MESSAGES, MEDIA_RETRY_NOT_FAILED_MESSAGE } from '@pulse/domain/media';
import { ANALYSIS_MESSAGES, type MediaAnalysis } from '@pulse/domain/media-analysis-contracts';
import type { WorkMedia } from '@pulse/domain/media-contracts';
import {
  CREATIVES_ONLY_MESSAGE,
  checkDuration,
  checkFile,
  FILE_REQUIRED_MESSAGE,
  fileKindOf,
  fileTooLargeMessage,
  hasDuration,
  MEDIA_FORMATS,
  MEDIA_IN_USE_MESSAGE,
  MEDIA_NOT_FOUND_MESSAGE,
  type MediaFile,
  sniffMediaFormat,
  TRACKS_FOR_PRODUCERS_MESSAGE,
  type UploadCheck,
  type UploadPurpose,
  type UploadRule,
  uploadRuleFor,
} from '@pulse/domain/uploads';
import type { JobLog, JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { pictureHeaderSize } from './image-variants';
import { enqueueMediaProcessing } from './media.jobs';
import type { MediaAnalysisRow, MediaRepository, MediaRow } from './media.repository';
import { type IncomingUpload, readDurationSeconds, receiveToFile } from './media-receive';
import { IMMUTABLE_CACHE_CONTROL, MEDIA_CACHE_CONTROL, type StoredFile } from './media-response';
import type { MediaStorage } from './media-storage';
import { toWorkMedia, variantExtension } from './work-media';

/**
 * Who asks for a file: their id, or null without a session. Asked only when the file is not public, so a public
 * answer (cached for a year) never looks up a session nor carries a refreshed session cookie.
 */
export type ViewerLookup = () => Promise<string | null>;

/** Multipart framing around one file is a few hundred bytes; more than this over the limit is too large. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export function toMediaFile(row: MediaRow): MediaFile {
  return {
    id: row.id,
    kind: row.kind,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    durationSeconds: row.durationSeconds,
    originalName: row.originalName,
    createdAt: row.createdAt.toISOString(),
  };
}

function refuse(check: UploadCheck): never {
  if (check.ok) throw new Error('refuse() called with a passing check');
  if (check.code === 'wrong_type') throw new AppError('unsupported_media_type', check.message, { file: check.message });
  if (check.code === 'too_large') throw new AppError('payload_too_large', check.message, { file: check.message });
  throw new AppError('validation_failed', check.message, { file: check.message });
}

function storageKey(id: string, extension: string): string {
  // Two levels from the random tail of the id keep directories small.
  return `${id.slice(-2)}/${id}${extension}`;
}

/** What the forms read of a file's analysis: its state, what was heard, and the tags it suggests with reasons. */
export function toMediaAnalysis(media: MediaRow, row: MediaAnalysisRow | null): MediaAnalysis {
  const none = { bpm: null, key: null, loudnessLufs: null, peakDbtp: null, suggestions: [] };
  const base = { mediaId: media.id, ...none };
  if (media.kind !== 'audio') return { ...base, status: 'unanalysable', message: ANALYSIS_MESSAGES.noAudio };
  if (media.status === 'failed') return { ...base, status: 'unanalysable', message: media.failureReason };
  if (media.status === 'processing' || !row || row.status === 'pending') {
    return { ...base, status: 'pending', message: null };
  }
  if (row.status === 'failed') return { ...base, status: 'failed', message: row.message ?? ANALYSIS_MESSAGES.retrying };
  if (row.status === 'unanalysable') return { ...base, status: 'unanalysable', message: row.message };
  const heard = {
    bpm: row.bpm,
    key: row.musicalKey,
    loudnessLufs: row.loudnessLufs === null ? null : Math.round(row.loudnessLufs * 10) / 10,
    peakDbtp: row.peakDbtp === null ? null : Math.round(row.peakDbtp * 10) / 10,
  };
  return {
    mediaId: media.id,
    status: 'ready',
    message: row.message,
    ...heard,
    suggestions: suggestTags({
      ...heard,
      spectralFlatness: row.features?.spectralFlatness ?? 0,
      onsetsPerSecond: row.features?.onsetsPerSecond ?? 0,
    }),
  };
}

/** Uploads (type by content, size and duration checked before anything is kept) and who may play them. */
export function createMediaService(deps: {
  repo: MediaRepository;
  storage: MediaStorage;
  /** Where processing is queued (decision 020); absent in tools that only read media. */
  jobs?: JobRunner;
  log?: JobLog;
}) {
  const { repo, storage, jobs, log } = deps;

  /** Queues the file's processing; a failure to queue is logged, and `media.sweep` queues it within minutes. */
  async function enqueue(mediaId: string): Promise<void> {
    if (!jobs) return;
    try {
      await enqueueMediaProcessing(jobs, mediaId);
    } catch (err) {
      log?.error({ err, mediaId }, 'could not queue media processing');
    }
  }

  async function workMediaOf(row: MediaRow): Promise<WorkMedia> {
    return toWorkMedia(row, await repo.variants(row.id));
  }

  /**
   * Who may have a file, and whether everyone may (decision 017, 021). Approved creatives' media is public; a
   * pending or rejected creative's is seen by the creative and admins only: to anyone else it does not
   * exist. So is a beat's full file, which license holders download through their expiring link (decision
   * 016). A deal's delivered file is the deal's parties' and admins', and everyone's once a feed piece shows it.
   */
  async function access(whoAsks: ViewerLookup, id: string): Promise<{ media: MediaRow; isPublic: boolean }> {
    const found = await repo.findWithOwnerStatus(id);
    if (!found) throw new AppError('not_found', MEDIA_NOT_FOUND_MESSAGE);
    const delivered = await repo.deliverableOf(id);
    if (delivered.length > 0) {
      if (delivered.some((d) => d.published)) return { media: found.media, isPublic: true };
      const viewerId = await whoAsks();
      const party =
        viewerId &&
        (viewerId === found.media.ownerId ||
          delivered.some(
            (d) => d.brandId === viewerId || d.creatorId === viewerId || d.splits.some((s) => s.userId === viewerId),
          ));
      if (party) return { media: found.media, isPublic: false };
      if (viewerId && (await repo.findUser(viewerId))?.role === 'admin') return { media: found.media, isPublic: false };
      throw new AppError('not_found', MEDIA_NOT_FOUND_MESSAGE);
    }
    if (found.ownerStatus === 'approved' && !(await repo.isBeatFullFile(id)))
      return { media: found.media, isPublic: true };
    const viewerId = await whoAsks();
    if (viewerId && viewerId === found.media.ownerId) return { media: found.media, isPublic: false };
    if (viewerId && (await repo.findUser(viewerId))?.role === 'admin') return { media: found.media, isPublic: false };
    throw new AppError('not_found', MEDIA_NOT_FOUND_MESSAGE);
  }

  /** The caller's upload rule: creatives only (a deleted account too is a 403); full tracks for producers only. */
  async function ruleFor(userId: string, purpose: UploadPurpose): Promise<{ ownerId: string; rule: UploadRule }> {
    const me = await repo.findUser(userId);
    if (me?.role !== 'creator') throw new AppError('forbidden', CREATIVES_ONLY_MESSAGE);
    const rule = uploadRuleFor(purpose, me.creativeRole);
    if (!rule) throw new AppError('forbidden', TRACKS_FOR_PRODUCERS_MESSAGE);
    return { ownerId: me.id, rule };
  }

  async function keepChecked(
    ownerId: string,
    rule: UploadRule,
    tempPath: string,
    received: { sizeBytes: number; head: Uint8Array; truncated: boolean },
    originalName: string,
  ) {
    if (received.truncated) refuse({ ok: false, code: 'too_large', message: fileTooLargeMessage(rule) });
    const format = sniffMediaFormat(received.head);
    const fileCheck = checkFile(rule, { format, sizeBytes: received.sizeBytes });
    if (!fileCheck.ok || format === null) refuse(fileCheck);
    // The file's own kind (a designer's rule takes PDFs and pictures): only audio and video have a length.
    const durationSeconds = hasDuration(format) ? await readDurationSeconds(tempPath) : null;
    if (durationSeconds !== null) {
      const durationCheck = checkDuration(rule, durationSeconds);
      if (!durationCheck.ok) refuse(durationCheck);
    }
    // A picture too large to decode safely (decision 059) is refused from its header, before it is kept.
    if (fileKindOf(format) === 'image') {
      const size = await pictureHeaderSize(tempPath);
      if (size && size.width * size.height > MAX_PICTURE_PIXELS) {
        const message = MEDIA_DECODE_FAILED_MESSAGES.image;
        throw new AppError('validation_failed', message, { file: message });
      }
    }

    const id = newId();
    const info = MEDIA_FORMATS[format];
    const key = storageKey(id, info.extensions[0]);
    await storage.commit(tempPath, key);
    try {
      return await repo.insert({
        id,
        ownerId,
        kind: info.kind,
        mimeType: info.mimeType,
        sizeBytes: received.sizeBytes,
        durationSeconds,
        storageKey: key,
        originalName: originalName.slice(0, 200),
      });
    } catch (err) {
      // No row, no file.
      await storage.remove(key);
      throw err;
    }
  }

  return {
    /** One multipart file, streamed to a temp file, checked, then kept (file and row) or dropped (neither). */
    async upload(
      userId: string,
      purpose: UploadPurpose,
      upload: IncomingUpload,
    ): Promise<{ media: MediaFile; workMedia: WorkMedia }> {
      const { ownerId, rule } = await ruleFor(userId, purpose);
      const declared = upload.declaredBytes;
      if (Number.isFinite(declared) && declared > rule.maxBytes + MULTIPART_OVERHEAD_BYTES) {
        refuse({ ok: false, code: 'too_large', message: fileTooLargeMessage(rule) });
      }
      if (!upload.multipart)
        throw new AppError('validation_failed', FILE_REQUIRED_MESSAGE, { file: FILE_REQUIRED_MESSAGE });
      const part = await upload.firstFile(rule.maxBytes);
      if (!part) throw new AppError('validation_failed', FILE_REQUIRED_MESSAGE, { file: FILE_REQUIRED_MESSAGE });

      const tempPath = await storage.createTempPath();
      try {
        const received = await receiveToFile(part.file, tempPath);
        const row = await keepChecked(ownerId, rule, tempPath, received, part.filename ?? '');
        await enqueue(row.id);
        return { media: toMediaFile(row), workMedia: toWorkMedia(row, []) };
      } finally {
        await storage.discardTemp(tempPath);
      }
    },

    /** A file for playback, to whoever may have it (`access`); 404 for anyone else. */
    async findPlayable(whoAsks: ViewerLookup, id: string): Promise<MediaRow> {
      return (await access(whoAsks, id)).media;
    },

    /** Where processing got (the upload wizard polls this), for whoever may play the file. */
    async status(whoAsks: ViewerLookup, id: string): Promise<WorkMedia> {
      return workMediaOf((await access(whoAsks, id)).media);
    },

    /**
     * The analysis of a file (decision 056) for its owner and admins (the forms that prefill from it); 404 to
     * anyone else, as for a file they may not have.
     */
    async analysis(userId: string, id: string): Promise<MediaAnalysis> {
      const row = await repo.find(id);
      if (!row) throw new AppError('not_found', MEDIA_NOT_FOUND_MESSAGE);
      if (row.ownerId !== userId && (await repo.findUser(userId))?.role !== 'admin') {
        throw new AppError('not_found', MEDIA_NOT_FOUND_MESSAGE);
      }
      return toMediaAnalysis(row, await repo.analysisOf(id));
    },

    /** The owner queues a failed file again; a file that did not fail cannot be retried (409). */
    async retry(userId: string, id: string): Promise<WorkMedia> {
      const row = await repo.find(id);
      if (!row || row.ownerId !== userId) throw new AppError('not_found', MEDIA_NOT_FOUND_MESSAGE);
      if (!(await repo.markRetrying(id))) throw new AppError('conflict', MEDIA_RETRY_NOT_FAILED_MESSAGE);
      await enqueue(id);
      return workMediaOf((await repo.find(id)) ?? row);
    },

    /**
     * A derived file, by the content hash its URL carries: cached for a year when the file is public (the URL
     * changes when the bytes do), privately otherwise; 404 to anyone who may not have the file.
     */
    async findVariant(whoAsks: ViewerLookup, id: string, file: string): Promise<StoredFile> {
      const { media, isPublic } = await access(whoAsks, id);
      // The URL's part of the hash; the whole hash, as URLs carried it before, still finds the file.
      const hash = /^([0-9a-f]{16}|[0-9a-f]{64})\.[a-z0-9]+$/.exec(file)?.[1];
      const variant = hash ? await repo.findVariant(media.id, hash) : null;
      if (!variant || file !== `${hash}.${variantExtension(variant.mimeType)}`) {
        throw new AppError('not_found', MEDIA_NOT_FOUND_MESSAGE);
      }
      return {
        storageKey: variant.storageKey,
        mimeType: variant.mimeType,
        cacheControl: isPublic ? IMMUTABLE_CACHE_CONTROL : MEDIA_CACHE_CONTROL,
        logId: media.id,
      };
    },

    /** The wizard drops a file it replaced; a file that belongs to a snippet goes with the snippet. */
    async remove(userId: string, id: string): Promise<void> {
      const row = await repo.find(id);
      if (!row || row.ownerId !== userId) throw new AppError('not_found', MEDIA_NOT_FOUND_MESSAGE);
      if (await repo.isAttached(id)) throw new AppError('conflict', MEDIA_IN_USE_MESSAGE);
      const variants = await repo.variants(id);
      await repo.delete(id);
      await storage.remove(row.storageKey);
      // Derived files go too, unless another file derived the same bytes.
      for (const v of variants) if (!(await repo.isVariantKeyUsed(v.storageKey))) await storage.remove(v.storageKey);
    },

    storage,
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
