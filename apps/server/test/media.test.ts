import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MB, SNIPPET_RULES, TRACK_RULE, UNREADABLE_MEDIA_MESSAGE, WRONG_TYPE_MESSAGE } from '@pulse/domain/uploads';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { user } from '../src/db/schema/auth';
import { mediaFiles, mediaVariants } from '../src/db/schema/media';
import { type Account, testAccounts } from './helpers/accounts';
import { mp3File, mp4File, pdfFile, uploadMedia, wavFile } from './helpers/media-files';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'pulse-media-'));
const mediaDir = join(dataDir, 'media');

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(() => t.close());

const { creativeGuest } = testAccounts(() => t, { ip: '10.42' });

/** Every stored file under DATA_DIR/media (uploads in flight included). */
function storedFiles(): string[] {
  let paths: string[];
  try {
    paths = readdirSync(mediaDir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  // A processing job may remove a file between the listing and its stat.
  return paths.filter((p) => statSync(join(mediaDir, p), { throwIfNoEntry: false })?.isFile() ?? false);
}

/**
 * Files written since `before` that no stored file or variant accounts for: what a refused upload would leave.
 * Earlier tests' processing jobs may still be writing their variants while a test runs, so a bare count races.
 */
async function strayFilesSince(before: readonly string[]): Promise<string[]> {
  const known = new Set(before);
  // Those jobs write their outputs to .incoming/, move each to its key and then record its row: for a moment a
  // variant is on disk with no row. A refused upload removes its own file before it answers, so a file that no
  // row accounts for once the jobs are done (10 s at most) is the upload's.
  for (let waited = 0; ; waited += 100) {
    const added = storedFiles().filter((p) => !known.has(p));
    if (added.length === 0) return [];
    const [files, variants] = await Promise.all([
      t.database.db.select({ key: mediaFiles.storageKey }).from(mediaFiles),
      t.database.db.select({ key: mediaVariants.storageKey }).from(mediaVariants),
    ]);
    const kept = [...files, ...variants].map((r) => r.key);
    const stray = added.filter((p) => !kept.some((key) => p.endsWith(key) || key.endsWith(p)));
    if (stray.length === 0 || waited >= 10_000) return stray;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function mediaRows(ownerId: string): Promise<number> {
  const rows = await t.database.db.select({ n: count() }).from(mediaFiles).where(eq(mediaFiles.ownerId, ownerId));
  return rows[0]!.n;
}

describe('uploads: type by content', () => {
  it('keeps a producer’s WAV with its duration, size and type read from the file', async () => {
    const producer = await creativeGuest('producer');
    const wav = wavFile(7);
    const res = await uploadMedia(producer.c, wav, 'take one.wav', { mime: 'text/plain' });
    expect(res.statusCode).toBe(201);
    const { media } = res.json();
    expect(media).toMatchObject({
      kind: 'audio',
      mimeType: 'audio/wav',
      sizeBytes: wav.length,
      durationSeconds: 7,
      originalName: 'take one.wav',
    });
    const row = (await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, media.id)))[0]!;
    expect(readFileSync(join(mediaDir, row.storageKey)).equals(wav)).toBe(true);
  });

  it('reads MP3 frames and rounds the duration to whole seconds', async () => {
    const producer = await creativeGuest('producer');
    const res = await uploadMedia(producer.c, mp3File(6.4), 'beat.bin');
    expect(res.statusCode).toBe(201);
    expect(res.json().media).toMatchObject({ mimeType: 'audio/mpeg', durationSeconds: 6 });
  });

  it('refuses a text file named .mp3 with the spec’s message, leaving no file and no row', async () => {
    const producer = await creativeGuest('producer');
    const before = storedFiles();
    const res = await uploadMedia(producer.c, Buffer.from('not really audio, just words\n'.repeat(50)), 'hit.mp3', {
      mime: 'audio/mpeg',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({ code: 'unsupported_media_type', message: WRONG_TYPE_MESSAGE });
    expect(res.json().error.message).toBe('Please upload a supported file type for your role.');
    expect(await strayFilesSince(before)).toEqual([]);
    expect(await mediaRows(producer.id)).toBe(0);
  });

  it('gives designers PDFs only and videographers video only', async () => {
    const designer = await creativeGuest('designer');
    const pdf = await uploadMedia(designer.c, pdfFile(), 'deck.pdf');
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().media).toMatchObject({ kind: 'pdf', mimeType: 'application/pdf', durationSeconds: null });
    const audio = await uploadMedia(designer.c, wavFile(6), 'deck.pdf', { mime: 'application/pdf' });
    expect(audio.statusCode).toBe(415);
    expect(audio.json().error.message).toBe(WRONG_TYPE_MESSAGE);

    const videographer = await creativeGuest('videographer');
    const mp4 = await uploadMedia(videographer.c, mp4File(15), 'clip.mp4');
    expect(mp4.statusCode).toBe(201);
    expect(mp4.json().media).toMatchObject({ kind: 'video', mimeType: 'video/mp4', durationSeconds: 15 });
    const mov = await uploadMedia(videographer.c, mp4File(29.6, 'qt  '), 'clip.mov');
    expect(mov.json().media).toMatchObject({ mimeType: 'video/quicktime', durationSeconds: 30 });
    expect((await uploadMedia(videographer.c, pdfFile(), 'x.mp4')).statusCode).toBe(415);
    expect((await uploadMedia(videographer.c, wavFile(12), 'x.mp4')).statusCode).toBe(415);
  });

  it('refuses an audio file whose length cannot be read', async () => {
    const producer = await creativeGuest('producer');
    // An ID3 header and nothing playable after it.
    const junk = Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]), Buffer.alloc(2000, 0x20)]);
    const res = await uploadMedia(producer.c, junk, 'tag-only.mp3');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(UNREADABLE_MEDIA_MESSAGE);
    expect(await mediaRows(producer.id)).toBe(0);
  });
});

