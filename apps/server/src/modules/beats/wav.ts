import type { Readable } from 'node:stream';
import { createPeaksAccumulator, PEAK_BUCKETS } from '@pulse/domain/waveform';

/**
 * A small reader and writer of RIFF/WAVE files with PCM samples (decision 016): 8-bit unsigned, 16/24/32-bit
 * signed integers and 32/64-bit floats, any number of channels, WAVE_FORMAT_EXTENSIBLE included. The reader
 * takes the file as a stream and folds it into waveform peaks chunk by chunk, so a 50 MB track costs a few
 * kilobytes of memory. Compressed WAVs (ADPCM, µ-law...) are not read: the caller falls back to the browser's.
 */

const FORMAT_PCM = 1;
const FORMAT_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;
/** A header larger than this (chunks before `data`) is not a WAV we read. */
const MAX_HEADER_BYTES = 1024 * 1024;

export interface WavFormat {
  encoding: 'pcm' | 'float';
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
}

export interface WavPeaks extends WavFormat {
  /** Frames (one sample of every channel) in the data chunk. */
  frames: number;
  peaks: number[];
}

type SampleReader = (buf: Buffer, offset: number) => number;

function sampleReader(format: WavFormat): SampleReader | null {
  const { encoding, bitsPerSample: bits } = format;
  if (encoding === 'float') {
    if (bits === 32) return (b, o) => b.readFloatLE(o);
    if (bits === 64) return (b, o) => b.readDoubleLE(o);
    return null;
  }
  if (bits === 8) return (b, o) => (b[o]! - 128) / 128;
  if (bits === 16) return (b, o) => b.readInt16LE(o) / 32_768;
  if (bits === 24) return (b, o) => b.readIntLE(o, 3) / 8_388_608;
  if (bits === 32) return (b, o) => b.readInt32LE(o) / 2_147_483_648;
  return null;
}

function parseFmt(body: Buffer): WavFormat | null {
  if (body.length < 16) return null;
  let tag = body.readUInt16LE(0);
  const channels = body.readUInt16LE(2);
  const sampleRate = body.readUInt32LE(4);
  const bitsPerSample = body.readUInt16LE(14);
  // WAVE_FORMAT_EXTENSIBLE: the real format is the first two bytes of the sub-format GUID.
  if (tag === FORMAT_EXTENSIBLE && body.length >= 26) tag = body.readUInt16LE(24);
  if (tag !== FORMAT_PCM && tag !== FORMAT_FLOAT) return null;
  if (channels < 1 || sampleRate < 1) return null;
  return { encoding: tag === FORMAT_FLOAT ? 'float' : 'pcm', channels, sampleRate, bitsPerSample };
}

/**
 * Waveform peaks of a WAV read from `input`: null when it is not a PCM or float WAV this reader knows.
 * `sizeBytes` (the stored file's size) stands in for a data chunk that does not say its length.
 */
