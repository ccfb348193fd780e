import type { WorkMedia } from '@pulse/domain/media-contracts';
import { expect } from 'vitest';
import type { Client } from './test-app';

/** Real, small media files made in the test: what the upload checks read is what real files carry. */

/** A 16-bit PCM WAV of `seconds` of a 440 Hz tone. */
export function wavFile(seconds: number, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** MPEG-1 layer III frames (128 kbps, 44.1 kHz, 417 bytes, 1152 samples each) for about `seconds`. */
export function mp3File(seconds: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  const frames = Math.round(seconds / (1152 / 44_100));
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** An MP4 (or MOV with `brand` 'qt  ') of `seconds`: ftyp, then moov with its movie header. */
export function mp4File(seconds: number, brand = 'isom'): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16); // duration
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  mvhd.writeUInt32BE(2, 96); // next track id
  const ftyp = box(
    'ftyp',
    Buffer.from(brand, 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from(`${brand}mp41`, 'latin1'),
  );
  return Buffer.concat([ftyp, box('moov', box('mvhd', mvhd)), box('mdat', Buffer.alloc(256))]);
}

/** A one-page PDF. */
export function pdfFile(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipart(content: Buffer, filename: string, contentType = 'application/octet-stream', field = 'file') {
  const boundary = `----pulse${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-pulse-request': '1' },
  };
}

export interface UploadOptions {
  /** `?purpose=` on the URL (`snippet`, `track`, `deliverable`, or anything a test sends); none when omitted. */
  purpose?: string;
  /** The file part's Content-Type; `application/octet-stream` when omitted. */
  mime?: string;
}

/** What a 201 from POST /api/media carries: the upload and its work-media view (status `processing`). */
export interface UploadedMedia {
  media: { id: string; durationSeconds: number | null };
  workMedia: WorkMedia;
}

/** POSTs the file to /api/media as the upload forms do: the response, whatever it is. */
export function uploadMedia(c: Client, content: Buffer, filename: string, options: UploadOptions = {}) {
  const query = options.purpose === undefined ? '' : `?purpose=${options.purpose}`;
  return c.request({ method: 'POST', url: `/api/media${query}`, ...multipart(content, filename, options.mime) });
}

/** Uploads the file and expects it taken (201): the response's body. */
export async function uploadedMediaBody(
  c: Client,
  content: Buffer,
  filename: string,
  options: UploadOptions = {},
): Promise<UploadedMedia> {
  const res = await uploadMedia(c, content, filename, options);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as UploadedMedia;
}

/** Uploads the file and expects it taken (201): the media's id. */
export async function uploadedMedia(c: Client, content: Buffer, filename: string, options: UploadOptions = {}) {
  return (await uploadedMediaBody(c, content, filename, options)).media.id;
}

/** A WAV take of `seconds` (`take-<seconds>.wav`, audio/wav) uploaded for `purpose` and taken: its id. */
export function uploadedTake(c: Client, seconds: number, purpose: 'snippet' | 'track') {
  return uploadedMedia(c, wavFile(seconds), `take-${seconds}.wav`, { purpose, mime: 'audio/wav' });
}
