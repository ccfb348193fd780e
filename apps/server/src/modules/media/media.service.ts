import { SIGN_IN_REQUIRED_MESSAGE } from '@pulse/domain/accounts';
import {
  CREATIVES_ONLY_MESSAGE,
  checkDuration,
  checkFile,
  FILE_REQUIRED_MESSAGE,
  fileTooLargeMessage,
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
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { MediaRepository, MediaRow } from './media.repository';
import { readDurationSeconds } from './media-duration';
import { receiveToFile } from './media-receive';
import type { MediaStorage } from './media-storage';

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

/** Uploads (type by content, size and duration checked before anything is kept) and who may play them. */
export function createMediaService(deps: { repo: MediaRepository; storage: MediaStorage }) {
  const { repo, storage } = deps;

  async function viewerId(request: FastifyRequest): Promise<string> {
    const viewer = await request.sessionUser();
    if (!viewer) throw new AppError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE);
    return viewer.id;
  }

  /** The caller's upload rule: creatives only; full tracks for producers only. */
  async function ruleFor(
    request: FastifyRequest,
    purpose: UploadPurpose,
  ): Promise<{ ownerId: string; rule: UploadRule }> {
    const me = await repo.findUser(await viewerId(request));
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
    const durationSeconds = rule.kind === 'pdf' ? null : await readDurationSeconds(tempPath, rule.kind);
    if (durationSeconds !== null) {
      const durationCheck = checkDuration(rule, durationSeconds);
      if (!durationCheck.ok) refuse(durationCheck);
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
    async upload(request: FastifyRequest, purpose: UploadPurpose): Promise<MediaFile> {
      const { ownerId, rule } = await ruleFor(request, purpose);
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > rule.maxBytes + MULTIPART_OVERHEAD_BYTES) {
        refuse({ ok: false, code: 'too_large', message: fileTooLargeMessage(rule) });
      }
      if (!request.isMultipart())
        throw new AppError('validation_failed', FILE_REQUIRED_MESSAGE, { file: FILE_REQUIRED_MESSAGE });
      const part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 }, throwFileSizeLimit: false });
      if (!part) throw new AppError('validation_failed', FILE_REQUIRED_MESSAGE, { file: FILE_REQUIRED_MESSAGE });

      const tempPath = await storage.createTempPath();
      try {
        const received = await receiveToFile(part.file, tempPath);
        return toMediaFile(await keepChecked(ownerId, rule, tempPath, received, part.filename ?? ''));
      } finally {
        await storage.discardTemp(tempPath);
      }
    },

    /**
     * A file for playback. Approved creatives' media is public; a pending or rejected creative's is seen by
     * the creative and admins only: to anyone else it does not exist. So is a beat's full file, which
     * license holders download through their expiring link (decision 016). A deal's delivered file plays
     * for the deal's parties and admins, and for anyone only while a feed piece shows it (decision 017).
     */
    async findPlayable(request: FastifyRequest, id: string): Promise<MediaRow> {
      const found = await repo.findWithOwnerStatus(id);
      if (!found) throw new AppError('not_found', MEDIA_NOT_FOUND_MESSAGE);
      // A deal's delivered file is the parties' until a published piece shows it (decision 017).
      const delivered = await repo.deliverableOf(id);
      if (delivered.length > 0) {
        if (delivered.some((d) => d.published)) return found.media;
        const viewer = await request.sessionUser();
        const party =
          viewer &&
          (viewer.id === found.media.ownerId ||
            delivered.some(
              (d) =>
                d.brandId === viewer.id || d.creatorId === viewer.id || d.splits.some((s) => s.userId === viewer.id),
            ));
        if (party) return found.media;
        if (viewer && (await repo.findUser(viewer.id))?.role === 'admin') return found.media;
        throw new AppError('not_found', MEDIA_NOT_FOUND_MESSAGE);
      }
      if (found.ownerStatus === 'approved' && !(await repo.isBeatFullFile(id))) return found.media;
      const viewer = await request.sessionUser();
      if (viewer && viewer.id === found.media.ownerId) return found.media;
      if (viewer && (await repo.findUser(viewer.id))?.role === 'admin') return found.media;
      throw new AppError('not_found', MEDIA_NOT_FOUND_MESSAGE);
    },

    /** The wizard drops a file it replaced; a file that belongs to a snippet goes with the snippet. */
    async remove(request: FastifyRequest, id: string): Promise<void> {
      const userId = await viewerId(request);
      const row = await repo.find(id);
      if (!row || row.ownerId !== userId) throw new AppError('not_found', MEDIA_NOT_FOUND_MESSAGE);
      if (await repo.isAttached(id)) throw new AppError('conflict', MEDIA_IN_USE_MESSAGE);
      await repo.delete(id);
      await storage.remove(row.storageKey);
    },

    storage,
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
