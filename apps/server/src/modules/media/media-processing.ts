import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import {
  AUDIO_PREVIEW_VARIANT,
  audioPreviewWindow,
  fitWithin,
  MEDIA_DECODE_FAILED_MESSAGES,
  MEDIA_ORIGINAL_MISSING_MESSAGE,
  PEAKS_COUNT,
  posterAtSeconds,
  VIDEO_RENDITION_MAX_HEIGHT,
  VIDEO_RENDITION_MAX_SECONDS,
  VIDEO_RENDITION_VARIANT,
} from '@pulse/domain/media';
import type { WorkMediaKind } from '@pulse/domain/media-contracts';
import { createPeaksAccumulator } from '@pulse/domain/waveform';
import type { Db } from '../../db/client';
import type { JobLog } from '../../jobs/job-runner';
import { FfmpegError, ffmpeg, probeMedia, runFfmpeg } from './ffmpeg';
import { deriveImageVariants, type ImageDerivation } from './image-variants';
import {
  createMediaRepository,
  type MediaRow,
  type MediaVariantInsert,
  type ProcessedFields,
} from './media.repository';
import type { MediaStorage } from './media-storage';

/**
 * The rules of the `media.process` job (issue 17, decision 021): from the original, kept as uploaded, derive
 * what a browser needs, store each derived file under its content hash, and record them all at once.
 *
 * - image: upright WebP at `imageWidthsFor(width)`, metadata stripped, a thumbhash placeholder.
 * - video: a poster frame at `posterAtSeconds` (the same image variants and placeholder) and an H.264/AAC MP4
 *   rendition with faststart, at most 720 px tall and 30 s long.
 * - audio: PEAKS_COUNT waveform peaks and an AAC preview clip at `audioPreviewWindow`.
 * - pdf: the first page rendered to the same image variants.
 *
 * A file that cannot be decoded ends `failed` with a reason a person can act on, and is not retried; any other
 * error (storage, the machine) is thrown, so the job runner retries it with backoff.
 */

/** The file itself is the problem: retrying will not help. */
export class MediaDecodeError extends Error {
  constructor(
    readonly reason: string,
    cause?: unknown,
  ) {
    super(reason, { cause });
    this.name = 'MediaDecodeError';
  }
}

export interface ProcessMediaDeps {
  db: Db;
  storage: MediaStorage;
  log?: JobLog;
}

/** Audio is decoded for its waveform at this rate, mono: peaks need no more, and the stream stays small. */
const PEAKS_SAMPLE_RATE = 4000;
/**
 * The waveform covers at most this much of a track (decision 059): 86 MB of samples through the pipe. A 50 MB
 * upload is under an hour of MP3, but a WAV of 1 sample a second holds 600 hours, which at PEAKS_SAMPLE_RATE
 * would decode for hours.
 */
const PEAKS_MAX_SECONDS = 3 * 3600;
/** Peaks are first taken per block of this many samples (10 ms), then folded into PEAKS_COUNT by the real length. */
const PEAKS_BLOCK = 40;
/** A PDF page is rendered at most this many times as tall as it is wide (a longer page is rendered narrower). */
const PDF_MAX_ASPECT = 4;
/** The rendition's bit rates: enough for a phone-sized preview, small enough to start at once. */
const RENDITION_CRF = '26';
const AUDIO_BITRATE = '128k';
/** A PDF page is rendered this wide (then the usual widths are derived from it). */
const PDF_RENDER_WIDTH = 1280;

interface Derived {
  fields: ProcessedFields;
  /** Files written to temp paths, named as variants. */
  files: { name: string; mimeType: string; width: number | null; height: number | null; path: string }[];
}

/** An error of the machine rather than the file: a system call failed (disk full, no ffmpeg binary, ...). */
function isSystemError(err: unknown): boolean {
  return err instanceof Error && typeof (err as NodeJS.ErrnoException).syscall === 'string';
}

/**
 * Anything thrown while decoding becomes a MediaDecodeError with the kind's message, except what is not the
 * file's fault: an ffmpeg killed from outside (a shutdown), or a failed system call. Those are thrown as they
 * are, and retried. An ffmpeg the fence stopped (decision 059: past its time or memory, or crashed on the file)
 * is the file's doing: trying again would only spend the same minutes again.
 */