describe('uploads: who may upload', () => {
  it('needs a session and a creative; full tracks are for producers', async () => {
    const anonymous = new Client(t.app);
    expect((await uploadMedia(anonymous, wavFile(6), 'a.wav')).statusCode).toBe(401);
    const fan = new Client(t.app);
    await fan.post('/api/me/role', { role: 'fan' });
    expect((await uploadMedia(fan, wavFile(6), 'a.wav')).statusCode).toBe(403);
    const designer = await creativeGuest('designer');
    const track = await uploadMedia(designer.c, pdfFile(), 'a.pdf', { purpose: 'track' });
    expect(track.statusCode).toBe(403);
    expect(track.json().error.message).toBe('Full tracks are for producers.');
  });

  it('asks for a file when the request has none', async () => {
    const producer = await creativeGuest('producer');
    const res = await producer.c.request({
      method: 'POST',
      url: '/api/media',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Choose a file to upload.');
  });
});

describe('uploads: size and duration limits', () => {
  it('streams a snippet just over 10 MB and refuses it with 413, writing nothing', async () => {
    const producer = await creativeGuest('producer');
    const before = storedFiles();
    const tooBig = Buffer.concat([wavFile(1), Buffer.alloc(SNIPPET_RULES.audio.maxBytes)]);
    expect(tooBig.length).toBe(SNIPPET_RULES.audio.maxBytes + wavFile(1).length);
    const res = await uploadMedia(producer.c, tooBig, 'long.wav');
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'payload_too_large',
      message: 'This file is too large. The limit is 10 MB.',
    });
    // The part file of the refused stream is removed as the request ends, which can be just after the reply.
    await vi.waitFor(async () => expect(await strayFilesSince(before)).toEqual([]), { timeout: 5_000 });
    expect(await mediaRows(producer.id)).toBe(0);
  });

  it('refuses a body far over the limit from its declared length, before reading it', async () => {
    const producer = await creativeGuest('producer');
    const res = await uploadMedia(producer.c, Buffer.alloc(10 * MB + 200 * 1024), 'huge.wav');
    expect(res.statusCode).toBe(413);
    expect(await mediaRows(producer.id)).toBe(0);
  });

  it('takes a full track up to 50 MB (track purpose) with no length bound', async () => {
    const producer = await creativeGuest('producer');
    const res = await uploadMedia(producer.c, wavFile(95), 'full-track.wav', { purpose: 'track' });
    expect(res.statusCode).toBe(201);
    expect(res.json().media.durationSeconds).toBe(95);
    expect(TRACK_RULE.maxBytes).toBe(50 * MB);
  });

  it('holds audio snippets to 5-10 s and video clips to 10-30 s, after rounding', async () => {
    const producer = await creativeGuest('producer');
    for (const [seconds, status] of [
      [4.4, 400],
      [4.6, 201],
      [10.4, 201],
      [10.6, 400],
      [30, 400],
    ] as const) {
      const res = await uploadMedia(producer.c, wavFile(seconds), `${seconds}.wav`);
      expect(res.statusCode, `${seconds} s`).toBe(status);
      if (status === 400) {
        expect(res.json().error.message).toBe(
          `Audio snippets must be 5-10 seconds long; this one is ${Math.round(seconds)} s.`,
        );
      }
    }
    const videographer = await creativeGuest('videographer');
    expect((await uploadMedia(videographer.c, mp4File(9), 'short.mp4')).json().error.message).toBe(
      'Video clips must be 10-30 seconds long; this one is 9 s.',
    );
    expect((await uploadMedia(videographer.c, mp4File(31), 'long.mp4')).statusCode).toBe(400);
  });
});

