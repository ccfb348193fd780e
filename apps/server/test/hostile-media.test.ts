import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_DECODE_FAILED_MESSAGES, PEAKS_COUNT } from '@pulse/domain/media';
import type { WorkMedia } from '@pulse/domain/media-contracts';
import { UNREADABLE_MEDIA_MESSAGE, WRONG_TYPE_MESSAGE } from '@pulse/domain/uploads';
import { PEAK_BUCKETS } from '@pulse/domain/waveform';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../src/db/schema/media';
import {
  configureFfmpeg,
  FfmpegError,
  ffmpegLimits,
  ffmpegPath,
  probeMedia,
  runFfmpeg,
} from '../src/modules/media/ffmpeg';
import { deriveImageVariants } from '../src/modules/media/image-variants';
import { storedAudioPeaks } from '../src/modules/media/media-processing';
import { createLocalMediaStorage } from '../src/modules/media/media-storage';
import { testAccounts } from './helpers/accounts';
import {
  aiffClaiming,
  aviWithPlaylist,
  blackPng,
  endlessWav,
  mp3HidingPlaylist,
  wavClaiming,
} from './helpers/hostile-media';
import { uploadedMediaBody, uploadMedia } from './helpers/media-files';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

/**
 * The hostile media corpus (issue 34 item 8, decision 059): files from strangers that try to make the decoders
 * read other files, run forever, or allocate what a header claims. Each is refused at upload or ends failed or
 * bounded, within the fence's caps, and nothing outside the upload is read.
 */

let t: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'pulse-hostile-'));
const work = mkdtempSync(join(tmpdir(), 'pulse-hostile-files-'));
const FOUR_GB = 0xfffffff0;
const operatorFfmpeg = process.env.FFMPEG_PATH;

