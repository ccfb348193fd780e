import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CARD_IMAGE_MIME,
  CARD_IMAGE_WIDTHS,
  cardHeightFor,
  IMAGE_VARIANT_MIME,
  imageWidthsFor,
  MEDIA_DECODE_FAILED_MESSAGES,
  MEDIA_RETRY_NOT_FAILED_MESSAGE,
  PEAKS_COUNT,
} from '@pulse/domain/media';
import type { WorkMedia } from '@pulse/domain/media-contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { user } from '../src/db/schema/auth';
import { mediaFiles, mediaVariants } from '../src/db/schema/media';
import { ffmpegPath, parseProbe } from '../src/modules/media/ffmpeg';
import { MEDIA_SWEEP_JOB, STUCK_PROCESSING_MS } from '../src/modules/media/media.jobs';
import { processMedia } from '../src/modules/media/media-processing';
import { createLocalMediaStorage, type MediaStorage } from '../src/modules/media/media-storage';
import { type Account, testAccounts } from './helpers/accounts';
import { mp4File, pdfFile, uploadedMediaBody } from './helpers/media-files';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

declare module '../src/jobs/job-runner' {
  interface JobPayloads {
    'test.always-fails': { n: number };
  }
}

let t: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'pulse-pipeline-'));
const mediaDir = join(dataDir, 'media');
const work = mkdtempSync(join(tmpdir(), 'pulse-pipeline-files-'));
let flakyTries = 0;

/** Real files made here: what the pipeline decodes is what phones and editors produce. */
const files = {} as { jpeg: Buffer; video: Buffer; silentVideo: Buffer; mp3: Buffer; pdf: Buffer };

