import { randomInt } from 'node:crypto';

/**
 * A tempo of its own for a generated beat: two click grids at one tempo line up as landmarks whatever their
 * pitches, so journeys that publish beats (held when they copy another account's, decision 058) each take one.
 */
export function anyTempo(): number {
  return 80 + randomInt(0, 81);
}

/**
 * A 16-bit mono PCM WAV that the server's checks accept: a melody, or with `bpm` a click on every beat (what
 * the tempo analysis reads) over it, quietly. Each beat is a recording of its own: its melody is a
 * random run of notes, a new one every half second, and each click's pitch is random too, so Pulse's copy check
 * (decision 058) never holds one test's beat as a copy of another's (landmark hashes pair notes and their gaps).
 */
export function wav(seconds: number, { sampleRate = 8000, bpm }: { sampleRate?: number; bpm?: number } = {}): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  const beat = bpm ? (60 / bpm) * sampleRate : 0;
  // A pitch of its own for every click: landmark pairs of clicks then differ between recordings too.
  const clicks = Array.from({ length: Math.ceil(samples / Math.max(1, beat)) + 1 }, () => 600 + randomInt(0, 1400));
  const notes = Array.from({ length: Math.ceil(seconds * 2) + 1 }, () => 220 * 2 ** (randomInt(0, 36) / 12));
  let phase = 0;
  for (let i = 0; i < samples; i++) {
    const sinceBeat = bpm ? i % beat : 0;
    phase += (2 * Math.PI * (notes[Math.floor((2 * i) / sampleRate)] ?? 220)) / sampleRate;
    const value = bpm
      ? (sinceBeat < sampleRate * 0.01
          ? 0.8 *
            Math.sin((2 * Math.PI * (clicks[Math.floor(i / beat)] ?? 1000) * sinceBeat) / sampleRate) *
            Math.exp(-sinceBeat / (sampleRate * 0.003))
          : 0) +
        0.08 * Math.sin(phase)
      : 0.25 * Math.sin(phase);
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