async function decoding<T>(kind: WorkMediaKind, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof MediaDecodeError) throw err;
    if (err instanceof FfmpegError && err.signal !== null && err.fence === null) throw err;
    if (isSystemError(err)) throw err;
    throw new MediaDecodeError(MEDIA_DECODE_FAILED_MESSAGES[kind], err);
  }
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

function extensionOf(mimeType: string): string {
  if (mimeType === 'image/webp') return 'webp';
  if (mimeType === 'image/avif') return 'avif';
  if (mimeType === 'video/mp4') return 'mp4';
  if (mimeType === 'audio/mp4') return 'm4a';
  if (mimeType === 'image/jpeg') return 'jpg';
  return 'bin';
}

/** `v/<first two of the hash>/<hash>.<ext>`: the same bytes are stored once, whoever derived them. */
export function variantStorageKey(hash: string, mimeType: string): string {
  return `v/${hash.slice(0, 2)}/${hash}.${extensionOf(mimeType)}`;
}

function toDerivedImages(images: ImageDerivation): Derived['files'] {
  return images.variants.map((v) => ({
    name: v.name,
    mimeType: v.mimeType,
    width: v.width,
    height: v.height,
    path: v.path,
  }));
}

/**
 * Processes one upload. Idempotent: run twice, it derives the same variants again and replaces the recorded
 * ones in one transaction, then the file is `ready` (processed_at set). The original is only read.
 * Resolves with the file's status at the end ('ready', 'failed' for a file that cannot be decoded), or
 * 'missing' when there is no such row; throws on errors worth retrying (storage, the machine).
 */
export async function processMedia(deps: ProcessMediaDeps, mediaId: string): Promise<'ready' | 'failed' | 'missing'> {
  const { storage, log } = deps;
  const repo = createMediaRepository(deps.db);
  const row = await repo.find(mediaId);
  if (!row) return 'missing';

  const temps: string[] = [];
  const tempPath = async () => {
    const path = await storage.createTempPath();
    temps.push(path);
    return path;
  };
  const started = performance.now();
  try {
    const original = await localOriginal(row, storage, tempPath);
    if (original === null) {
      await repo.markFailed(row.id, MEDIA_ORIGINAL_MISSING_MESSAGE);
      log?.warn({ mediaId }, 'media original missing');
      return 'failed';
    }
    let derived: Derived;
    try {
      derived = await derive(row, original, tempPath);
    } catch (err) {
      if (!(err instanceof MediaDecodeError)) throw err;
      await repo.markFailed(row.id, err.reason);
      log?.warn({ mediaId, kind: row.kind, err: err.cause ?? err }, 'media could not be decoded');
      return 'failed';
    }

    // Store every derived file under its content hash, then record them in one transaction.
    const previous = await repo.variants(row.id);
    const variants: MediaVariantInsert[] = [];
    for (const file of derived.files) {
      const hash = await sha256Of(file.path);
      const { size } = await stat(file.path);
      const key = variantStorageKey(hash, file.mimeType);
      if (!(await storage.stat(key))) await storage.commit(file.path, key);
      variants.push({
        name: file.name,
        mimeType: file.mimeType,
        width: file.width,
        height: file.height,
        sizeBytes: size,
        hash,
        storageKey: key,
      });
    }
    const written = await repo.replaceVariants(row.id, variants, derived.fields);
    // Files of an earlier run that this one did not produce again, and that no other file uses.
    const kept = new Set(written ? variants.map((v) => v.storageKey) : []);
    for (const old of [...previous.map((v) => v.storageKey), ...(written ? [] : variants.map((v) => v.storageKey))]) {
      if (!kept.has(old) && !(await repo.isVariantKeyUsed(old))) await storage.remove(old);
    }
    if (!written) return 'missing';
    log?.info(
      { mediaId, kind: row.kind, variants: variants.length, ms: Math.round(performance.now() - started) },
      'media processed',
    );
    return 'ready';
  } finally {
    for (const path of temps) await storage.discardTemp(path).catch(() => {});
  }
}

/** A path ffmpeg and sharp can read: the stored file itself on local disk, else a downloaded copy. Null: gone. */
export async function localOriginal(
  row: Pick<MediaRow, 'storageKey'>,
  storage: MediaStorage,
  tempPath: () => Promise<string>,
): Promise<string | null> {
  if (!(await storage.stat(row.storageKey))) return null;
  if (storage.localPath) return storage.localPath(row.storageKey);
  const path = await tempPath();
  await pipeline(storage.read(row.storageKey), createWriteStream(path));
  return path;
}

