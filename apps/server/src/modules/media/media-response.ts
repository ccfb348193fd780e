import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../plugins/errors';
import type { MediaRow } from './media.repository';
import { parseRange } from './media-range';
import type { MediaStorage } from './media-storage';

/** Files never change under their id; an hour keeps seeking cheap while a visibility change still lands. */
export const MEDIA_CACHE_CONTROL = 'private, max-age=3600';
/** A public variant's URL carries its content hash: the bytes behind it never change (decision 021). */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function etagOf(row: MediaRow): string {
  return `"${row.id}-${row.sizeBytes}"`;
}

function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''))
      .some((t) => t === etag || t === '*');
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/** If-Range: the Range holds only while the client's copy is the current one. */
function rangeStillValid(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifRange = [request.headers['if-range']].flat()[0];
  if (ifRange === undefined) return true;
  if (ifRange.startsWith('"')) return ifRange === etag;
  const date = Date.parse(ifRange);
  return Number.isFinite(date) && Math.floor(lastModified.getTime() / 1000) * 1000 === date;
}

/**
 * With remote storage, files from this size on are fetched by the browser from the store itself through a
 * signed URL (issue 20): audio and video never stream through an app instance. Smaller ones (pictures,
 * previews) are served here, same-origin and cacheable under their own URL.
 */
export const PRESIGN_MIN_BYTES = 1024 * 1024;
/** A signed URL lives this long: enough to start and seek a clip; the player asks the app again after. */
export const PRESIGN_SECONDS = 5 * 60;

/** What `sendStored` needs to serve one stored file. */
export interface StoredFile {
  storageKey: string;
  mimeType: string;
  etag: string;
  lastModified: Date;
  cacheControl: string;
  /** A Content-Disposition (PDFs open inline under their name). */
  disposition?: string;
  /** For the log when the row has no bytes behind it. */
  logId: string;
}

/**
 * Streams a stored file with HTTP caching and byte ranges, so audio and video seek: 200 for the whole
 * file, 206 with Content-Range for one range, 416 for a range past the end, 304 when the copy is current.
 */
export async function sendMedia(request: FastifyRequest, reply: FastifyReply, row: MediaRow, storage: MediaStorage) {
  return sendStored(
    request,
    reply,
    {
      storageKey: row.storageKey,
      mimeType: row.mimeType,
      etag: etagOf(row),
      lastModified: row.createdAt,
      cacheControl: MEDIA_CACHE_CONTROL,
      disposition:
        row.kind === 'pdf'
          ? `inline; filename*=UTF-8''${encodeURIComponent(row.originalName || 'file.pdf')}`
          : undefined,
      logId: row.id,
    },
    storage,
  );
}

/** `sendMedia` for any stored file: an original or a derived variant (decision 021). */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
  storage: MediaStorage,
) {
  const stored = await storage.stat(file.storageKey);
  if (!stored) {
    request.log.error({ mediaId: file.logId, key: file.storageKey }, 'media row without a stored file');
    return reply.status(404).send(errorBody('not_found', 'File not found'));
  }
  const size = stored.sizeBytes;
  if (storage.presignedUrl && size >= PRESIGN_MIN_BYTES) {
    // Authorization is done (the route found the row for this viewer); the store serves bytes and ranges.
    const url = await storage.presignedUrl(file.storageKey, {
      expiresInSeconds: PRESIGN_SECONDS,
      contentType: file.mimeType,
      cacheControl: file.cacheControl,
      disposition: file.disposition,
    });
    // The redirect itself must not outlive the signature.
    return reply.status(302).header('Cache-Control', 'private, max-age=60').header('Location', url).send();
  }
  const { etag, lastModified } = file;
  reply
    .header('Accept-Ranges', 'bytes')
    .header('ETag', etag)
    .header('Last-Modified', lastModified.toUTCString())
    .header('Cache-Control', file.cacheControl);

  if (notModified(request, etag, lastModified)) return reply.status(304).send();

  reply.header('Content-Type', file.mimeType);
  if (file.disposition) reply.header('Content-Disposition', file.disposition);

  const range = rangeStillValid(request, etag, lastModified) ? parseRange(request.headers.range, size) : null;
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .header('Content-Range', `bytes */${size}`)
      .header('Content-Type', 'application/json; charset=utf-8')
      .send(errorBody('range_not_satisfiable', 'The requested range is past the end of the file.'));
  }
  if (range) {
    return reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', String(range.end - range.start + 1))
      .send(storage.read(file.storageKey, range));
  }
  return reply.status(200).header('Content-Length', String(size)).send(storage.read(file.storageKey));
}
