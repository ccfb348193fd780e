/**
 * Track analysis for tag suggestions on /producer/upload (decision: media): tempo from the autocorrelation
 * of an onset envelope, loudness as RMS in dBFS. Pure maths on PCM samples; the browser decodes the file
 * (Web Audio) and hands the samples over, so nothing is uploaded twice and the server stays out of it.
 */

/** Envelope frames of 10 ms: 100 per second is fine enough for tempo and cheap for a minute of audio. */
export const ENVELOPE_HOP_SECONDS = 0.01;
export const MIN_BPM = 60;
export const MAX_BPM = 180;

/** Root mean square level in dB relative to full scale; -Infinity for silence (or no samples). */
export function rmsDbfs(samples: ArrayLike<number>): number {
  if (samples.length === 0) return Number.NEGATIVE_INFINITY;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  const rms = Math.sqrt(sum / samples.length);
  return rms === 0 ? Number.NEGATIVE_INFINITY : 20 * Math.log10(rms);
}

/** Averages the channels into one. */
export function mixToMono(channels: readonly ArrayLike<number>[]): Float32Array {
  const length = Math.min(...channels.map((c) => c.length));
  const mono = new Float32Array(Number.isFinite(length) ? length : 0);
  for (const channel of channels) for (let i = 0; i < mono.length; i++) mono[i]! += channel[i]! / channels.length;
  return mono;
}

/** Each level is measured over 40 ms (four hops), so a steady tone reads as steady whatever its pitch. */
const LEVEL_WINDOW_HOPS = 4;

/**
 * How much the level rises from one 10 ms frame to the next (half-wave rectified difference of the RMS
 * over the last 40 ms): beats and note starts stand out, sustained sound does not. The sound's very start
 * is not an onset of the rhythm, so the first frame is 0.
 */
export function onsetEnvelope(samples: ArrayLike<number>, sampleRate: number): Float32Array {
  const hop = Math.max(1, Math.round(sampleRate * ENVELOPE_HOP_SECONDS));
  const frames = Math.floor(samples.length / hop);
  const hopEnergy = new Float64Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let i = f * hop; i < (f + 1) * hop; i++) sum += samples[i]! * samples[i]!;
    hopEnergy[f] = sum;
  }
  const envelope = new Float32Array(frames);
  let windowSum = 0;
  let previous = 0;
  for (let f = 0; f < frames; f++) {
    windowSum += hopEnergy[f]!;
    if (f >= LEVEL_WINDOW_HOPS) windowSum -= hopEnergy[f - LEVEL_WINDOW_HOPS]!;
    const level = Math.sqrt(Math.max(0, windowSum) / (hop * LEVEL_WINDOW_HOPS));
    envelope[f] = f === 0 ? 0 : Math.max(0, level - previous);
    previous = level;
  }
  return envelope;
}

/**
 * A triangle over five frames: an onset a frame wide becomes a small hill, so a beat period that falls
 * between two frames still correlates at full height instead of splitting over both.
 */
function smooth(envelope: Float32Array): Float32Array {
  const kernel = [1, 2, 3, 2, 1];
  const out = new Float32Array(envelope.length);
  for (let i = 0; i < envelope.length; i++) {
    let sum = 0;
    for (let k = 0; k < kernel.length; k++) sum += kernel[k]! * (envelope[i + k - 2] ?? 0);
    out[i] = sum / 9;
  }
  return out;
}

/** A mild preference for tempos near 120 BPM (an octave away weighs 0.6), so half and double tempo lose ties. */
function tempoPrior(bpm: number): number {
  return Math.exp(-0.5 * Math.log2(bpm / 120) ** 2);
}

/**
 * The tempo in BPM (one decimal) of the strongest periodicity of the onset envelope between 60 and 180 BPM,
 * or null when the signal has no rhythm to speak of (silence, a steady tone, less than two beats).
 */