describe('playback', () => {
  let approved: Account;
  let mediaId: string;
  let wav: Buffer;
  beforeAll(async () => {
    approved = await creativeGuest('producer');
    await t.database.db.update(user).set({ creatorStatus: 'approved' }).where(eq(user.id, approved.id));
    wav = wavFile(8);
    mediaId = (await uploadMedia(approved.c, wav, 'public.wav')).json().media.id;
  });

  it('serves the whole file with its type, length and caching headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/media/${mediaId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['content-length']).toBe(String(wav.length));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    // @fastify/send's validator, from the file's size and modification time (decision 071).
    expect(res.headers.etag).toMatch(/^W\/".+"$/);
    expect(res.headers['last-modified']).toBeTruthy();
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(wav)).toBe(true);
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/media/${mediaId}`,
      headers: { range: 'bytes=100-1099' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-1099/${wav.length}`);
    expect(res.headers['content-length']).toBe('1000');
    expect(res.rawPayload.equals(wav.subarray(100, 1100))).toBe(true);

    const open = await t.app.inject({ method: 'GET', url: `/api/media/${mediaId}`, headers: { range: 'bytes=0-' } });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes 0-${wav.length - 1}/${wav.length}`);

    const suffix = await t.app.inject({ method: 'GET', url: `/api/media/${mediaId}`, headers: { range: 'bytes=-44' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(wav.subarray(wav.length - 44))).toBe(true);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/media/${mediaId}`,
      headers: { range: `bytes=${wav.length}-` },
    });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${wav.length}`);
    expect(res.json().error.code).toBe('range_not_satisfiable');
    for (const range of ['bytes=-0', 'bytes=20-10']) {
      const bad = await t.app.inject({ method: 'GET', url: `/api/media/${mediaId}`, headers: { range } });
      expect(bad.statusCode, range).toBe(416);
    }
  });

  it('clamps a range to the end, and serves the whole file for several ranges or another unit', async () => {
    const clamped = await t.app.inject({
      method: 'GET',
      url: `/api/media/${mediaId}`,
      headers: { range: `bytes=${wav.length - 10}-${wav.length + 500}` },
    });
    expect(clamped.statusCode).toBe(206);
    expect(clamped.headers['content-range']).toBe(`bytes ${wav.length - 10}-${wav.length - 1}/${wav.length}`);
    expect(clamped.rawPayload.equals(wav.subarray(wav.length - 10))).toBe(true);
    for (const range of ['bytes=0-1,50-60', 'items=0-1']) {
      const whole = await t.app.inject({ method: 'GET', url: `/api/media/${mediaId}`, headers: { range } });
      expect(whole.statusCode, range).toBe(200);
      expect(whole.rawPayload.equals(wav)).toBe(true);
    }
  });

  it('answers 304 to a current ETag, and ignores a Range whose If-Range is stale', async () => {
    const first = await t.app.inject({ method: 'GET', url: `/api/media/${mediaId}` });
    const etag = first.headers.etag as string;
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/media/${mediaId}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('private, max-age=3600');
    const modified = await t.app.inject({
      method: 'GET',
      url: `/api/media/${mediaId}`,
      headers: { 'if-modified-since': first.headers['last-modified'] as string },
    });
    expect(modified.statusCode).toBe(304);
    const stale = await t.app.inject({
      method: 'GET',
      url: `/api/media/${mediaId}`,
      headers: { range: 'bytes=0-9', 'if-range': '"old"' },
    });
    expect(stale.statusCode).toBe(200);
    const current = await t.app.inject({
      method: 'GET',
      url: `/api/media/${mediaId}`,
      headers: { range: 'bytes=0-9', 'if-range': etag },
    });
    expect(current.statusCode).toBe(206);
    expect(current.rawPayload.equals(wav.subarray(0, 10))).toBe(true);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: `/api/media/${mediaId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(wav.length));
    expect(res.rawPayload.length).toBe(0);
  });

  it('keeps a pending creative’s file to the creative and admins (404 for everyone else)', async () => {
    const pending = await creativeGuest('producer');
    const id = (await uploadMedia(pending.c, wavFile(6), 'private.wav')).json().media.id;
    expect((await t.app.inject({ method: 'GET', url: `/api/media/${id}` })).statusCode).toBe(404);
    const other = await creativeGuest('producer');
    expect((await other.c.get(`/api/media/${id}`)).statusCode).toBe(404);
    expect((await pending.c.get(`/api/media/${id}`)).statusCode).toBe(200);
    const admin = new Client(t.app);
    const adminId = (await admin.post('/api/me/role', { role: 'fan' })).json().user.id;
    await t.database.db.update(user).set({ role: 'admin', twoFactorEnabled: true }).where(eq(user.id, adminId));
    expect((await admin.get(`/api/media/${id}`)).statusCode).toBe(200);
    // Approval makes it public.
    await t.database.db.update(user).set({ creatorStatus: 'approved' }).where(eq(user.id, pending.id));
    expect((await t.app.inject({ method: 'GET', url: `/api/media/${id}` })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/media/nope' })).statusCode).toBe(404);
  });
});

describe('dropping an unused upload', () => {
  it('lets only the owner delete it, with its stored file', async () => {
    const producer = await creativeGuest('producer');
    const id = (await uploadMedia(producer.c, wavFile(6), 'draft.wav')).json().media.id;
    const row = (await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, id)))[0]!;
    const other = await creativeGuest('producer');
    expect((await other.c.delete(`/api/media/${id}`)).statusCode).toBe(404);
    expect((await producer.c.delete(`/api/media/${id}`)).statusCode).toBe(204);
    expect(storedFiles()).not.toContain(row.storageKey);
    expect(await mediaRows(producer.id)).toBe(0);
  });
});
