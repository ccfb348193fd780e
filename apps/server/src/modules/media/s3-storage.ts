import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { MediaStorage, StoredObject } from './media-storage';
import { signS3Request, UNSIGNED_PAYLOAD, uriEncode } from './s3-signature';

export interface S3StorageOptions {
  /** `https://s3.eu-central-1.amazonaws.com`, `http://127.0.0.1:9000` (MinIO), ... */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO and most S3-compatible stores) instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** Where uploads in flight are written before they are sent (DATA_DIR/media/.incoming). */
  incomingDir: string;
}

/** An S3 answer that is not what was asked for. */
export class S3StorageError extends Error {
  constructor(
    readonly operation: string,
    readonly key: string,
    readonly status: number,
    detail: string,
  ) {
    super(`S3 ${operation} ${key} failed: HTTP ${status}${detail ? ` ${detail}` : ''}`);
    this.name = 'S3StorageError';
  }
}

/** The `<Code>` of an S3 error body, if there is one. */
async function errorDetail(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  return /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? '';
}

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, R2, ...), signed with SigV4 over global fetch. Uploads
 * still stream to a local temp file first, so nothing reaches the bucket before every check passed; commit
 * is a PutObject streamed from that file with its Content-Length, read a GetObject with a Range.
 */
export function createS3MediaStorage(options: S3StorageOptions): MediaStorage {
  const incoming = resolve(options.incomingDir);
  const endpoint = new URL(options.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const credentials = {
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
  };

  function objectUrl(key: string): URL {
    if (key === '' || key.split('/').some((s) => s === '' || s === '.' || s === '..')) {
      throw new Error(`invalid media key: ${key}`);
    }
    const encodedKey = key.split('/').map(uriEncode).join('/');
    const url = new URL(endpoint.href);
    if (options.forcePathStyle) {
      url.pathname = `${basePath}/${uriEncode(options.bucket)}/${encodedKey}`;
    } else {
      url.hostname = `${options.bucket}.${endpoint.hostname}`;
      url.pathname = `${basePath}/${encodedKey}`;
    }
    url.search = '';
    return url;
  }

  function send(
    method: string,
    key: string,
    init: {
      headers?: Record<string, string>;
      body?: RequestInit['body'];
      payloadHash?: string;
      signal?: AbortSignal;
    } = {},
  ): Promise<Response> {
    const url = objectUrl(key);
    const headers = signS3Request({ method, url, headers: init.headers, payloadHash: init.payloadHash }, credentials);
    delete headers.host; // fetch sets it from the URL (the same value).
    const request: RequestInit & { duplex?: 'half' } = { method, headers, signal: init.signal };
    if (init.body !== undefined) {
      request.body = init.body;
      request.duplex = 'half';
    }
    return fetch(url, request);
  }

  return {
    async createTempPath() {
      await mkdir(incoming, { recursive: true });
      return join(incoming, `${randomUUID()}.part`);
    },

    async commit(tempPath, key) {
      const { size } = await stat(tempPath);
      const body = Readable.toWeb(createReadStream(tempPath)) as ReadableStream<Uint8Array>;
      const res = await send('PUT', key, {
        headers: { 'content-length': String(size), 'content-type': 'application/octet-stream' },
        body,
        payloadHash: UNSIGNED_PAYLOAD,
      });
      if (!res.ok) throw new S3StorageError('PutObject', key, res.status, await errorDetail(res));
      await res.body?.cancel();
      await rm(tempPath, { force: true });
    },

    async discardTemp(tempPath) {
      await rm(tempPath, { force: true });
    },

    async stat(key): Promise<StoredObject | null> {
      const res = await send('HEAD', key);
      if (res.status === 404) return null;
      if (!res.ok) throw new S3StorageError('HeadObject', key, res.status, '');
      const sizeBytes = Number(res.headers.get('content-length'));
      const modified = Date.parse(res.headers.get('last-modified') ?? '');
      return {
        sizeBytes: Number.isFinite(sizeBytes) ? sizeBytes : 0,
        modifiedAt: Number.isNaN(modified) ? new Date() : new Date(modified),
      };
    },

    read(key, range) {
      // The request starts when the stream is first read; destroying the stream aborts it.
      const controller = new AbortController();
      async function* body(): AsyncGenerator<Uint8Array> {
        const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
        const res = await send('GET', key, { headers, signal: controller.signal });
        if (!(res.status === 200 || res.status === 206)) {
          throw new S3StorageError('GetObject', key, res.status, await errorDetail(res));
        }
        if (!res.body) return;
        for await (const chunk of res.body) yield chunk;
      }
      const stream = Readable.from(body(), { objectMode: false });
      stream.once('close', () => controller.abort());
      return stream;
    },

    async remove(key) {
      const res = await send('DELETE', key);
      if (!(res.ok || res.status === 404))
        throw new S3StorageError('DeleteObject', key, res.status, await errorDetail(res));
      await res.body?.cancel();
    },
  };
}