export async function readWavPeaks(
  input: AsyncIterable<Buffer | Uint8Array> | Readable,
  options: { buckets?: number; sizeBytes?: number } = {},
): Promise<WavPeaks | null> {
  const buckets = options.buckets ?? PEAK_BUCKETS;
  let head: Buffer = Buffer.alloc(0);
  let consumed = 0; // bytes of the file before `head`
  let format: WavFormat | null = null;
  let data: {
    read: SampleReader;
    bytesPerSample: number;
    blockAlign: number;
    remaining: number;
    frames: number;
    acc: ReturnType<typeof createPeaksAccumulator>;
    carry: Buffer;
    seen: number;
  } | null = null;

  function feedData(chunk: Buffer): void {
    const d = data!;
    let buf = d.carry.length > 0 ? Buffer.concat([d.carry, chunk]) : chunk;
    if (buf.length > d.remaining) buf = buf.subarray(0, d.remaining);
    const whole = buf.length - (buf.length % d.blockAlign);
    for (let at = 0; at < whole; at += d.blockAlign) {
      if (d.seen >= d.frames) break;
      let loudest = 0;
      for (let o = at; o < at + d.blockAlign; o += d.bytesPerSample) {
        const a = Math.abs(d.read(buf, o));
        if (a > loudest) loudest = a;
      }
      d.acc.addFrame(loudest);
      d.seen++;
    }
    d.remaining -= whole;
    d.carry = Buffer.from(buf.subarray(whole));
  }

  let skip = 0;
  let started = false;
  for await (const raw of input as AsyncIterable<Buffer | Uint8Array>) {
    let chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
    if (data) {
      feedData(chunk);
      if ((data as { remaining: number }).remaining <= 0) break;
      continue;
    }
    if (skip > 0) {
      const n = Math.min(skip, chunk.length);
      skip -= n;
      consumed += n;
      chunk = chunk.subarray(n);
      if (chunk.length === 0) continue;
    }
    head = head.length > 0 ? Buffer.concat([head, chunk]) : chunk;
    if (!started) {
      // The RIFF header is 12 bytes; the walk starts after it, so keep them until the first check.
      if (head.length < 12) continue;
      if (head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WAVE') return null;
      started = true;
      consumed = 12;
      head = head.subarray(12);
    }
    const result = parseChunks();
    if (result === null) return null;
    if (head.length > MAX_HEADER_BYTES) return null;
    if (data && (data as { remaining: number }).remaining <= 0) break;
  }
  if (!data || !format) return null;
  const d = data as NonNullable<typeof data>;
  const f = format as WavFormat;
  return { ...f, frames: d.frames, peaks: d.acc.peaks() };

  /** Walks the chunks in `head` (which starts at a chunk boundary) until the data chunk. */
  function parseChunks(): boolean | null {
    let at = 0;
    while (at + 8 <= head.length) {
      const id = head.toString('latin1', at, at + 4);
      const size = head.readUInt32LE(at + 4);
      if (id === 'data') {
        if (!format) return null;
        const read = sampleReader(format);
        const bytesPerSample = format.bitsPerSample / 8;
        if (!read || !Number.isInteger(bytesPerSample)) return null;
        const blockAlign = bytesPerSample * format.channels;
        const start = consumed + at + 8;
        // Streamed WAVs leave the size 0 or 0xFFFFFFFF; the file's size says how much follows, and bounds a
        // size that claims more than the file holds (a header saying 4 GB: decision 059).
        const open = size === 0 || size === 0xffffffff;
        const held = options.sizeBytes !== undefined ? Math.max(0, options.sizeBytes - start) : null;
        const length = held === null ? size : open ? held : Math.min(size, held);
        const frames = Math.floor(length / blockAlign);
        data = {
          read,
          bytesPerSample,
          blockAlign,
          remaining: frames * blockAlign,
          frames,
          acc: createPeaksAccumulator(frames, buckets),
          carry: Buffer.alloc(0),
          seen: 0,
        };
        const rest = head.subarray(at + 8);
        head = Buffer.alloc(0);
        if (rest.length > 0) feedData(rest);
        return true;
      }
      const padded = size + (size % 2);
      if (id === 'fmt ') {
        if (at + 8 + padded > head.length) break; // wait for the whole fmt chunk
        format = parseFmt(head.subarray(at + 8, at + 8 + size));
        if (!format) return null;
        at += 8 + padded;
        continue;
      }
      // Any other chunk (LIST, fact, bext...): skip it, across reads if it is long.
      const end = at + 8 + padded;
      if (end > head.length) {
        skip = end - head.length;
        consumed += head.length;
        head = Buffer.alloc(0);
        return false;
      }
      at = end;
    }
    consumed += at;
    head = head.subarray(at);
    return false;
  }
}

/**
 * A WAV file of the given channels (equal lengths, samples -1..1): 16-bit PCM by default, or 8/24/32-bit PCM
 * or 32-bit float. For the demo seed's synthesised beats and for tests.
 */
export function encodeWav(
  channels: readonly Float32Array[],
  { sampleRate, bitsPerSample = 16, float = false }: { sampleRate: number; bitsPerSample?: number; float?: boolean },
): Buffer {
  const count = channels.length;
  const frames = count === 0 ? 0 : Math.min(...channels.map((c) => c.length));
  const bytes = bitsPerSample / 8;
  const data = Buffer.alloc(frames * count * bytes);
  const clamp = (v: number) => Math.max(-1, Math.min(1, v));
  let o = 0;
  for (let i = 0; i < frames; i++) {
    for (const channel of channels) {
      const v = clamp(channel[i]!);
      if (float) data.writeFloatLE(v, o);
      else if (bitsPerSample === 8) data[o] = Math.round(v * 127) + 128;
      else if (bitsPerSample === 16) data.writeInt16LE(Math.round(v * 32_767), o);
      else if (bitsPerSample === 24) data.writeIntLE(Math.round(v * 8_388_607), o, 3);
      else data.writeInt32LE(Math.round(v * 2_147_483_647), o);
      o += bytes;
    }
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(float ? FORMAT_FLOAT : FORMAT_PCM, 20);
  header.writeUInt16LE(count, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * count * bytes, 28);
  header.writeUInt16LE(count * bytes, 32);
  header.writeUInt16LE(bitsPerSample, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