export function estimateTempo(samples: ArrayLike<number>, sampleRate: number): number | null {
  const envelope = smooth(onsetEnvelope(samples, sampleRate));
  const n = envelope.length;
  const hopSeconds = Math.max(1, Math.round(sampleRate * ENVELOPE_HOP_SECONDS)) / sampleRate;
  const minLag = Math.floor(60 / MAX_BPM / hopSeconds);
  const maxLag = Math.ceil(60 / MIN_BPM / hopSeconds);
  if (n < maxLag * 2) return null;

  let mean = 0;
  for (let i = 0; i < n; i++) mean += envelope[i]!;
  mean /= n;
  const centred = envelope.map((v) => v - mean);
  let energy = 0;
  for (let i = 0; i < n; i++) energy += centred[i]! * centred[i]!;
  // A steady sound still wobbles from frame to frame; a rhythm moves the level by a real share of it.
  if (energy <= 1e-12 || Math.sqrt(energy / n) < 0.05 * 10 ** (rmsDbfs(samples) / 20)) return null;

  const correlation = new Float64Array(maxLag + 2);
  for (let lag = Math.max(1, minLag - 1); lag <= maxLag + 1; lag++) {
    let sum = 0;
    for (let i = 0; i + lag < n; i++) sum += centred[i]! * centred[i + lag]!;
    correlation[lag] = sum / energy;
  }

  // Every peak (a lag higher than both neighbours), placed between frames by a parabola through its
  // neighbours: a beat that falls between two frames splits its correlation, the parabola puts it back.
  let best: { lag: number; height: number; score: number } | null = null;
  for (let lag = minLag; lag <= maxLag; lag++) {
    const a = correlation[lag - 1]!;
    const b = correlation[lag]!;
    const c = correlation[lag + 1]!;
    if (b <= a || b < c) continue;
    const denominator = a - 2 * b + c;
    const offset = denominator === 0 ? 0 : Math.max(-0.5, Math.min(0.5, (0.5 * (a - c)) / denominator));
    const height = b - 0.25 * (a - c) * offset;
    const score = height * tempoPrior(60 / ((lag + offset) * hopSeconds));
    if (!best || score > best.score) best = { lag: lag + offset, height, score };
  }
  // A weak peak is noise, not a beat.
  if (!best || best.height < 0.1) return null;
  const bpm = 60 / (best.lag * hopSeconds);
  return Math.round(bpm * 10) / 10;
}

export type TempoFeel = 'Downtempo' | 'Mid-tempo' | 'Up-tempo';
export type LoudnessFeel = 'Quiet' | 'Balanced' | 'Loud';

export function tempoFeel(bpm: number): TempoFeel {
  if (bpm < 85) return 'Downtempo';
  if (bpm < 120) return 'Mid-tempo';
  return 'Up-tempo';
}

/** Mastered music sits around -14 to -8 dBFS RMS; quiet sketches and ambient well below -24. */
export function loudnessFeel(dbfs: number): LoudnessFeel {
  if (dbfs >= -14) return 'Loud';
  if (dbfs >= -24) return 'Balanced';
  return 'Quiet';
}

export interface TrackAnalysis {
  bpm: number | null;
  rmsDbfs: number;
}

export function analyseSamples(samples: ArrayLike<number>, sampleRate: number): TrackAnalysis {
  return { bpm: estimateTempo(samples, sampleRate), rmsDbfs: rmsDbfs(samples) };
}

/** Suggested tags, for example ["92 BPM", "Mid-tempo", "Loud"]; silence suggests only "Quiet". */
export function suggestTags(analysis: TrackAnalysis): string[] {
  const tags: string[] = [];
  if (analysis.bpm !== null) {
    // The feel follows the number shown: "120 BPM" reads Up-tempo even when it measured 119.8.
    const bpm = Math.round(analysis.bpm);
    tags.push(`${bpm} BPM`, tempoFeel(bpm));
  }
  tags.push(loudnessFeel(analysis.rmsDbfs));
  return tags;
}
