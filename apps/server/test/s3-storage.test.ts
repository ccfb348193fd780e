import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../src/config/env';
import { createMediaStorage, type MediaStorage } from '../src/modules/media/media-storage';
import {
  canonicalQuery,
  canonicalRequest,
  canonicalUri,
  parseAuthorization,
  sha256Hex,
  signature,
  signS3Request,
  UNSIGNED_PAYLOAD,
} from '../src/modules/media/s3-signature';
import { createS3MediaStorage } from '../src/modules/media/s3-storage';
import { multipart, wavFile } from './helpers/media-files';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

const ACCESS_KEY = 'PULSETESTACCESSKEY';
const SECRET_KEY = 'pulse/test+secret/key';
const REGION = 'eu-test-1';
const BUCKET = 'pulse-media';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
}

/**
 * A small S3 in memory: path-style `/bucket/key`, PUT/HEAD/GET (one Range)/DELETE, and every request must
 * carry a SigV4 Authorization for ACCESS_KEY whose signature it recomputes (403 SignatureDoesNotMatch otherwise).
 */
class FakeS3 {
  readonly objects = new Map<string, { body: Buffer; modified: Date }>();
  readonly seen: Seen[] = [];
  private server: Server = createServer((req, res) => {
    this.handle(req)
      .then(({ status, headers = {}, body }) => {
        res.writeHead(status, headers);
        res.end(req.method === 'HEAD' ? undefined : body);
      })
      .catch((err: unknown) => {
        res.writeHead(500);
        res.end(String(err));
      });
  });
  endpoint = '';

  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.endpoint = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    this.server.closeAllConnections();
    return new Promise<void>((r) => this.server.close(() => r()));
  }

  private verify(req: IncomingMessage, body: Buffer): string | null {
    const auth = parseAuthorization(String(req.headers.authorization ?? ''));
    if (!auth) return 'AccessDenied';
    if (auth.accessKeyId !== ACCESS_KEY) return 'InvalidAccessKeyId';
    if (auth.region !== REGION || auth.service !== 's3') return 'AuthorizationHeaderMalformed';
    const xAmzDate = String(req.headers['x-amz-date'] ?? '');
    if (xAmzDate.slice(0, 8) !== auth.day) return 'AuthorizationHeaderMalformed';
    for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
      if (!auth.signedHeaders.includes(required)) return 'AccessDenied';
    }
    const payloadHash = String(req.headers['x-amz-content-sha256']);
    if (payloadHash !== UNSIGNED_PAYLOAD && payloadHash !== sha256Hex(body)) return 'XAmzContentSHA256Mismatch';
    const url = new URL(req.url ?? '/', 'http://fake');
    const headers = Object.fromEntries(auth.signedHeaders.map((h) => [h, String(req.headers[h] ?? '')]));
    const { text } = canonicalRequest({
      method: req.method ?? '',
      uri: canonicalUri(url.pathname),
      query: canonicalQuery(url.searchParams),
      headers,
      payloadHash,
    });
    return signature(text, xAmzDate, SECRET_KEY, REGION) === auth.signature ? null : 'SignatureDoesNotMatch';
  }

  private async handle(
    req: IncomingMessage,
  ): Promise<{ status: number; headers?: Record<string, string>; body?: Buffer }> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://fake');
    this.seen.push({ method: req.method ?? '', path: url.pathname, headers: req.headers });
    const xmlError = (status: number, code: string) => ({
      status,
      headers: { 'content-type': 'application/xml' },
      body: Buffer.from(`<?xml version="1.0"?><Error><Code>${code}</Code></Error>`),
    });

    const denied = this.verify(req, body);
    if (denied) return xmlError(403, denied);
    const prefix = `/${BUCKET}/`;
    if (!url.pathname.startsWith(prefix)) return xmlError(404, 'NoSuchBucket');
    const key = decodeURIComponent(url.pathname.slice(prefix.length));
    const object = this.objects.get(key);

    switch (req.method) {
      case 'PUT': {
        if (req.headers['content-length'] === undefined) return xmlError(411, 'MissingContentLength');
        this.objects.set(key, { body, modified: new Date() });
        return { status: 200, headers: { etag: `"${sha256Hex(body).slice(0, 32)}"` } };
      }
      case 'DELETE':
        this.objects.delete(key);
        return { status: 204 };
      case 'HEAD':
      case 'GET': {
        if (!object) return xmlError(404, 'NoSuchKey');
        const size = object.body.length;
        const common = { 'last-modified': object.modified.toUTCString(), 'accept-ranges': 'bytes' };
        const m = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
        if (req.method === 'GET' && m) {
          const start = Number(m[1]);
          if (start >= size) return xmlError(416, 'InvalidRange');
          const end = Math.min(m[2] ? Number(m[2]) : size - 1, size - 1);
          return {
            status: 206,
            headers: {
              ...common,
              'content-range': `bytes ${start}-${end}/${size}`,
              'content-length': String(end - start + 1),
            },
            body: object.body.subarray(start, end + 1),
          };
        }
        return { status: 200, headers: { ...common, 'content-length': String(size) }, body: object.body };
      }
      default:
        return xmlError(405, 'MethodNotAllowed');
    }
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