async function derive(row: MediaRow, original: string, tempPath: () => Promise<string>): Promise<Derived> {
  switch (row.kind) {
    case 'image':
      return decoding('image', () => deriveImage(original, tempPath));
    case 'video':
      return decoding('video', () => deriveVideo(row, original, tempPath));
    case 'audio':
      return decoding('audio', () => deriveAudio(row, original, tempPath));
    case 'pdf':
      return decoding('pdf', () => derivePdf(original, tempPath));
  }
}

/** What a picture alone gives (an image, or a PDF's rendered page): its sizes and placeholder, no sound. */
function pictureDerived(images: Awaited<ReturnType<typeof deriveImageVariants>>): Derived {
  return {
    fields: {
      width: images.width,
      height: images.height,
      placeholder: images.placeholder,
      peaks: null,
      durationSeconds: null,
    },
    files: toDerivedImages(images),
  };
}

async function deriveImage(original: string, tempPath: () => Promise<string>): Promise<Derived> {
  return pictureDerived(await deriveImageVariants(original, tempPath));
}

async function deriveVideo(row: MediaRow, original: string, tempPath: () => Promise<string>): Promise<Derived> {
  const probe = await probeMedia(original);
  if (!probe.video) throw new MediaDecodeError(MEDIA_DECODE_FAILED_MESSAGES.video);
  const duration = probe.durationSeconds ?? row.durationSeconds ?? 0;

  // The poster: one upright frame (ffmpeg applies the rotation a phone recorded) as a lossless PNG.
  const poster = await tempPath();
  await ffmpeg({
    input: original,
    inputOptions: ['-ss', posterAtSeconds(duration).toFixed(3)],
    outputOptions: ['-frames:v', '1', '-an', '-c:v', 'png', '-f', 'image2', '-y'],
    output: poster,
  });
  const images = await deriveImageVariants(poster, tempPath);

  // The rendition: H.264 (yuv420p, what every browser plays) and AAC, moov first so playback starts at once.
  const size = fitWithin(images.width, images.height, VIDEO_RENDITION_MAX_HEIGHT);
  const rendition = await tempPath();
  await ffmpeg({
    input: original,
    outputOptions: [
      '-t',
      String(VIDEO_RENDITION_MAX_SECONDS),
      '-map',
      '0:v:0',
      ...(probe.hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', AUDIO_BITRATE, '-ac', '2'] : ['-an']),
      '-vf',
      `scale=${size.width}:${size.height}`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      RENDITION_CRF,
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-map_metadata',
      '-1',
      '-f',
      'mp4',
      '-y',
    ],
    output: rendition,
  });
  return {
    fields: {
      width: images.width,
      height: images.height,
      placeholder: images.placeholder,
      peaks: null,
      durationSeconds: Math.round(duration),
    },
    files: [
      ...toDerivedImages(images),
      { name: VIDEO_RENDITION_VARIANT, mimeType: 'video/mp4', width: size.width, height: size.height, path: rendition },
    ],
  };
}

/**
 * Peaks from ffmpeg's decoded PCM, read as it streams: the whole track is never in memory. The loudest sample of
 * each PEAKS_BLOCK is kept, then the blocks are folded into PEAKS_COUNT slices of what was really decoded: a header
 * that claims more than the file holds (an AIFF saying 4 GB) neither squeezes the waveform nor sets its length.
 */
async function audioPeaks(
  original: string,
  buckets = PEAKS_COUNT,
): Promise<{ peaks: number[]; decodedSeconds: number }> {
  const run = await runFfmpeg({
    input: original,
    outputOptions: [
      ...['-t', String(PEAKS_MAX_SECONDS), '-vn', '-ac', '1', '-ar', String(PEAKS_SAMPLE_RATE)],
      ...['-f', 's16le', '-acodec', 'pcm_s16le'],
    ],
    output: 'pipe:1',
  });
  const blocks: number[] = [];
  let loudest = 0;
  let inBlock = 0;
  let carry: Buffer | null = null;
  let samples = 0;
  for await (const chunk of run.stdout as AsyncIterable<Buffer>) {
    const bytes: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
    const whole = bytes.length - (bytes.length % 2);
    for (let at = 0; at < whole; at += 2) {
      const level = Math.abs(bytes.readInt16LE(at)) / 32768;
      if (level > loudest) loudest = level;
      if (++inBlock === PEAKS_BLOCK) {
        blocks.push(loudest);
        loudest = 0;
        inBlock = 0;
      }
    }
    samples += whole / 2;
    carry = whole < bytes.length ? bytes.subarray(whole) : null;
  }
  await run.done;
  if (inBlock > 0) blocks.push(loudest);
  if (samples === 0) throw new MediaDecodeError(MEDIA_DECODE_FAILED_MESSAGES.audio);
  const peaks = createPeaksAccumulator(blocks.length, buckets);
  for (const block of blocks) peaks.addFrame(block);
  return { peaks: peaks.peaks(), decodedSeconds: samples / PEAKS_SAMPLE_RATE };
}

/**
 * The waveform of a stored audio file in `buckets` slices, decoded as processing decodes it (behind the fence):
 * a beat's peaks of its preview clip (decision 016). Null when the file is gone; rejects when it does not decode.
 */
export async function storedAudioPeaks(
  row: Pick<MediaRow, 'storageKey'>,
  storage: MediaStorage,
  buckets: number,
): Promise<number[] | null> {
  const temps: string[] = [];
  try {
    const original = await localOriginal(row, storage, async () => {
      const path = await storage.createTempPath();
      temps.push(path);
      return path;
    });
    return original === null ? null : (await audioPeaks(original, buckets)).peaks;
  } finally {
    for (const path of temps) await storage.discardTemp(path).catch(() => {});
  }
}

async function deriveAudio(row: MediaRow, original: string, tempPath: () => Promise<string>): Promise<Derived> {
  const probe = await probeMedia(original);
  if (!probe.hasAudio) throw new MediaDecodeError(MEDIA_DECODE_FAILED_MESSAGES.audio);
  const claimed = probe.durationSeconds ?? row.durationSeconds ?? null;
  const { peaks, decodedSeconds } = await audioPeaks(original);
  // The length is what decodes, unless the waveform stopped at its cap: a header may claim more than there is.
  const duration =
    decodedSeconds >= PEAKS_MAX_SECONDS ? (claimed ?? decodedSeconds) : Math.min(claimed ?? Infinity, decodedSeconds);

  const window = audioPreviewWindow(duration);
  const preview = await tempPath();
  await ffmpeg({
    input: original,
    inputOptions: ['-ss', window.startSeconds.toFixed(3), '-t', window.lengthSeconds.toFixed(3)],
    outputOptions: [
      ...['-vn', '-c:a', 'aac', '-b:a', AUDIO_BITRATE, '-ac', '2'],
      ...['-movflags', '+faststart', '-map_metadata', '-1', '-f', 'mp4', '-y'],
    ],
    output: preview,
  });
  return {
    fields: { width: null, height: null, placeholder: null, peaks, durationSeconds: Math.round(duration) },
    files: [{ name: AUDIO_PREVIEW_VARIANT, mimeType: 'audio/mp4', width: null, height: null, path: preview }],
  };
}

/** The first page through pdf.js (legacy build, for Node) onto a @napi-rs/canvas, then the usual widths. */
async function derivePdf(original: string, tempPath: () => Promise<string>): Promise<Derived> {
  const [{ getDocument }, { createCanvas }, { readFile }] = await Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('@napi-rs/canvas'),
    import('node:fs/promises'),
  ]);
  const data = new Uint8Array(await readFile(original));
  const doc = await getDocument({ data, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const page = await doc.getPage(1);
    const unit = page.getViewport({ scale: 1 });
    // A page far taller than wide (a 1 x 14,400 pt strip) is rendered narrower: the canvas is allocated here, in
    // the server's own memory, so its size is bounded by the width and PDF_MAX_ASPECT, never by the file.
    const width = Math.min(PDF_RENDER_WIDTH, (PDF_RENDER_WIDTH * PDF_MAX_ASPECT * unit.width) / unit.height);
    const viewport = page.getViewport({ scale: width / unit.width });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    const context = canvas.getContext('2d');
    // A page without a background is transparent: paper is white.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    type RenderParameters = Parameters<typeof page.render>[0];
    await page.render({
      canvas: canvas as unknown as RenderParameters['canvas'],
      canvasContext: context as unknown as RenderParameters['canvasContext'],
      viewport,
    }).promise;
    const rendered = await tempPath();
    await writeFile(rendered, canvas.toBuffer('image/png'));
    return pictureDerived(await deriveImageVariants(rendered, tempPath));
  } finally {
    await doc.destroy();
  }
}
