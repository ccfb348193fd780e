/**
 * A 16-bit mono PCM WAV that the server's checks accept: a 440 Hz tone, or with `bpm` a click on every beat
 * (what the tempo analysis reads).
 */
export function wav(seconds: number, { sampleRate = 8000, bpm }: { sampleRate?: number; bpm?: number } = {}): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  const beat = bpm ? (60 / bpm) * sampleRate : 0;
  for (let i = 0; i < samples; i++) {
    const sinceBeat = bpm ? i % beat : 0;
    const value = bpm
      ? sinceBeat < sampleRate * 0.01
        ? 0.8 * Math.sin((2 * Math.PI * 1000 * sinceBeat) / sampleRate) * Math.exp(-sinceBeat / (sampleRate * 0.003))
        : 0
      : 0.25 * Math.sin((2 * Math.PI * 440 * i) / sampleRate);
    data.writeInt16LE(Math.round(value * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
