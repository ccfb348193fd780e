import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeWav } from '../src/db/seed/demo-media/wav';
import { probeMedia } from '../src/modules/media/ffmpeg';
import { storedAudioPeaks } from '../src/modules/media/media-processing';
import { readDurationSeconds } from '../src/modules/media/media-receive';
import { createLocalMediaStorage } from '../src/modules/media/media-storage';
import { aiffClaiming, wavClaiming } from './helpers/hostile-media';
import { mp3File, mp4File, wavFile } from './helpers/media-files';

/**
 * The encoder's probe and decoding in place of hand-written parsers (issue 34 item 7, decision 071): the format,
 * length and streams of what the demo seed and tests write, and a beat's waveform decoded behind the fence.
 */

const dir = mkdtempSync(join(tmpdir(), 'pulse-probe-'));
const storage = createLocalMediaStorage(dir);
function file(name: string, content: Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** A kick every half second over a quiet hum, left and right a little different. */
function pattern(seconds: number, sampleRate: number): Float32Array[] {
  const n = Math.round(seconds * sampleRate);
  const left = new Float32Array(n);
  const right = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const since = i % (sampleRate / 2);
    const kick = since < sampleRate * 0.05 ? 0.9 * Math.exp(-since / (sampleRate * 0.01)) : 0;
    left[i] = kick + 0.05 * Math.sin((2 * Math.PI * 220 * i) / sampleRate);
    right[i] = 0.8 * kick;
  }
  return [left, right];
}

describe('probeMedia', () => {
  it.each([
    [8, false, 'pcm_u8'],
    [16, false, 'pcm_s16le'],
    [24, false, 'pcm_s24le'],
    [32, false, 'pcm_s32le'],
    [32, true, 'pcm_f32le'],
  ] as const)('reads the WAVs encodeWav writes: %i-bit (float: %s) as %s', async (bits, float, codec) => {
    const path = file(`${codec}.wav`, encodeWav(pattern(3, 8000), { sampleRate: 8000, bitsPerSample: bits, float }));
    const probe = await probeMedia(path);
    expect(probe).toMatchObject({ format: 'wav', durationSeconds: 3, video: null, hasAudio: true });
    // Two channels at 8 kHz.
    expect(probe.streams).toEqual([{ type: 'audio', codec, bitrateKbps: 8 * 2 * bits, attachedPicture: false }]);
  });

  it('reads a movie’s length from its header, with or without a track', async () => {
    const probe = await probeMedia(file('silent.mp4', mp4File(12)));
    expect(probe).toMatchObject({ durationSeconds: 12, streams: [], hasAudio: false, video: null });
    expect(probe.format).toMatch(/^mov,mp4/);
    expect(await readDurationSeconds(file('nine.mp4', mp4File(9)))).toBe(9);
  });

  it('bounds the length of PCM audio by the file, whatever its header claims', async () => {
    expect((await probeMedia(file('wav-4gb.wav', wavClaiming(0xfffffff0, 6)))).durationSeconds).toBeCloseTo(6, 1);
    const aiff = await probeMedia(file('aiff-4gb.aiff', aiffClaiming(0xfffffff0 / 2, 6)));
    expect(aiff.format).toBe('aiff');
    expect(aiff.durationSeconds).toBeCloseTo(6, 1);
    expect(await readDurationSeconds(file('mp3.mp3', mp3File(6)))).toBe(6);
  });

  it('refuses to give a length for what does not read', async () => {
    const notAudio = file('text.wav', Buffer.from('RIFF but nothing after it, not a wave at all'));
    await expect(readDurationSeconds(notAudio)).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(readDurationSeconds(file('empty.mp3', Buffer.alloc(0)))).rejects.toMatchObject({
      code: 'validation_failed',
    });
  });
});

describe('storedAudioPeaks', () => {
  async function peaksOf(name: string, content: Buffer) {
    await storage.commit(file(`${name}.tmp`, content), name);
    return storedAudioPeaks({ storageKey: name }, storage, 48);
  }

  it('decodes a stored file into peaks, loud where the file is loud', async () => {
    const peaks = (await peaksOf('tone.wav', wavFile(2)))!;
    expect(peaks).toHaveLength(48);
    expect(peaks.every((p) => p > 0.95)).toBe(true);
    const kicks = (await peaksOf('kicks.wav', encodeWav(pattern(3, 8000), { sampleRate: 8000 })))!;
    // Six kicks in three seconds over 48 slices: loud slices and quiet ones.
    expect(Math.max(...kicks)).toBe(1);
    expect(Math.min(...kicks)).toBeLessThan(0.3);
  });

  it('skips chunks before the data, and reads a data chunk that does not say its size', async () => {
    const wav = encodeWav(pattern(3, 8000), { sampleRate: 8000 });
    const expected = await peaksOf('plain.wav', wav);
    const list = Buffer.alloc(8 + 1001 + 1); // an odd-sized LIST chunk with its pad byte
    list.write('LIST', 0, 'latin1');
    list.writeUInt32LE(1001, 4);
    const withList = Buffer.concat([wav.subarray(0, 36), list, wav.subarray(36)]);
    withList.writeUInt32LE(withList.length - 8, 4);
    expect(await peaksOf('list.wav', withList)).toEqual(expected);
    const open = Buffer.from(wav);
    open.writeUInt32LE(0xffffffff, 40);
    expect(await peaksOf('open.wav', open)).toEqual(expected);
  });

  it('gives silence as zeros, null for a file that is gone, and rejects what does not decode', async () => {
    expect(await peaksOf('silence.wav', encodeWav([new Float32Array(4000)], { sampleRate: 8000 }))).toEqual(
      new Array(48).fill(0),
    );
    expect(await storedAudioPeaks({ storageKey: 'gone.wav' }, storage, 48)).toBeNull();
    await expect(peaksOf('not-audio.wav', Buffer.from('ID3 not a wav at all, just some bytes'))).rejects.toThrow();
  });
});
