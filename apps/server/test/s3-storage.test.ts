import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../src/config/env';
import { PRESIGN_MIN_BYTES, PRESIGN_SECONDS } from '../src/modules/media/media-response';
import { createMediaStorage, type MediaStorage } from '../src/modules/media/media-storage';
import { createS3MediaStorage } from '../src/modules/media/s3-storage';
import { uploadMedia, wavFile } from './helpers/media-files';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

// s3rver's own account: it checks every request's SigV4 signature against this key (a real S3-compatible server).
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';
const REGION = 'us-east-1';
const BUCKET = 'pulse-media';

let server: S3rver;
let endpoint = '';
beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'pulse-s3rver-')),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server.close();
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

function storageWith(dataDir: string, accessKeyId = ACCESS_KEY): MediaStorage {
  return createS3MediaStorage({
    endpoint,
    bucket: BUCKET,
    region: REGION,
    accessKeyId,
    secretAccessKey: SECRET_KEY,
    forcePathStyle: true,
    incomingDir: join(dataDir, 'media', '.incoming'),
  });
}

describe('S3 media storage (AWS SDK) against an S3-compatible server', () => {
  let storage: MediaStorage;
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pulse-s3-'));
    storage = storageWith(dataDir);
  });

  async function commitBytes(key: string, bytes: Buffer) {
    const temp = await storage.createTempPath();
    expect(temp.startsWith(join(dataDir, 'media', '.incoming'))).toBe(true);
    writeFileSync(temp, bytes);
    await storage.commit(temp, key);
    return temp;
  }

  it('commits a temp file into the bucket and removes the temp file', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    const temp = await commitBytes('ab/one.wav', bytes);
    expect(existsSync(temp)).toBe(false);
    expect((await readAll(storage.read('ab/one.wav'))).equals(bytes)).toBe(true);
  });

  it('uploads a file larger than one part as a multipart upload, byte for byte', async () => {
    const bytes = Buffer.alloc(9 * 1024 * 1024 + 123, 7);
    bytes.write('the end', bytes.length - 7);
    await commitBytes('mp/large.mov', bytes);
    expect((await storage.stat('mp/large.mov'))?.sizeBytes).toBe(bytes.length);
    const tail = await readAll(storage.read('mp/large.mov', { start: bytes.length - 7, end: bytes.length - 1 }));
    expect(tail.toString()).toBe('the end');
  });

  it('stats, reads whole and ranged, and removes', async () => {
    await commitBytes('cd/two.pdf', Buffer.from('0123456789abcdefghij'));
    const stored = await storage.stat('cd/two.pdf');
    expect(stored?.sizeBytes).toBe(20);
    expect(stored?.modifiedAt).toBeInstanceOf(Date);
    expect((await readAll(storage.read('cd/two.pdf'))).toString()).toBe('0123456789abcdefghij');
    expect((await readAll(storage.read('cd/two.pdf', { start: 5, end: 9 }))).toString()).toBe('56789');
    expect((await readAll(storage.read('cd/two.pdf', { start: 19, end: 19 }))).toString()).toBe('j');
    await storage.remove('cd/two.pdf');
    expect(await storage.stat('cd/two.pdf')).toBeNull();
  });

  it('answers null for a missing key, lets removing one pass, and fails a read of one', async () => {
    expect(await storage.stat('zz/missing.wav')).toBeNull();
    await expect(storage.remove('zz/missing.wav')).resolves.toBeUndefined();
    await expect(readAll(storage.read('zz/missing.wav'))).rejects.toThrow();
  });

  it('reports credentials the store does not know as a failed upload and keeps nothing', async () => {
    const wrong = storageWith(dataDir, 'NOT-A-KEY');
    const temp = await wrong.createTempPath();
    writeFileSync(temp, 'x');
    await expect(wrong.commit(temp, 'gh/denied.wav')).rejects.toThrow(/access key/i);
    await wrong.discardTemp(temp);
    expect(await storage.stat('gh/denied.wav')).toBeNull();
  });

  it('refuses keys that could leave their place', async () => {
    for (const key of ['', '../x', 'a//b', 'a/./b']) expect(() => storage.read(key)).toThrow(/invalid media key/);
  });
});

describe('S3 settings', () => {
  it('are all or nothing, with the missing ones named', () => {
    expect(() => loadEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ACCESS_KEY_ID: is required for S3 media storage[\s\S]*S3_SECRET_ACCESS_KEY: is required/,
    );
    const env = loadEnv({});
    expect(env.S3_REGION).toBe('us-east-1');
    expect(env.S3_FORCE_PATH_STYLE).toBe(true);
  });

  it('pick S3 when S3_BUCKET is set, local disk otherwise', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pulse-s3-pick-'));
    const env = loadEnv({
      DATA_DIR: dataDir,
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
    });
    const storage = createMediaStorage(env);
    const temp = await storage.createTempPath();
    writeFileSync(temp, 'picked');
    await storage.commit(temp, 'ij/picked.pdf');
    expect((await readAll(storage.read('ij/picked.pdf'))).toString()).toBe('picked');
    expect(readdirSync(join(dataDir, 'media'))).toEqual(['.incoming']);
  });
});

