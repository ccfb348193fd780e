import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { roundDuration, SNIFF_BYTES, UNREADABLE_MEDIA_MESSAGE } from '@pulse/domain/uploads';
import { AppError } from '../../lib/app-error';
import { probeMedia } from './ffmpeg';

/**
 * An upload as the route received it: what the service reads of the request to check and keep the file, so
 * the rules run without one (a script can hand in any stream).
 */
export interface IncomingUpload {
  /** The request's Content-Length (NaN without one): a body far over the limit is refused unread. */
  declaredBytes: number;
  /** Whether the body is multipart at all. */
  multipart: boolean;
  /** The first file part, cut at `maxBytes` (and marked truncated); undefined when there is none. */
  firstFile(
    maxBytes: number,
  ): Promise<{ file: NodeJS.ReadableStream & { truncated?: boolean }; filename?: string } | undefined>;
}

export interface ReceivedFile {
  sizeBytes: number;
  /** The first bytes, for the magic-byte check. */
  head: Uint8Array;
  /** The stream hit the size limit and was cut: the file is too large. */
  truncated: boolean;
}

/**
 * Streams an upload to `path` chunk by chunk (never the whole file in memory), counting the bytes and
 * keeping the first few for the type check.
 */
export async function receiveToFile(file: NodeJS.ReadableStream & { truncated?: boolean }, path: string) {
  let sizeBytes = 0;
  const head = new Uint8Array(SNIFF_BYTES);
  let headLength = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (headLength < SNIFF_BYTES) {
        const take = chunk.subarray(0, SNIFF_BYTES - headLength);
        head.set(take, headLength);
        headLength += take.length;
      }
      sizeBytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(file, counter, createWriteStream(path, { flags: 'wx' }));
  return { sizeBytes, head: head.subarray(0, headLength), truncated: Boolean(file.truncated) } satisfies ReceivedFile;
}

/**
 * A received file's length in whole seconds, from the encoder's probe behind its fence (decision 071): audio and
 * video alike, a silent clip included. A file the probe cannot read, or that has no length, is refused.
 */
export async function readDurationSeconds(path: string): Promise<number> {
  const seconds = await probeMedia(path).then(
    (probe) => probe.durationSeconds,
    () => null,
  );
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) {
    throw new AppError('validation_failed', UNREADABLE_MEDIA_MESSAGE, { file: UNREADABLE_MEDIA_MESSAGE });
  }
  return roundDuration(seconds);
}
