import { Readable } from 'node:stream';
import { waveformPeaks } from '@pulse/domain/waveform';
import { describe, expect, it } from 'vitest';
import { encodeWav, readWavPeaks } from '../src/modules/beats/wav';
import { wavFile } from './helpers/media-files';

/** A kick every half second over a quiet hum, left and right a little different. */
function pattern(seconds: number, sampleRate: number): Float32Array[] {
  const n = Math.round(seconds * sampleRate);
  const left = new Float32Array(n);
  const right = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const since = i % (sampleRate / 2);
    const kick = since < sampleRate * 0.05 ? 0.9 * Math.exp(-since / (sampleRate * 0.01)) : 0;
    left[i] = kick + 0.05 * Math.sin((2 * Math.PI * 220 * i) / sampleRate);
    right[i] = -0.8 * kick;
  }
  return [left, right];
}

/** The file as a stream of small, oddly sized chunks: frames and chunk headers straddle reads. */
function chunked(buf: Buffer, size = 37): Readable {
  const parts: Buffer[] = [];
  for (let at = 0; at < buf.length; at += size) parts.push(buf.subarray(at, at + size));
  return Readable.from(parts);
}

describe('readWavPeaks', () => {
  const rate = 8000;
  const channels = pattern(3, rate);

  it.each([
    [8, 'integer'],
    [16, 'integer'],
    [24, 'integer'],
    [32, 'integer'],
    [32, 'float'],
  ] as const)('reads %i-bit %s WAVs into the peaks of their samples', async (bits, kind) => {
    const float = kind === 'float';
    const file = encodeWav(channels, { sampleRate: rate, bitsPerSample: bits, float });
    const read = await readWavPeaks(chunked(file));
    expect(read).toMatchObject({
      encoding: float ? 'float' : 'pcm',
      channels: 2,
      sampleRate: rate,
      bitsPerSample: bits,
      frames: 3 * rate,
    });
    const expected = waveformPeaks(channels);
    expect(read!.peaks).toHaveLength(48);
    // Quantisation moves a peak by at most one step of the sample size (8-bit: 1/128).
    const tolerance = bits === 8 ? 0.02 : 0.001;
    read!.peaks.forEach((p, i) => {
      expect(Math.abs(p - expected[i]!)).toBeLessThanOrEqual(tolerance);
    });
    // Six kicks in three seconds over 48 slices: loud slices and quiet ones.
    expect(new Set(read!.peaks).size).toBeGreaterThan(1);
  });

  it('reads the test helper’s 16-bit mono tone as an even waveform', async () => {
    const read = await readWavPeaks(chunked(wavFile(2), 1000));
    expect(read!.peaks.every((p) => p > 0.95)).toBe(true);
  });

  it('skips chunks before the data, and reads a data chunk that does not say its size', async () => {
    const file = encodeWav(channels, { sampleRate: rate });
    const list = Buffer.alloc(8 + 1001 + 1); // an odd-sized LIST chunk with its pad byte
    list.write('LIST', 0, 'latin1');
    list.writeUInt32LE(1001, 4);
    const withList = Buffer.concat([file.subarray(0, 36), list, file.subarray(36)]);
    withList.writeUInt32LE(withList.length - 8, 4);
    const expected = (await readWavPeaks(chunked(file)))!.peaks;
    expect((await readWavPeaks(chunked(withList, 100)))!.peaks).toEqual(expected);

    const open = Buffer.from(file);
    open.writeUInt32LE(0xffffffff, 40);
    expect((await readWavPeaks(chunked(open), { sizeBytes: open.length }))!.peaks).toEqual(expected);
  });

  it('gives silence as zeros', async () => {
    const read = await readWavPeaks(chunked(encodeWav([new Float32Array(4000)], { sampleRate: rate })));
    expect(read!.peaks).toEqual(new Array(48).fill(0));
  });

  it('answers null for what is not a PCM WAV', async () => {
    expect(await readWavPeaks(chunked(Buffer.from('ID3 not a wav at all, just some bytes')))).toBeNull();
    const adpcm = encodeWav(channels, { sampleRate: rate });
    adpcm.writeUInt16LE(2, 20); // MS ADPCM
    expect(await readWavPeaks(chunked(adpcm))).toBeNull();
    expect(await readWavPeaks(chunked(Buffer.alloc(0)))).toBeNull();
  });
});
