import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { ErrorBody } from '@pulse/domain/errors';
import type { FastifyBaseLogger } from 'fastify';
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

function notModified(headers: IncomingHttpHeaders, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''))
      .some((t) => t === etag || t === '*');
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/** If-Range: the Range holds only while the client's copy is the current one. */
function rangeStillValid(headers: IncomingHttpHeaders, etag: string, lastModified: Date): boolean {
  const ifRange = [headers['if-range']].flat()[0];
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

/** What `answerStored` needs to serve one stored file. */
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
 * How to answer a GET of a stored file: the status, the headers to set and the body (the bytes, an error, or
 * none). The route sends it, so the rules of caching and ranges need no request to be checked.
 */
export interface StoredAnswer {
  statusCode: 200 | 206 | 302 | 304 | 404 | 416;
  headers: Record<string, string>;
  body?: Readable | ErrorBody;
}

/**
 * A stored file with HTTP caching and byte ranges, so audio and video seek: 200 for the whole file, 206 with
 * Content-Range for one range, 416 for a range past the end, 304 when the copy is current. `headers` are the
 * request's (the conditional and Range ones are read).
 */
export async function answerMedia(
  row: MediaRow,
  storage: MediaStorage,
  headers: IncomingHttpHeaders,
  log: FastifyBaseLogger,
): Promise<StoredAnswer> {
  return answerStored(
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
    headers,
    log,
  );
}

/** `answerMedia` for any stored file: an original or a derived variant (decision 021). */
export async function answerStored(
  file: StoredFile,
  storage: MediaStorage,
  headers: IncomingHttpHeaders,
  log: FastifyBaseLogger,
): Promise<StoredAnswer> {
  const stored = await storage.stat(file.storageKey);
  if (!stored) {
    log.error({ mediaId: file.logId, key: file.storageKey }, 'media row without a stored file');
    return { statusCode: 404, headers: {}, body: errorBody('not_found', 'File not found') };
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
    return { statusCode: 302, headers: { 'cache-control': 'private, max-age=60', location: url } };
  }
  const { etag, lastModified } = file;
  const cache: Record<string, string> = {
    'accept-ranges': 'bytes',
    etag,
    'last-modified': lastModified.toUTCString(),
    'cache-control': file.cacheControl,
  };

  if (notModified(headers, etag, lastModified)) return { statusCode: 304, headers: cache };

  const found = {
    ...cache,
    'content-type': file.mimeType,
    ...(file.disposition ? { 'content-disposition': file.disposition } : {}),
  };
  const range = rangeStillValid(headers, etag, lastModified) ? parseRange(headers.range, size) : null;
  if (range === 'unsatisfiable') {
    return {
      statusCode: 416,
      headers: { ...found, 'content-range': `bytes */${size}`, 'content-type': 'application/json; charset=utf-8' },
      body: errorBody('range_not_satisfiable', 'The requested range is past the end of the file.'),
    };
  }
  if (range) {
    return {
      statusCode: 206,
      headers: {
        ...found,
        'content-range': `bytes ${range.start}-${range.end}/${size}`,
        'content-length': String(range.end - range.start + 1),
      },
      body: storage.read(file.storageKey, range),
    };
  }
  return {
    statusCode: 200,
    headers: { ...found, 'content-length': String(size) },
    body: storage.read(file.storageKey),
  };
}
