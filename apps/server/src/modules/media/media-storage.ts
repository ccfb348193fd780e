import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { Env } from '../../config/env';
import { createS3MediaStorage } from './s3-storage';

export interface PresignOptions {
  expiresInSeconds: number;
  /** Response headers the store sends with the object (S3's response-* overrides). */
  contentType: string;
  cacheControl: string;
  disposition?: string;
}

export interface StoredObject {
  sizeBytes: number;
  modifiedAt: Date;
}

/**
 * Where uploaded bytes live (DESIGN 2, media). An upload streams into a temp file first and is committed
 * under its key only once it passed every check, so a refused upload leaves nothing behind. The local
 * implementation is the default; an S3-compatible one fits the same shape (commit = PutObject of the temp
 * file, read = GetObject with a Range) and is chosen in one place, `createMediaStorage` (decision: media).
 */
export interface MediaStorage {
  /** A fresh path to stream an upload into; nothing exists there yet. */
  createTempPath(): Promise<string>;
  /** Moves a finished temp file under `key`. */
  commit(tempPath: string, key: string): Promise<void>;
  /** Removes a temp file if it is still there (after a refusal, or a no-op after commit). */
  discardTemp(tempPath: string): Promise<void>;
  stat(key: string): Promise<StoredObject | null>;
  /** The bytes of `key`, or the inclusive byte range. */
  read(key: string, range?: { start: number; end: number }): Readable;
  remove(key: string): Promise<void>;
  /**
   * Remote storage only: a short-lived signed URL the browser fetches the object from directly (ranges
   * included), so large media does not pass through an app instance (issue 20).
   */
  presignedUrl?(key: string, options: PresignOptions): Promise<string>;
  /**
   * The file's path on this machine when the storage is local disk (ffmpeg and sharp read it in place);
   * absent for remote storage, where processing downloads the object to a temp file first.
   */
  localPath?(key: string): string;
}

/** Files under `root` (DATA_DIR/media): `incoming/` for uploads in flight, the key's path for the rest. */
export function createLocalMediaStorage(root: string): MediaStorage {
  const base = resolve(root);
  const incoming = join(base, '.incoming');

  function pathOf(key: string): string {
    const path = resolve(base, key);
    // Keys are ours, but a key must never point outside the media directory.
    if (!path.startsWith(base + sep)) throw new Error(`media key outside storage: ${key}`);
    return path;
  }

  return {
    async createTempPath() {
      await mkdir(incoming, { recursive: true });
      return join(incoming, `${randomUUID()}.part`);
    },
    async commit(tempPath, key) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      await rename(tempPath, target);
    },
    async discardTemp(tempPath) {
      await rm(tempPath, { force: true });
    },
    async stat(key) {
      try {
        const s = await stat(pathOf(key));
        return s.isFile() ? { sizeBytes: s.size, modifiedAt: s.mtime } : null;
      } catch {
        return null;
      }
    },
    read(key, range) {
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    localPath(key) {
      return pathOf(key);
    },
  };
}

export type MediaStorageEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PUBLIC_ENDPOINT'
>;

/**
 * The storage the app uses: an S3-compatible bucket when S3_BUCKET is set (the env module makes sure the
 * other S3_* settings are there too), else local disk under DATA_DIR/media. Uploads in flight always go to
 * DATA_DIR/media/.incoming.
 */
export function createMediaStorage(env: MediaStorageEnv): MediaStorage {
  const root = join(env.DATA_DIR, 'media');
  if (env.S3_BUCKET && env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3MediaStorage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      publicEndpoint: env.S3_PUBLIC_ENDPOINT,
      incomingDir: join(root, '.incoming'),
    });
  }
  return createLocalMediaStorage(root);
}

/** Where browsers fetch large media from when it is in a bucket (the CSP's img-src and media-src allow it). */
export function mediaStoreOrigins(env: MediaStorageEnv): string[] {
  const endpoint = env.S3_BUCKET ? (env.S3_PUBLIC_ENDPOINT ?? env.S3_ENDPOINT) : undefined;
  if (!endpoint) return [];
  const url = new URL(endpoint);
  if (env.S3_FORCE_PATH_STYLE) return [url.origin];
  return [url.origin, `${url.protocol}//${env.S3_BUCKET}.${url.host}`];
}
