import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { MediaStorage, StoredObject } from './media-storage';

export interface S3StorageOptions {
  /** `https://s3.eu-central-1.amazonaws.com`, `http://127.0.0.1:9000` (MinIO), ... */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO and most S3-compatible stores) instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** The address browsers reach the store at, when it is not `endpoint` (an internal hostname); signed URLs use it. */
  publicEndpoint?: string;
  /** Where uploads in flight are written before they are sent (DATA_DIR/media/.incoming). */
  incomingDir: string;
}

/** Files up to this size go in one PutObject; larger ones as a multipart upload of parts this size. */
const PART_BYTES = 8 * 1024 * 1024;

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

function assertKey(key: string): void {
  if (key === '' || key.split('/').some((s) => s === '' || s === '.' || s === '..')) {
    throw new Error(`invalid media key: ${key}`);
  }
}

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, R2, ...) through the AWS SDK (issue 20: no hand-written
 * signing): timeouts, retries with backoff (3 tries), multipart uploads for large files. Uploads still stream
 * to a local temp file first, so nothing reaches the bucket before every check passed. Checksums are sent
 * only where S3 requires them, as S3-compatible stores that predate AWS's default checksums expect.
 */
export function createS3MediaStorage(options: S3StorageOptions): MediaStorage {
  const incoming = resolve(options.incomingDir);
  const Bucket = options.bucket;
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  // Signing is local (no request): a client on the public address only computes signatures for browsers.
  const signer = options.publicEndpoint
    ? new S3Client({
        endpoint: options.publicEndpoint,
        region: options.region,
        forcePathStyle: options.forcePathStyle,
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      })
    : client;

  return {
    async presignedUrl(key, o) {
      assertKey(key);
      return getSignedUrl(
        signer,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentType: o.contentType,
          ResponseCacheControl: o.cacheControl,
          ResponseContentDisposition: o.disposition,
        }),
        { expiresIn: o.expiresInSeconds },
      );
    },

    async createTempPath() {
      await mkdir(incoming, { recursive: true });
      return join(incoming, `${randomUUID()}.part`);
    },

    async commit(tempPath, key) {
      assertKey(key);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: createReadStream(tempPath), ContentType: 'application/octet-stream' },
        partSize: PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
      await rm(tempPath, { force: true });
    },

    async discardTemp(tempPath) {
      await rm(tempPath, { force: true });
    },

    async stat(key): Promise<StoredObject | null> {
      assertKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { sizeBytes: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date() };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    read(key, range) {
      assertKey(key);
      // The caller gets a stream at once; the GET is sent now and aborted when the stream closes early (a
      // player that seeks away).
      const out = new PassThrough();
      const controller = new AbortController();
      out.once('close', () => controller.abort());
      client
        .send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
          { abortSignal: controller.signal },
        )
        .then((res) => {
          const body = res.Body as Readable | undefined;
          if (!body) return out.end();
          body.on('error', (err) => out.destroy(err));
          body.pipe(out);
        })
        .catch((err) => out.destroy(err));
      return out;
    },

    async remove(key) {
      assertKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (err) {
        if (!isNotFound(err)) throw err;
      }
    },
  };
}