function ffmpegMake(name: string, args: string[]): Buffer {
  const out = join(work, name);
  execFileSync(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', ...args, '-y', out]);
  return readFileSync(out);
}

/** ffmpeg's view of a file (streams, size, duration). */
function probe(content: Buffer) {
  const path = join(work, `probe-${Math.random().toString(36).slice(2)}`);
  writeFileSync(path, content);
  try {
    execFileSync(ffmpegPath(), ['-hide_banner', '-i', path], { stdio: 'pipe' });
    throw new Error('ffmpeg -i without an output should exit 1');
  } catch (err) {
    const stderr = String((err as { stderr?: Buffer }).stderr ?? '');
    return { ...parseProbe(stderr), stderr };
  }
}

beforeAll(async () => {
  // A 1600x900 camera JPEG turned on its side (EXIF orientation 6), with the camera make and a GPS position.
  files.jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 60, b: 30 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PulseCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();
  files.video = ffmpegMake('clip.mp4', [
    ...[
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=640x360:rate=25',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=44100',
    ],
    ...['-t', '12', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
  ]);
  files.silentVideo = ffmpegMake('silent.mp4', [
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15', '-t', '10'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
  ]);
  files.mp3 = ffmpegMake('take.mp3', [
    ...['-f', 'lavfi', '-i', 'sine=frequency=220:sample_rate=44100:duration=7'],
    ...['-af', 'volume=0.5', '-c:a', 'libmp3lame', '-b:a', '128k'],
  ]);
  files.pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 300]/Contents 4 0 R>>endobj\n' +
      '4 0 obj<</Length 24>>stream\n0 0 1 rg 20 20 160 100 re f\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );

  t = await createTestApp({
    env: { DATA_DIR: dataDir },
    extend: (app) => {
      app.jobs.work(
        'test.always-fails',
        async () => {
          flakyTries++;
          throw new Error('storage is down');
        },
        { retryLimit: 1, retryDelaySeconds: 1, policy: 'standard', pollingIntervalSeconds: 0.5 },
      );
    },
  });
}, 60_000);
afterAll(() => t?.close());

const { creativeGuest } = testAccounts(() => t, { ip: '10.43' });

async function approve(c: { id: string }) {
  await t.database.db.update(user).set({ creatorStatus: 'approved' }).where(eq(user.id, c.id));
}

/** Polls the status route as the wizard does until the job has finished. */
async function settled(c: Client, id: string, timeoutMs = 60_000): Promise<WorkMedia> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await c.get(`/api/media/${id}/status`);
    expect(res.statusCode, res.body).toBe(200);
    const media = res.json().media as WorkMedia;
    if (media.status !== 'processing') return media;
    if (Date.now() > until) throw new Error(`media ${id} still processing`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function fetchBytes(c: Client, url: string, headers: Record<string, string> = {}) {
  const res = await c.request({ method: 'GET', url, headers });
  return { res, body: res.rawPayload };
}

describe('images', () => {
  let designer: Account;
  let media: WorkMedia;

  beforeAll(async () => {
    designer = await creativeGuest('designer');
    const uploaded = await uploadedMediaBody(designer.c, files.jpeg, 'IMG_0001.jpg', { purpose: 'snippet' });
    expect(uploaded.workMedia).toMatchObject({
      id: uploaded.media.id,
      kind: 'image',
      status: 'processing',
      images: [],
    });
    media = await settled(designer.c, uploaded.media.id);
  }, 60_000);

  it('accepts a designer’s JPEG and derives upright WebP widths, sizes and a placeholder', async () => {
    expect(media).toMatchObject({ status: 'ready', failureReason: null, kind: 'image', width: 900, height: 1600 });
    expect(media.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(media.images.map((i) => i.width)).toEqual(imageWidthsFor(900));
    for (const image of media.images) {
      const { res, body } = await fetchBytes(designer.c, image.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(IMAGE_VARIANT_MIME);
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([image.width, image.height]);
      expect(image.height).toBe(Math.round((image.width * 1600) / 900));
    }
  });

  it('cuts a picture taller than a card to the card’s 4:3 frame, at the card widths it is wide enough for', async () => {
    expect(media.cardImages.map((i) => [i.width, i.height])).toEqual(
      imageWidthsFor(900, CARD_IMAGE_WIDTHS).map((w) => [w, cardHeightFor(w)]),
    );
    expect(media.cardImages.map((i) => i.width)).toEqual([480, 720, 900]);
    for (const image of media.cardImages) {
      expect(image.mimeType).toBe(CARD_IMAGE_MIME);
      const { res, body } = await fetchBytes(designer.c, image.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/avif');
      const meta = await sharp(body).metadata();
      expect([meta.format, meta.compression, meta.width, meta.height]).toEqual([
        'heif',
        'av1',
        image.width,
        image.height,
      ]);
      expect(meta.exif).toBeUndefined();
      expect(body.includes(Buffer.from('PulseCam'))).toBe(false);
    }
  });

  it('encodes the whole picture in AVIF at the card widths, for the frames that show all of it', async () => {
    expect(media.avifImages.map((i) => [i.width, i.height])).toEqual(
      imageWidthsFor(900, CARD_IMAGE_WIDTHS).map((w) => [w, Math.round((w * 1600) / 900)]),
    );
    for (const image of media.avifImages) {
      expect(image.mimeType).toBe('image/avif');
      const { res, body } = await fetchBytes(designer.c, image.url);
      expect(res.statusCode).toBe(200);
      const meta = await sharp(body).metadata();
      expect([meta.compression, meta.width, meta.height]).toEqual(['av1', image.width, image.height]);
      expect(meta.exif).toBeUndefined();
    }
  });

  it('cuts the middle of the picture, as a card’s `object-fit: cover` shows it', async () => {
    // 800x1600, upright: a red top quarter, a green middle half, a blue bottom quarter. The 4:3 cut (800x600)
    // is rows 500 to 1100, all green.
    const band = (top: number, r: number, g: number, b: number) => ({
      input: { create: { width: 800, height: 400, channels: 3 as const, background: { r, g, b } } },
      top,
      left: 0,
    });
    const striped = await sharp({ create: { width: 800, height: 1600, channels: 3, background: '#00c800' } })
      .composite([band(0, 220, 0, 0), band(1200, 0, 0, 220)])
      .png()
      .toBuffer();
    const { media: uploaded } = await uploadedMediaBody(designer.c, striped, 'bands.png', { purpose: 'snippet' });
    const bands = await settled(designer.c, uploaded.id);
    expect(bands.cardImages.map((i) => i.width)).toEqual([480, 720, 800]);
    const { body } = await fetchBytes(designer.c, bands.cardImages.at(-1)!.url);
    const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    for (const y of [2, info.height / 2, info.height - 3]) {
      const at = (Math.round(y) * info.width + info.width / 2) * info.channels;
      const [r, g, b] = data.subarray(at, at + 3);
      expect(g, `row ${y}`).toBeGreaterThan(170);
      expect(Math.max(r!, b!), `row ${y}`).toBeLessThan(40);
    }
    // The whole picture still has its red top.
    const whole = await fetchBytes(designer.c, bands.images.at(-1)!.url);
    const [r] = (await sharp(whole.body).raw().toBuffer()).subarray(0, 3);
    expect(r).toBeGreaterThan(170);
  }, 60_000);

  it('strips EXIF from every variant: the original’s GPS position and camera are never served', async () => {
    const original = await sharp(files.jpeg).metadata();
    const exif = original.exif!.toString('latin1');
    expect(exif).toContain('PulseCam');
    expect(original.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer (0x8825, LE)
    for (const image of media.images) {
      const { body } = await fetchBytes(designer.c, image.url);
      const meta = await sharp(body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(body.includes(Buffer.from('PulseCam'))).toBe(false);
    }
    // The original is kept exactly as uploaded (the owner downloads it).
    const row = (await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, media.id)))[0]!;
    expect(readFileSync(join(mediaDir, row.storageKey)).equals(files.jpeg)).toBe(true);
  });

  it('stores variants content-addressed and answers a Range on one with 206', async () => {
    const variants = await t.database.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, media.id));
    for (const v of variants) {
      expect(v.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(v.storageKey).toBe(`v/${v.hash.slice(0, 2)}/${v.hash}.${v.mimeType === 'image/avif' ? 'avif' : 'webp'}`);
      expect(v.mimeType).toBe(v.name.startsWith('image-') ? 'image/webp' : 'image/avif');
      expect(readFileSync(join(mediaDir, v.storageKey)).length).toBe(v.sizeBytes);
    }
    const url = media.images[0]!.url;
    const { res, body } = await fetchBytes(designer.c, url, { range: 'bytes=0-99' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(body.length).toBe(100);
    expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
  });

  it('hides a pending creative’s variants from strangers, then caches them for a year once approved', async () => {
    const stranger = new Client(t.app, '10.0.0.9');
    const url = media.images.at(-1)!.url;
    expect((await stranger.get(url)).statusCode).toBe(404);
    expect((await stranger.get(`/api/media/${media.id}/status`)).statusCode).toBe(404);
    const own = await designer.c.get(url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toMatch(/^private/);

    await approve(designer);
    const res = await stranger.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The URL carries the first 16 digits of the file's hash.
    const short = url.split('/').at(-1)!.split('.')[0]!;
    expect(short).toMatch(/^[0-9a-f]{16}$/);
    const variants = await t.database.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, media.id));
    const whole = variants.find((v) => v.hash.startsWith(short))!.hash;
    expect(whole).toMatch(new RegExp(`^${short}[0-9a-f]{48}$`));
    // A current copy is not sent again.
    const again = await stranger.request({
      method: 'GET',
      url,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // A URL with the whole hash, as pages carried it before, finds the same file.
    expect((await stranger.get(url.replace(short, whole))).statusCode).toBe(200);
    expect((await stranger.get(url.replace(short, '0'.repeat(16)))).statusCode).toBe(404);
    expect((await stranger.get(url.replace(short, short.slice(0, 15)))).statusCode).toBe(404);
    expect(
      (await stranger.get(url.replace(short, `${whole.slice(0, 63)}${whole.endsWith('0') ? '1' : '0'}`))).statusCode,
    ).toBe(404);
    expect((await stranger.get(url.replace('.webp', '.mp4'))).statusCode).toBe(404);
  });

  it('can process the same file twice: the variants are replaced, not doubled', async () => {
    const before = await t.database.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, media.id));
    const storage = createLocalMediaStorage(mediaDir);
    // The second run reads the original the way remote storage (S3) is read: downloaded to a temp file.
    const remote: MediaStorage = { ...storage, localPath: undefined };
    expect(await processMedia({ db: t.database.db, storage }, media.id)).toBe('ready');
    expect(await processMedia({ db: t.database.db, storage: remote }, media.id)).toBe('ready');
    expect(await processMedia({ db: t.database.db, storage }, 'no-such-media')).toBe('missing');
    const after = await t.database.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, media.id));
    expect(after.map((v) => [v.name, v.hash]).sort()).toEqual(before.map((v) => [v.name, v.hash]).sort());
    // Nothing is left behind in the temp directory.
    expect(readdirSync(join(mediaDir, '.incoming'))).toEqual([]);
  });
});

describe('video', () => {
  it('derives a poster and an H.264/AAC faststart rendition of a 12 s clip', async () => {
    const videographer = await creativeGuest('videographer');
    const { media: uploaded } = await uploadedMediaBody(videographer.c, files.video, 'clip.mp4', {
      purpose: 'snippet',
    });
    const media = await settled(videographer.c, uploaded.id);
    expect(media).toMatchObject({ status: 'ready', kind: 'video', width: 640, height: 360, durationSeconds: 12 });
    expect(media.placeholder).not.toBeNull();
    // Poster frames at the picture widths, each 16:9 like the clip.
    expect(media.images.map((i) => [i.width, i.height])).toEqual(
      imageWidthsFor(640).map((w) => [w, Math.round((w * 9) / 16)]),
    );
    // Wider than a card already: no card cut, the poster serves the card as it is (in AVIF at 480 and 640 wide).
    expect(media.cardImages).toEqual([]);
    expect(media.avifImages.map((i) => i.width)).toEqual([480, 640]);
    expect(media.playMimeType).toBe('video/mp4');

    const { res, body } = await fetchBytes(videographer.c, media.playUrl!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    const info = probe(body);
    expect(info.stderr).toMatch(/Video: h264.*yuv420p/);
    expect(info.video).toEqual({ width: 640, height: 360 });
    expect(info.hasAudio).toBe(true);
    expect(info.stderr).toMatch(/Audio: aac/);
    expect(Math.round(info.durationSeconds!)).toBe(12);
    // faststart: the movie header comes before the media data.
    expect(body.indexOf('moov')).toBeLessThan(body.indexOf('mdat'));

    const range = await videographer.c.request({
      method: 'GET',
      url: media.playUrl!,
      headers: { range: 'bytes=100-' },
    });
    expect(range.statusCode).toBe(206);
  }, 90_000);

  it('leaves the audio track out when the source has none', async () => {
    const videographer = await creativeGuest('videographer');
    const { media: uploaded } = await uploadedMediaBody(videographer.c, files.silentVideo, 'silent.mp4', {
      purpose: 'snippet',
    });
    const media = await settled(videographer.c, uploaded.id);
    expect(media).toMatchObject({ status: 'ready', width: 320, height: 240, durationSeconds: 10 });
    const { body } = await fetchBytes(videographer.c, media.playUrl!);
    const info = probe(body);
    expect(info.video).toEqual({ width: 320, height: 240 });
    expect(info.hasAudio).toBe(false);
  }, 60_000);
});

describe('audio', () => {
  it('computes waveform peaks and an AAC preview clip of an MP3', async () => {
    const producer = await creativeGuest('producer');
    const { media: uploaded } = await uploadedMediaBody(producer.c, files.mp3, 'take.mp3', { purpose: 'snippet' });
    const media = await settled(producer.c, uploaded.id);
    expect(media).toMatchObject({ status: 'ready', kind: 'audio', durationSeconds: 7, images: [] });
    expect(media.peaks).toHaveLength(PEAKS_COUNT);
    expect(media.peaks!.every((p) => p >= 0 && p <= 1)).toBe(true);
    expect(Math.max(...media.peaks!)).toBe(1);
    // A steady tone: every slice is about as loud as the loudest.
    expect(Math.min(...media.peaks!.slice(2, -2))).toBeGreaterThan(0.8);
    expect(media.playMimeType).toBe('audio/mp4');
    const { res, body } = await fetchBytes(producer.c, media.playUrl!);
    expect(res.headers['content-type']).toBe('audio/mp4');
    const info = probe(body);
    expect(info.stderr).toMatch(/Audio: aac/);
    expect(info.video).toBeNull();
    expect(info.durationSeconds!).toBeGreaterThan(6.5);
    expect(info.durationSeconds!).toBeLessThanOrEqual(7.2);
    expect(body.indexOf('moov')).toBeLessThan(body.indexOf('mdat'));
  }, 60_000);
});

describe('pdf', () => {
  it('renders a designer’s PDF’s first page to picture widths', async () => {
    const designer = await creativeGuest('designer');
    const { media: uploaded } = await uploadedMediaBody(designer.c, files.pdf, 'poster.pdf', { purpose: 'snippet' });
    const media = await settled(designer.c, uploaded.id);
    expect(media).toMatchObject({ status: 'ready', kind: 'pdf', width: 1280, height: 1920 });
    expect(media.images.map((i) => i.width)).toEqual(imageWidthsFor(1280));
    const { body } = await fetchBytes(designer.c, media.images[0]!.url);
    // The page's blue box is in the picture, on white paper.
    const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(at(5, 5)).toEqual([255, 255, 255]);
    const blue = at(Math.round(info.width / 2), info.height - Math.round(info.height / 5));
    expect(blue[2]).toBeGreaterThan(200);
    expect(blue[0]).toBeLessThan(60);
  }, 60_000);

  it('keeps the helpers’ bare one-page PDF readable too', async () => {
    const designer = await creativeGuest('designer');
    const { media: uploaded } = await uploadedMediaBody(designer.c, pdfFile(), 'bare.pdf', { purpose: 'snippet' });
    expect((await settled(designer.c, uploaded.id)).status).toBe('ready');
  }, 60_000);
});

describe('failure and retry', () => {
  it('fails a file that cannot be decoded with a reason, and retries it once its owner asks', async () => {
    const videographer = await creativeGuest('videographer');
    // An MP4 container header with nothing playable inside passes the upload checks but not the decoder.
    const { media: uploaded } = await uploadedMediaBody(videographer.c, mp4File(12), 'broken.mp4', {
      purpose: 'snippet',
    });
    const failed = await settled(videographer.c, uploaded.id);
    expect(failed).toMatchObject({ status: 'failed', failureReason: MEDIA_DECODE_FAILED_MESSAGES.video, images: [] });

    const stranger = new Client(t.app, '10.0.0.7');
    await stranger.post('/api/me/role', { role: 'creator', creativeRole: 'videographer' });
    expect((await stranger.post(`/api/media/${uploaded.id}/retry`)).statusCode).toBe(404);

    // Put a decodable file behind it (as if the decoder had been the problem), then retry.
    const row = (await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, uploaded.id)))[0]!;
    writeFileSync(join(mediaDir, row.storageKey), files.silentVideo);
    const retried = await videographer.c.post(`/api/media/${uploaded.id}/retry`);
    expect(retried.statusCode).toBe(202);
    expect(retried.json().media).toMatchObject({ status: 'processing', failureReason: null });
    const ready = await settled(videographer.c, uploaded.id);
    expect(ready).toMatchObject({ status: 'ready', failureReason: null });
    expect(ready.playUrl).not.toBeNull();

    const again = await videographer.c.post(`/api/media/${uploaded.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MEDIA_RETRY_NOT_FAILED_MESSAGE);
  }, 90_000);

  it('throws (so the job is retried) when storage fails, without marking the file failed', async () => {
    const producer = await creativeGuest('producer');
    const { media: uploaded } = await uploadedMediaBody(producer.c, files.mp3, 'take.mp3', { purpose: 'snippet' });
    await settled(producer.c, uploaded.id);
    const local = createLocalMediaStorage(mediaDir);
    const broken: MediaStorage = {
      ...local,
      localPath: undefined,
      stat: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    };
    await expect(processMedia({ db: t.database.db, storage: broken }, uploaded.id)).rejects.toThrow('ECONNREFUSED');
    const row = (await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, uploaded.id)))[0]!;
    expect(row.status).toBe('ready');
  });

  it('retries a failing job with backoff, then keeps it visible as failed', async () => {
    await t.app.jobs.send('test.always-fails', { n: 1 });
    const until = Date.now() + 20_000;
    let failed = await t.app.jobs.failed('test.always-fails');
    while (failed.length === 0 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 250));
      failed = await t.app.jobs.failed('test.always-fails');
    }
    expect(flakyTries).toBe(2);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ name: 'test.always-fails', data: { n: 1 }, retryCount: 1 });
  }, 30_000);
});

describe('start-up', () => {
  /** A row as a crash or a failed queueing leaves it: the original stored, status processing, no job queued. */
  async function leftBehind(ownerId: string, createdAt = new Date()) {
    const storage = createLocalMediaStorage(mediaDir);
    const temp = await storage.createTempPath();
    writeFileSync(temp, files.mp3);
    const id = `left-behind-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const key = `zz/${id}.mp3`;
    await storage.commit(temp, key);
    await t.database.db.insert(mediaFiles).values({
      id,
      ownerId,
      kind: 'audio',
      mimeType: 'audio/mpeg',
      sizeBytes: files.mp3.length,
      durationSeconds: 7,
      storageKey: key,
      createdAt,
    });
    return id;
  }

  it('the sweep queues a file whose queueing failed minutes ago, and leaves a fresh upload to its own job', async () => {
    const producer = await creativeGuest('producer');
    const stuck = await leftBehind(producer.id, new Date(Date.now() - STUCK_PROCESSING_MS - 60_000));
    const fresh = await leftBehind(producer.id);

    await t.app.jobs.send(MEDIA_SWEEP_JOB, {});
    expect(await settled(producer.c, stuck)).toMatchObject({ status: 'ready', durationSeconds: 7 });
    expect((await producer.c.get(`/api/media/${fresh}/status`)).json().media.status).toBe('processing');
  }, 60_000);

  it('queues every file left processing (from before the pipeline, or a crash) when a runner starts', async () => {
    const producer = await creativeGuest('producer');
    const id = await leftBehind(producer.id);
    expect((await producer.c.get(`/api/media/${id}/status`)).json().media.status).toBe('processing');

    // Another instance starts on the same database (as after a restart): its runner queues the file.
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: '3000',
      DATA_DIR: dataDir,
      WEB_DIST: join(tmpdir(), 'pulse-no-web-dist'),
    });
    const second = await buildApp({
      env,
      database: t.database,
      authSecret: 'test-secret-test-secret-test-secret-0123',
    });
    await second.ready();
    try {
      const media = await settled(producer.c, id);
      expect(media).toMatchObject({ status: 'ready', durationSeconds: 7 });
      expect(media.peaks).toHaveLength(PEAKS_COUNT);
    } finally {
      await second.close();
    }
  }, 60_000);
});