/** Real media made with the packaged ffmpeg from the test's own generators (trusted input). */
function ffmpegMake(name: string, args: string[]): Buffer {
  const out = join(work, name);
  execFileSync(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', ...args, '-y', out]);
  return readFileSync(out);
}

/** The loudest 16-bit sample of a file's audio, decoded by the test's own ffmpeg. */
function loudestSample(content: Buffer): number {
  const path = join(work, `decode-${Math.random().toString(36).slice(2)}`);
  writeFileSync(path, content);
  const pcm = execFileSync(ffmpegPath(), ['-v', 'error', '-i', path, '-ac', '1', '-f', 's16le', 'pipe:1'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  let loudest = 0;
  for (let at = 0; at + 1 < pcm.length; at += 2) loudest = Math.max(loudest, Math.abs(pcm.readInt16LE(at)));
  return loudest;
}

const files = {} as { loud: Buffer; clip: Buffer; faststartClip: Buffer };

beforeAll(async () => {
  files.loud = ffmpegMake('loud.mp3', [
    ...['-f', 'lavfi', '-i', 'sine=frequency=880:sample_rate=44100:duration=8'],
    ...['-af', 'volume=6', '-c:a', 'libmp3lame', '-b:a', '128k'],
  ]);
  const video = ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-t', '12'];
  const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
  files.clip = ffmpegMake('clip.mp4', [...video, ...h264]);
  files.faststartClip = ffmpegMake('faststart.mp4', [...video, ...h264, '-movflags', '+faststart']);
  // FFMPEG_PATH in the environment runs the corpus against that build (decision 059).
  t = await createTestApp({ env: { DATA_DIR: dataDir, ...(operatorFfmpeg ? { FFMPEG_PATH: operatorFfmpeg } : {}) } });
}, 60_000);
afterAll(() => t?.close());

const { creativeGuest } = testAccounts(() => t, { ip: '10.45' });

/** Polls the status route as the wizard does until the job has finished; with how long it took. */
async function settled(c: Client, id: string, timeoutMs = 60_000): Promise<{ media: WorkMedia; ms: number }> {
  const started = performance.now();
  for (;;) {
    const res = await c.get(`/api/media/${id}/status`);
    expect(res.statusCode, res.body).toBe(200);
    const media = res.json().media as WorkMedia;
    if (media.status !== 'processing') return { media, ms: performance.now() - started };
    if (performance.now() - started > timeoutMs) throw new Error(`media ${id} still processing`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function filesOf(ownerId: string) {
  return t.database.db.select().from(mediaFiles).where(eq(mediaFiles.ownerId, ownerId));
}

describe('the fence', () => {
  it('runs the operator’s ffmpeg (FFMPEG_PATH) with no environment, in an empty directory, under the kernel’s caps', async () => {
    // A stand-in binary that reports what it was given, then exits as a probe does.
    const dir = mkdtempSync(join(tmpdir(), 'pulse-hostile-bin-'));
    const binary = join(dir, 'ffmpeg');
    writeFileSync(
      binary,
      '#!/bin/sh\necho "env:$(env | grep -vE \'^(PWD|OLDPWD|SHLVL|_)=\' | wc -l)" >&2\necho "cwd:$(pwd) files:$(ls -A | wc -l)" >&2\n' +
        'echo "as:$(ulimit -v) cpu:$(ulimit -t) core:$(ulimit -c)" >&2\necho "args:$*" >&2\nexit 1\n',
      { mode: 0o755 },
    );
    const wav = join(work, 'plain.wav');
    writeFileSync(wav, wavClaiming(6 * 8000 * 2, 6));
    configureFfmpeg({ path: binary });
    try {
      const { stderr } = await probeMedia(wav);
      expect(stderr).toContain('env:0');
      expect(stderr).toMatch(/cwd:\S*pulse-ffmpeg-\S* files:0/);
      const caps = ffmpegLimits();
      expect(stderr).toContain(`as:${caps.memoryBytes / 1024} cpu:${(caps.timeoutMs / 1000) * 2 + 5} core:0`);
      expect(stderr).toContain(`-protocol_whitelist file -format_whitelist wav -f wav`);
      expect(stderr).toContain(`-i file:${wav}`);
    } finally {
      configureFfmpeg({ path: operatorFfmpeg ?? null });
    }
  });
});

describe('files that try to read other files', () => {
  it('refuses an AVI that wraps an HLS playlist naming /etc/passwd, and ffmpeg is never started on one', async () => {
    const videographer = await creativeGuest('videographer');
    const avi = aviWithPlaylist('file:///etc/passwd');
    const res = await uploadMedia(videographer.c, avi, 'clip.avi', { purpose: 'snippet', mime: 'video/x-msvideo' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(WRONG_TYPE_MESSAGE);
    expect(await filesOf(videographer.id)).toEqual([]);

    // Handed to the pipeline anyway (a file stored before the fence, a bug upstream), it is refused unopened.
    const path = join(work, 'clip.avi');
    writeFileSync(path, avi);
    const refused = await probeMedia(path).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(FfmpegError);
    expect(refused).toMatchObject({ fence: 'input', code: null, signal: null });
  });

  it('decodes an MP3 whose ID3 tag hides an HLS playlist as the MP3 it claims to be: no other file is read', async () => {
    // Another creative's private upload (pending: no one else may play it), a loud tone...
    const victim = await creativeGuest('producer');
    const { media: secretUpload } = await uploadedMediaBody(victim.c, files.loud, 'unreleased.mp3', {
      purpose: 'snippet',
    });
    const { media: own } = await settled(victim.c, secretUpload.id);
    expect(Math.min(...own.peaks!.slice(2, -2))).toBeGreaterThan(0.8);
    const [secretRow] = await filesOf(victim.id);
    // ...and any other file on the machine, last read in 2020: a read moves its access time (relatime), which
    // is checked first, since a file system mounted noatime would never tell.
    const secret = join(mkdtempSync(join(tmpdir(), 'pulse-hostile-secret-')), 'secret.mp3');
    writeFileSync(secret, files.loud);
    const longAgo = new Date('2020-01-01T00:00:00Z');
    const { mtime } = statSync(secret);
    utimesSync(secret, longAgo, mtime);
    readFileSync(secret);
    const readsShow = statSync(secret).atimeMs > longAgo.getTime();
    utimesSync(secret, longAgo, mtime);

    // The playlist names the other file by its absolute path, and the victim's stored original by its path
    // relative to the attacker's own upload (the media URLs' ids give it away).
    const attacker = await creativeGuest('producer');
    const bait = mp3HidingPlaylist([secret, `../${secretRow!.storageKey}`], 7);
    const { media: baitUpload } = await uploadedMediaBody(attacker.c, bait, 'take.mp3', { purpose: 'snippet' });
    expect(baitUpload.durationSeconds).toBe(7);
    const { media } = await settled(attacker.c, baitUpload.id);

    // Decoded as an MP3, it is the silence it holds (or nothing at all): never a tone of either file.
    if (media.status === 'ready') {
      expect(media.peaks).toEqual(new Array(PEAKS_COUNT).fill(0));
      const preview = await attacker.c.request({ method: 'GET', url: media.playUrl! });
      expect(preview.statusCode).toBe(200);
      expect(loudestSample(preview.rawPayload)).toBeLessThan(100);
    } else {
      expect(media).toMatchObject({ status: 'failed', failureReason: MEDIA_DECODE_FAILED_MESSAGES.audio });
    }
    if (readsShow) expect(statSync(secret).atime).toEqual(longAgo);
  }, 90_000);
});

describe('files that are not what they say', () => {
  it('refuses an MP4 cut before its movie header: its length cannot be read', async () => {
    const videographer = await creativeGuest('videographer');
    const res = await uploadMedia(
      videographer.c,
      files.clip.subarray(0, Math.floor(files.clip.length / 2)),
      'cut.mp4',
      { purpose: 'snippet' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(UNREADABLE_MEDIA_MESSAGE);
    expect(await filesOf(videographer.id)).toEqual([]);
  });

  it('processes an MP4 cut in the middle of its frames safely: a shorter rendition or a failure, soon', async () => {
    const videographer = await creativeGuest('videographer');
    const cut = files.faststartClip.subarray(0, Math.floor(files.faststartClip.length * 0.6));
    const { media: uploadedClip } = await uploadedMediaBody(videographer.c, cut, 'cut.mp4', { purpose: 'snippet' });
    expect(uploadedClip.durationSeconds).toBe(12);
    const { media, ms } = await settled(videographer.c, uploadedClip.id);
    expect(ms).toBeLessThan(45_000);
    if (media.status === 'failed') expect(media.failureReason).toBe(MEDIA_DECODE_FAILED_MESSAGES.video);
    else expect(media).toMatchObject({ status: 'ready', width: 320, height: 240 });
  }, 60_000);
});

describe('pictures that decode to gigabytes', () => {
  it('refuses a 50,000 x 50,000 PNG from its header, and keeps nothing', async () => {
    const designer = await creativeGuest('designer');
    const png = await blackPng(50_000, 50_000);
    expect(png.length).toBeLessThan(1024 * 1024);
    const res = await uploadMedia(designer.c, png, 'huge.png', { purpose: 'snippet' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      message: MEDIA_DECODE_FAILED_MESSAGES.image,
      fields: { file: MEDIA_DECODE_FAILED_MESSAGES.image },
    });
    expect(await filesOf(designer.id)).toEqual([]);
  });

  it('refuses a decompression bomb under sharp’s own limit (33 KB that decode to 268 megapixels)', async () => {
    const designer = await creativeGuest('designer');
    const bomb = await blackPng(16_383, 16_383);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const res = await uploadMedia(designer.c, bomb, 'bomb.png', { purpose: 'snippet' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MEDIA_DECODE_FAILED_MESSAGES.image);
    expect(await filesOf(designer.id)).toEqual([]);

    // A bomb that reached processing anyway (stored before the fence) is refused before a pixel is decoded.
    const path = join(work, 'bomb.png');
    writeFileSync(path, bomb);
    const started = performance.now();
    let temps = 0;
    const refused = await deriveImageVariants(path, async () => join(work, `variant-${temps++}`)).catch(
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toMatch(/pixel limit/);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(temps).toBe(0);
  });
});

describe('headers that claim more than the file holds', () => {
  it('reads a 6 s WAV whose header claims 4 GB as 6 s, and a beat’s waveform of it by what is there', async () => {
    const producer = await creativeGuest('producer');
    const wav = wavClaiming(FOUR_GB, 6);
    const { media: up } = await uploadedMediaBody(producer.c, wav, 'claims-4gb.wav', { purpose: 'snippet' });
    expect(up.durationSeconds).toBe(6);
    const { media } = await settled(producer.c, up.id);
    expect(media).toMatchObject({ status: 'ready', durationSeconds: 6 });
    // A steady tone: every slice of the waveform is about as loud as the loudest.
    expect(Math.min(...media.peaks!.slice(2, -2))).toBeGreaterThan(0.8);

    // A beat's waveform of it is decoded the same way, bounded by what is there.
    const row = (await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, up.id)))[0]!;
    const peaks = await storedAudioPeaks(row, createLocalMediaStorage(join(dataDir, 'media')), PEAK_BUCKETS);
    expect(peaks).toHaveLength(PEAK_BUCKETS);
    expect(Math.min(...peaks!.slice(1, -1))).toBeGreaterThan(0.8);
  }, 60_000);

  it('reads a 6 s AIFF whose header claims 4 GB of samples as 6 s, not 74 hours', async () => {
    const producer = await creativeGuest('producer');
    const { media: up } = await uploadedMediaBody(producer.c, aiffClaiming(FOUR_GB / 2, 6), 'claims-4gb.aiff', {
      purpose: 'track',
    });
    expect(up.durationSeconds).toBe(6);
    const { media } = await settled(producer.c, up.id);
    expect(media).toMatchObject({ status: 'ready', durationSeconds: 6 });
    expect(Math.min(...media.peaks!.slice(2, -2))).toBeGreaterThan(0.8);
    const preview = await producer.c.request({ method: 'GET', url: media.playUrl! });
    expect(loudestSample(preview.rawPayload)).toBeGreaterThan(1000);
  }, 60_000);
});

describe('files that never end', () => {
  it('refuses a device or a pipe as input before ffmpeg starts', async () => {
    for (const path of ['/dev/zero', '/dev/urandom']) {
      const refused = await probeMedia(path).catch((err: unknown) => err);
      expect(refused, path).toMatchObject({ fence: 'input', code: null, signal: null });
    }
  });

  it('kills a run past its time cap (SIGKILL), and the process is gone', async () => {
    const path = join(work, 'endless.wav');
    writeFileSync(path, endlessWav(5 * 1024 * 1024));
    const started = performance.now();
    // Without the waveform's -t cap: 2.6 million seconds at 4 kHz would decode for hours. Read at its own pace
    // (`-re`): a fast machine decodes the 5 MB that are really there within the cap, and the run would end first.
    const run = await runFfmpeg({
      input: path,
      inputOptions: ['-re'],
      outputOptions: ['-vn', '-ac', '1', '-ar', '4000', '-f', 's16le'],
      output: 'pipe:1',
      limits: { timeoutMs: 1_500 },
    });
    run.stdout.resume();
    const err = await run.done.catch((e: unknown) => e);
    const ms = performance.now() - started;
    expect(err).toBeInstanceOf(FfmpegError);
    expect(err).toMatchObject({ fence: 'time', signal: 'SIGKILL' });
    expect(ms).toBeGreaterThanOrEqual(1_400);
    expect(ms).toBeLessThan(5_000);
    expect(existsSync(`/proc/${run.pid}`)).toBe(false);
  });

  it('stops a run at its memory cap', async () => {
    const path = join(work, 'clip.mp4');
    writeFileSync(path, files.clip);
    const rendition = (memoryBytes?: number) =>
      runFfmpeg({
        input: path,
        outputOptions: [
          '-t',
          '2',
          '-vf',
          'scale=1280:720',
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-f',
          'mp4',
          '-y',
        ],
        output: join(work, `rendition-${memoryBytes ?? 'default'}.mp4`),
        limits: memoryBytes ? { memoryBytes } : undefined,
      }).then((run) => run.done);
    await expect(rendition()).resolves.toBeTypeOf('string');
    const err = await rendition(96 * 1024 * 1024).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FfmpegError);
    expect(err).toMatchObject({ fence: 'memory' });
  }, 60_000);

  it('processes a streamed WAV that never ends (29 days at one sample a second) within its caps', async () => {
    const producer = await creativeGuest('producer');
    const { media: up } = await uploadedMediaBody(producer.c, endlessWav(5 * 1024 * 1024), 'endless.wav', {
      purpose: 'track',
    });
    const { media, ms } = await settled(producer.c, up.id, 45_000);
    expect(ms).toBeLessThan(45_000);
    expect(media).toMatchObject({ status: 'ready', durationSeconds: up.durationSeconds });
    expect(media.peaks).toHaveLength(PEAKS_COUNT);
  }, 60_000);
});
