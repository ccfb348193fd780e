import { createWriteStream, ReadStream } from 'node:fs';
import { utimes } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { send } from '@fastify/send';
import type { ErrorBody } from '@pulse/domain/errors';
import type { FastifyBaseLogger } from 'fastify';
import { errorBody } from '../../plugins/errors';
import type { MediaRow } from './media.repository';
import type { MediaStorage } from './media-storage';

/** Files never change under their id; an hour keeps seeking cheap while a visibility change still lands. */
export const MEDIA_CACHE_CONTROL = 'private, max-age=3600';
/** A public variant's URL carries its content hash: the bytes behind it never change (decision 021). */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

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
  cacheControl: string;
  /** A Content-Disposition (PDFs open inline under their name). */
  disposition?: string;
  /** For the log when the row has no bytes behind it. */
  logId: string;
}

/**
 * How to answer a GET or HEAD of a stored file: the status, the headers to set and the body (the bytes, an
 * error, or none).
 */
export interface StoredAnswer {
  statusCode: number;
  headers: Record<string, string | number>;
  body?: Readable | ErrorBody;
}

/** The request as `@fastify/send` reads it: its method and its conditional and Range headers. */
export type MediaRequest = Pick<IncomingMessage, 'method' | 'headers'>;

/**
 * A stored file with HTTP caching and byte ranges, so audio and video seek. Authorization is the caller's
 * (it found `row` for this viewer); `@fastify/send` answers the rest (decision 071): 200 for the whole file,
 * 206 with Content-Range for one range, 416 for a range past the end, 304 when the copy is current (ETag,
 * Last-Modified, If-Range), HEAD.
 */
export async function answerMedia(
  row: MediaRow,
  storage: MediaStorage,
  request: MediaRequest,
  log: FastifyBaseLogger,
): Promise<StoredAnswer> {
  return answerStored(
    {
      storageKey: row.storageKey,
      mimeType: row.mimeType,
      cacheControl: MEDIA_CACHE_CONTROL,
      disposition:
        row.kind === 'pdf'
          ? `inline; filename*=UTF-8''${encodeURIComponent(row.originalName || 'file.pdf')}`
          : undefined,
      logId: row.id,
    },
    storage,
    request,
    log,
  );
}

const notFound = (): StoredAnswer => ({
  statusCode: 404,
  headers: {},
  body: errorBody('not_found', 'File not found'),
});

/** `answerMedia` for any stored file: an original or a derived variant (decision 021). */
export async function answerStored(
  file: StoredFile,
  storage: MediaStorage,
  request: MediaRequest,
  log: FastifyBaseLogger,
): Promise<StoredAnswer> {
  const stored = await storage.stat(file.storageKey);
  if (!stored) {
    log.error({ mediaId: file.logId, key: file.storageKey }, 'media row without a stored file');
    return notFound();
  }
  if (storage.presignedUrl && stored.sizeBytes >= PRESIGN_MIN_BYTES) {
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

  // `send` reads a file on this machine: the stored one on local disk; from a remote store (files under
  // PRESIGN_MIN_BYTES only) a copy for this request, dated like the object so its validators hold.
  let path = storage.localPath?.(file.storageKey);
  let temp: string | undefined;
  if (!path) {
    temp = await storage.createTempPath();
    try {
      await pipeline(storage.read(file.storageKey), createWriteStream(temp));
      await utimes(temp, stored.modifiedAt, stored.modifiedAt);
    } catch (err) {
      await storage.discardTemp(temp);
      throw err;
    }
    path = temp;
  }
  const discard = () => (temp ? storage.discardTemp(temp).catch(() => {}) : undefined);

  // The path is ours, not the request's: dot directories (the remote copy's `.incoming`) are fine.
  const sent = await send(request as IncomingMessage, encodeURIComponent(path), {
    dotfiles: 'allow',
    index: false,
    contentType: false,
    cacheControl: false,
  }).catch(async (err: unknown) => {
    await discard();
    throw err;
  });
  const { statusCode, headers, stream } = sent;
  // HEAD gets send's empty stream (Fastify's HEAD route then keeps the Content-Length); 304 gets nothing.
  const withBody = statusCode === 200 || statusCode === 206;
  if (!withBody) stream.destroy();
  if (withBody && stream instanceof ReadStream) {
    // The copy goes once the stream holds it open (or failed to), before the answer ends.
    stream.once('open', () => void discard());
    stream.once('close', () => void discard());
  } else {
    await discard();
  }

  if (sent.type !== 'file') {
    if (statusCode === 404) {
      log.error({ mediaId: file.logId, key: file.storageKey }, 'stored file vanished before it was sent');
      return notFound();
    }
    if (statusCode === 416) {
      return {
        statusCode,
        headers: { 'content-range': headers['Content-Range'] ?? `bytes */${stored.sizeBytes}` },
        body: errorBody('range_not_satisfiable', 'The requested range is past the end of the file.'),
      };
    }
    if (statusCode === 412) {
      return { statusCode, headers: {}, body: errorBody('precondition_failed', 'The file has changed.') };
    }
    throw sent.type === 'error' ? sent.metadata.error : new Error(`unexpected answer ${sent.type} for a stored file`);
  }

  const answerHeaders: Record<string, string | number> = { ...headers, 'cache-control': file.cacheControl };
  if (statusCode === 200 || statusCode === 206) {
    answerHeaders['content-type'] = file.mimeType;
    if (file.disposition) answerHeaders['content-disposition'] = file.disposition;
  }
  return { statusCode, headers: answerHeaders, body: withBody ? stream : undefined };
}
