/**
 * Writes WAV files (RIFF/WAVE, PCM or float samples) for the demo seed's synthesised audio, tests and benches.
 * Reading is the encoder's (decision 071): ffmpeg probes and decodes every upload; only writing is left here,
 * since neither the probe nor the fenced runs make files from samples in memory.
 */

/** WAVE_FORMAT_PCM and WAVE_FORMAT_IEEE_FLOAT. */
const WAVE_FORMAT_PCM = 1;
const WAVE_FORMAT_FLOAT = 3;

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
  header.writeUInt16LE(float ? WAVE_FORMAT_FLOAT : WAVE_FORMAT_PCM, 20);
  header.writeUInt16LE(count, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * count * bytes, 28);
  header.writeUInt16LE(count * bytes, 32);
  header.writeUInt16LE(bitsPerSample, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