describe('API with S3 storage', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pulse-s3-app-'));
    t = await createTestApp({
      env: {
        DATA_DIR: dataDir,
        S3_ENDPOINT: endpoint,
        S3_BUCKET: BUCKET,
        S3_REGION: REGION,
        S3_ACCESS_KEY_ID: ACCESS_KEY,
        S3_SECRET_ACCESS_KEY: SECRET_KEY,
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
  });
  afterAll(() => t.close());

  it('uploads a WAV into the bucket, plays a byte range of it back (206) and deletes it', async () => {
    const producer = new Client(t.app);
    expect((await producer.post('/api/me/role', { role: 'creator', creativeRole: 'producer' })).statusCode).toBe(200);
    const wav = wavFile(6);
    const up = await uploadMedia(producer, wav, 'loop.wav', { purpose: 'snippet', mime: 'audio/wav' });
    expect(up.statusCode).toBe(201);
    const { media } = up.json();
    expect(media).toMatchObject({ mimeType: 'audio/wav', sizeBytes: wav.length, durationSeconds: 6 });
    // Only the (empty) incoming directory is on disk: the bytes are in the bucket.
    expect(readdirSync(join(dataDir, 'media'), { recursive: true })).toEqual(['.incoming']);

    const ranged = await producer.request({
      method: 'GET',
      url: `/api/media/${media.id}`,
      headers: { range: 'bytes=100-1123' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 100-1123/${wav.length}`);
    expect(ranged.rawPayload.equals(wav.subarray(100, 1124))).toBe(true);
    const whole = await producer.get(`/api/media/${media.id}`);
    expect(whole.rawPayload.equals(wav)).toBe(true);
    // The validators are the object's: the same on every request, so a current copy is not sent again.
    const again = await producer.request({
      method: 'GET',
      url: `/api/media/${media.id}`,
      headers: { 'if-none-match': whole.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const past = await producer.request({
      method: 'GET',
      url: `/api/media/${media.id}`,
      headers: { range: `bytes=${wav.length}-` },
    });
    expect(past.statusCode).toBe(416);
    // The copy each answer was sent from is gone once the answer holds it open (and processing's copy of the
    // original once the job is done).
    await vi.waitFor(() => expect(readdirSync(join(dataDir, 'media'), { recursive: true })).toEqual(['.incoming']), {
      timeout: 30_000,
      interval: 100,
    });

    const del = await producer.request({
      method: 'DELETE',
      url: `/api/media/${media.id}`,
      headers: { 'x-pulse-request': '1' },
    });
    expect(del.statusCode).toBeLessThan(300);
    expect((await producer.get(`/api/media/${media.id}`)).statusCode).toBe(404);
  });

  it('sends large media straight from the bucket through a short-lived signed URL, ranges included', async () => {
    const producer = new Client(t.app);
    expect((await producer.post('/api/me/role', { role: 'creator', creativeRole: 'producer' })).statusCode).toBe(200);
    const wav = wavFile(8, 96_000); // 1.5 MB: above PRESIGN_MIN_BYTES
    expect(wav.length).toBeGreaterThanOrEqual(PRESIGN_MIN_BYTES);
    const up = await uploadMedia(producer, wav, 'long.wav', { purpose: 'snippet', mime: 'audio/wav' });
    expect(up.statusCode, up.body).toBe(201);
    const { media } = up.json();

    const res = await producer.get(`/api/media/${media.id}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    const location = new URL(res.headers.location as string);
    expect(location.origin).toBe(endpoint);
    expect(location.searchParams.get('X-Amz-Expires')).toBe(String(PRESIGN_SECONDS));
    expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // The player fetches the bytes, and seeks, from the store itself.
    const whole = await fetch(location);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await whole.arrayBuffer()).equals(wav)).toBe(true);
    const ranged = await fetch(location, { headers: { range: 'bytes=1000-1999' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(wav.subarray(1000, 2000))).toBe(true);
    // A URL stripped of its signature is refused (s3rver answers 400 where S3 answers 403).
    location.searchParams.delete('X-Amz-Signature');
    expect((await fetch(location)).status).toBeGreaterThanOrEqual(400);
    // Another viewer never gets a URL for private media.
    const stranger = new Client(t.app, '10.66.0.1');
    expect((await stranger.get(`/api/media/${media.id}`)).statusCode).not.toBe(302);
    // The page may load media from the bucket.
    const page = await producer.get('/api/health');
    expect(page.headers['content-security-policy']).toContain(`media-src 'self' blob: ${endpoint}`);
  });
});