const s3 = new FakeS3();
beforeAll(() => s3.start());
afterAll(() => s3.stop());

describe('SigV4 signing', () => {
  it('matches the published S3 GetObject example (AKIAIOSFODNN7EXAMPLE, bytes=0-9)', () => {
    const headers = signS3Request(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        now: new Date('2013-05-24T00:00:00Z'),
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers['x-amz-content-sha256']).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('matches the published S3 PutObject example (signed payload, a `$` in the key, a Date header)', () => {
    const payloadHash = sha256Hex('Welcome to Amazon S3.');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const { text, signedHeaders } = canonicalRequest({
      method: 'PUT',
      uri: canonicalUri('/test$file.text'),
      query: '',
      headers: {
        date: 'Fri, 24 May 2013 00:00:00 GMT',
        host: 'examplebucket.s3.amazonaws.com',
        'x-amz-date': '20130524T000000Z',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': payloadHash,
      },
      payloadHash,
    });
    expect(signedHeaders).toBe('date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class');
    expect(signature(text, '20130524T000000Z', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'us-east-1')).toBe(
      '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('encodes each path segment once and sorts the query', () => {
    expect(canonicalUri('/test$file.text')).toBe('/test%24file.text');
    expect(canonicalUri('/a%20b/c d/e~f')).toBe('/a%20b/c%20d/e~f');
    expect(canonicalQuery(new URLSearchParams('prefix=x y&acl=&max-keys=2'))).toBe('acl=&max-keys=2&prefix=x%20y');
  });
});

describe('S3 media storage against an S3-compatible server', () => {
  let storage: MediaStorage;
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pulse-s3-'));
    storage = createS3MediaStorage({
      endpoint: s3.endpoint,
      bucket: BUCKET,
      region: REGION,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET_KEY,
      forcePathStyle: true,
      incomingDir: join(dataDir, 'media', '.incoming'),
    });
  });

  async function commitBytes(key: string, bytes: Buffer) {
    const temp = await storage.createTempPath();
    expect(temp.startsWith(join(dataDir, 'media', '.incoming'))).toBe(true);
    writeFileSync(temp, bytes);
    await storage.commit(temp, key);
    return temp;
  }

  it('commits a temp file as a PUT with its Content-Length and removes the temp file', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    const temp = await commitBytes('ab/one.wav', bytes);
    expect(existsSync(temp)).toBe(false);
    expect(s3.objects.get('ab/one.wav')?.body.equals(bytes)).toBe(true);
    const put = s3.seen.findLast((r) => r.method === 'PUT')!;
    expect(put.path).toBe(`/${BUCKET}/ab/one.wav`);
    expect(put.headers['content-length']).toBe(String(bytes.length));
    expect(put.headers['transfer-encoding']).toBeUndefined();
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=PULSETESTACCESSKEY\//);
  });

  it('stats, reads whole and ranged, and removes', async () => {
    const bytes = Buffer.from('0123456789abcdefghij');
    await commitBytes('cd/two.pdf', bytes);
    const stored = await storage.stat('cd/two.pdf');
    expect(stored?.sizeBytes).toBe(20);
    expect(stored?.modifiedAt).toBeInstanceOf(Date);

    expect((await readAll(storage.read('cd/two.pdf'))).toString()).toBe('0123456789abcdefghij');
    expect((await readAll(storage.read('cd/two.pdf', { start: 5, end: 9 }))).toString()).toBe('56789');
    expect((await readAll(storage.read('cd/two.pdf', { start: 19, end: 19 }))).toString()).toBe('j');
    expect(s3.seen.findLast((r) => r.method === 'GET')?.headers.range).toBe('bytes=19-19');

    await storage.remove('cd/two.pdf');
    expect(s3.objects.has('cd/two.pdf')).toBe(false);
    expect(await storage.stat('cd/two.pdf')).toBeNull();
  });

  it('does not call S3 until a read stream is consumed', async () => {
    const before = s3.seen.length;
    const stream = storage.read('ef/lazy.wav');
    await new Promise((r) => setTimeout(r, 20));
    expect(s3.seen.length).toBe(before);
    stream.destroy();
  });

  it('addresses the bucket as a subdomain when path style is off, signing that host', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      calls.push({ url: String(input), headers: init?.headers as Record<string, string> });
      return new Response(null, { status: 404 });
    });
    try {
      const aws = createS3MediaStorage({
        endpoint: 'https://s3.eu-test-1.amazonaws.com',
        bucket: BUCKET,
        region: REGION,
        accessKeyId: ACCESS_KEY,
        secretAccessKey: SECRET_KEY,
        forcePathStyle: false,
        incomingDir: join(dataDir, 'media', '.incoming'),
      });
      expect(await aws.stat('kl/virtual host.wav')).toBeNull();
    } finally {
      spy.mockRestore();
    }
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`https://${BUCKET}.s3.eu-test-1.amazonaws.com/kl/virtual%20host.wav`);
    expect(calls[0]!.headers.authorization).toMatch(/SignedHeaders=host;x-amz-content-sha256;x-amz-date,/);
  });

  it('answers null for a missing key, lets removing one pass, and fails a read of one', async () => {
    expect(await storage.stat('zz/missing.wav')).toBeNull();
    await expect(storage.remove('zz/missing.wav')).resolves.toBeUndefined();
    await expect(readAll(storage.read('zz/missing.wav'))).rejects.toThrow(
      /GetObject zz\/missing.wav failed: HTTP 404 NoSuchKey/,
    );
  });

  it('reports a wrong secret as a failed PUT and keeps nothing', async () => {
    const wrong = createS3MediaStorage({
      endpoint: s3.endpoint,
      bucket: BUCKET,
      region: REGION,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: 'not-the-secret',
      forcePathStyle: true,
      incomingDir: join(dataDir, 'media', '.incoming'),
    });
    const temp = await wrong.createTempPath();
    writeFileSync(temp, 'x');
    await expect(wrong.commit(temp, 'gh/denied.wav')).rejects.toThrow(/HTTP 403 SignatureDoesNotMatch/);
    await wrong.discardTemp(temp);
    expect(s3.objects.has('gh/denied.wav')).toBe(false);
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
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
    });
    const storage = createMediaStorage(env);
    const temp = await storage.createTempPath();
    writeFileSync(temp, 'picked');
    await storage.commit(temp, 'ij/picked.pdf');
    expect(s3.objects.get('ij/picked.pdf')?.body.toString()).toBe('picked');
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
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: BUCKET,
        S3_REGION: REGION,
        S3_ACCESS_KEY_ID: ACCESS_KEY,
        S3_SECRET_ACCESS_KEY: SECRET_KEY,
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
  });
  afterAll(() => t.close());

  it('uploads a WAV into the bucket and plays a byte range of it back (206)', async () => {
    const producer = new Client(t.app);
    expect((await producer.post('/api/me/role', { role: 'creator', creativeRole: 'producer' })).statusCode).toBe(200);
    const wav = wavFile(6);
    const up = await producer.request({
      method: 'POST',
      url: '/api/media?purpose=snippet',
      ...multipart(wav, 'loop.wav', 'audio/wav'),
    });
    expect(up.statusCode).toBe(201);
    const { media } = up.json();
    expect(media).toMatchObject({ mimeType: 'audio/wav', sizeBytes: wav.length, durationSeconds: 6 });

    // The bytes are in the bucket, not on disk (only the empty incoming directory is left).
    const stored = [...s3.objects].find(([key]) => key.includes(media.id));
    expect(stored?.[1].body.equals(wav)).toBe(true);
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
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(wav)).toBe(true);

    // Deleting the upload deletes the object.
    const del = await producer.request({
      method: 'DELETE',
      url: `/api/media/${media.id}`,
      headers: { 'x-pulse-request': '1' },
    });
    expect(del.statusCode).toBeLessThan(300);
    expect(s3.objects.has(stored![0])).toBe(false);
  });
});
