import { crc32, createDeflate } from 'node:zlib';

/**
 * The hostile media corpus (issue 34 item 8, decision 059), made in the test rather than committed: files from
 * strangers that try to make the decoders read other files, run forever, or allocate what a header claims.
 */

/** An HLS playlist of `segments`, each a URL ffmpeg's HLS demuxer would open (`file:`, a relative path...). */
export function hlsPlaylist(segments: string[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-TARGETDURATION:10'];
  for (const url of segments) lines.push('#EXTINF:8.0,', url);
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}

function riffChunk(id: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body, body.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

/**
 * The classic: an AVI whose stream data is an HLS playlist naming a local file, so a decoder that probes the
 * content (rather than taking the type it was told) follows the playlist and reads the file into the output.
 */
export function aviWithPlaylist(target: string): Buffer {
  const avih = Buffer.alloc(56);
  avih.writeUInt32LE(40_000, 0); // microseconds per frame
  avih.writeUInt32LE(1, 16); // total frames
  avih.writeUInt32LE(1, 24); // streams
  avih.writeUInt32LE(320, 32);
  avih.writeUInt32LE(240, 36);
  const hdrl = Buffer.concat([Buffer.from('hdrl', 'latin1'), riffChunk('avih', avih)]);
  const movi = Buffer.concat([Buffer.from('movi', 'latin1'), riffChunk('00dc', Buffer.from(hlsPlaylist([target])))]);
  const body = Buffer.concat([Buffer.from('AVI ', 'latin1'), riffChunk('LIST', hdrl), riffChunk('LIST', movi)]);
  return riffChunk('RIFF', body);
}

/** MPEG-1 layer III frames of silence (128 kbps, 44.1 kHz) for about `seconds`. */
export function silentMp3Frames(seconds: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  return Buffer.concat(Array.from({ length: Math.round(seconds / (1152 / 44_100)) }, () => frame));
}

/**
 * An "MP3": an empty ID3v2.4 tag that says it has a footer, an MP3 frame header where the footer would be, then an
 * HLS playlist, then `seconds` of silent frames. The upload sniffs an MP3 (ID3); the length reader's type check
 * skips the tag without its footer, sees the frame header and reads a length from the frames. ffmpeg's probe skips
 * the tag with its footer, sees `#EXTM3U`, and opens the file as a playlist, following its segments.
 */
export function mp3HidingPlaylist(segments: string[], seconds: number): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x10, 0x00, 0x00, 0x00, 0x00]);
  const footer = Buffer.from([0xff, 0xfb, 0x90, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  return Buffer.concat([id3, footer, Buffer.from(hlsPlaylist(segments), 'latin1'), silentMp3Frames(seconds)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/**
 * A complete, valid black PNG of `width` x `height` at one bit a pixel: zeros compress about a thousand to one,
 * so 50,000 x 50,000 is 300 KB and 16,383 x 16,383 (sharp's default limit, exactly) is 33 KB, which a decoder
 * expands to a byte a pixel or more.
 */
export async function blackPng(width: number, height: number): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(width / 8); // the filter byte, then the pixels
  const rowsPerWrite = Math.max(1, Math.floor((1 << 20) / rowBytes));
  const zeros = Buffer.alloc(rowBytes * rowsPerWrite);
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (let y = 0; y < height; y += rowsPerWrite) {
    const rows = Math.min(rowsPerWrite, height - y);
    if (!deflate.write(zeros.subarray(0, rows * rowBytes))) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await ended;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.concat(out)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** 16-bit mono samples of a 440 Hz tone at `sampleRate`, big- or little-endian. */
function tone(seconds: number, sampleRate: number, bigEndian = false): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const v = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate));
    if (bigEndian) data.writeInt16BE(v, i * 2);
    else data.writeInt16LE(v, i * 2);
  }
  return data;
}

/** A 16-bit mono WAV whose RIFF and data sizes say `dataBytes`, whatever it holds: `seconds` of a tone. */
export function wavClaiming(dataBytes: number, seconds: number, sampleRate = 8000): Buffer {
  const data = tone(seconds, sampleRate);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(Math.min(0xffffffff, dataBytes + 36), 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, data]);
}

/** The sample rate as AIFF writes it: an 80-bit extended float (whole numbers only here). */
function extended80(rate: number): Buffer {
  const out = Buffer.alloc(10);
  const exponent = Math.floor(Math.log2(rate));
  out.writeUInt16BE(16_383 + exponent, 0);
  out.writeBigUInt64BE(BigInt(rate) << BigInt(63 - exponent), 2);
  return out;
}

/** A 16-bit mono AIFF whose COMM chunk claims `frames` sample frames (2 bytes each): `seconds` of a tone follow. */
export function aiffClaiming(frames: number, seconds: number, sampleRate = 8000): Buffer {
  const data = tone(seconds, sampleRate, true);
  const comm = Buffer.alloc(26);
  comm.write('COMM', 0, 'latin1');
  comm.writeUInt32BE(18, 4);
  comm.writeUInt16BE(1, 8); // channels
  comm.writeUInt32BE(frames, 10);
  comm.writeUInt16BE(16, 14); // bits
  extended80(sampleRate).copy(comm, 16);
  const ssnd = Buffer.alloc(16);
  ssnd.write('SSND', 0, 'latin1');
  ssnd.writeUInt32BE(Math.min(0xffffffff, frames * 2 + 8), 4);
  const body = Buffer.concat([Buffer.from('AIFF', 'latin1'), comm, ssnd, data]);
  const form = Buffer.alloc(8);
  form.write('FORM', 0, 'latin1');
  form.writeUInt32BE(Math.min(0xffffffff, body.length - data.length + frames * 2), 4);
  return Buffer.concat([form, body]);
}

/**
 * A WAV that never ends: a streamed WAV's open sizes (0xFFFFFFFF) at one sample a second, so `bytes` of it is
 * `bytes / 2` seconds (5 MB is 29 days). Decoded for a waveform at 4 kHz it is billions of samples.
 */
export function endlessWav(bytes: number): Buffer {
  const header = wavClaiming(0xffffffff, 0, 1).subarray(0, 44);
  return Buffer.concat([header, Buffer.alloc(bytes)]);
}
