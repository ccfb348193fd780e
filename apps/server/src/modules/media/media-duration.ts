import { open, stat } from 'node:fs/promises';
import { type MediaKind, roundDuration, UNREADABLE_MEDIA_MESSAGE } from '@pulse/domain/uploads';
import { parseFile } from 'music-metadata';
import { AppError } from '../../lib/app-error';

/**
 * The movie's length from an MP4/MOV container: `moov` > `mvhd` timescale and duration. music-metadata
 * only reports the length of audio tracks, and a silent clip has none. Reads box headers only.
 */
export async function readMovieDuration(path: string): Promise<number | null> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(16);
    async function findBox(start: number, end: number, type: string): Promise<{ start: number; end: number } | null> {
      let at = start;
      while (at + 8 <= end) {
        const { bytesRead } = await file.read(header, 0, 16, at);
        if (bytesRead < 8) return null;
        let boxSize = header.readUInt32BE(0);
        let headerLength = 8;
        if (boxSize === 1) {
          if (bytesRead < 16) return null;
          boxSize = Number(header.readBigUInt64BE(8));
          headerLength = 16;
        } else if (boxSize === 0) {
          boxSize = end - at; // to the end of the enclosing box
        }
        if (boxSize < headerLength) return null;
        if (header.toString('latin1', 4, 8) === type)
          return { start: at + headerLength, end: Math.min(at + boxSize, end) };
        at += boxSize;
      }
      return null;
    }
    const moov = await findBox(0, size, 'moov');
    const mvhd = moov ? await findBox(moov.start, moov.end, 'mvhd') : null;
    if (!mvhd) return null;
    const body = Buffer.alloc(32);
    const { bytesRead } = await file.read(body, 0, 32, mvhd.start);
    if (bytesRead < 20) return null;
    const version1 = body[0] === 1;
    if (version1 && bytesRead < 32) return null;
    const timescale = version1 ? body.readUInt32BE(20) : body.readUInt32BE(12);
    const duration = version1 ? Number(body.readBigUInt64BE(24)) : body.readUInt32BE(16);
    // All ones means "unknown" (fragmented files).
    if (timescale === 0 || duration === 0 || duration === 0xffffffff) return null;
    return duration / timescale;
  } finally {
    await file.close();
  }
}

/** Containers of uncompressed audio: their bit rate is exact, so the file's size bounds its length. */
const PCM_CONTAINERS = new Set(['WAVE', 'AIFF', 'AIFF-C']);

/**
 * The audio's length as its header says it, but never longer than a WAV or AIFF file can hold at its bit rate:
 * an AIFF of 6 s whose header claims 4 GB of samples is 6 s long, not 74 hours (decision 059).
 */
async function readAudioDuration(path: string): Promise<number | null> {
  try {
    const { format } = await parseFile(path, { duration: true, skipCovers: true });
    const claimed = format.duration ?? null;
    if (claimed === null || !PCM_CONTAINERS.has(format.container ?? '') || !format.bitrate) return claimed;
    const { size } = await stat(path);
    return Math.min(claimed, (size * 8) / format.bitrate);
  } catch {
    return null;
  }
}

/** The media's length in whole seconds, read from the file itself; unreadable media is refused. */
export async function readDurationSeconds(path: string, kind: MediaKind): Promise<number> {
  const seconds =
    kind === 'video'
      ? ((await readMovieDuration(path).catch(() => null)) ?? (await readAudioDuration(path)))
      : await readAudioDuration(path);
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) {
    throw new AppError('validation_failed', UNREADABLE_MEDIA_MESSAGE, { file: UNREADABLE_MEDIA_MESSAGE });
  }
  return roundDuration(seconds);
}
