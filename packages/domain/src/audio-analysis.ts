/**
 * The maths of the server's audio analysis (issue 32, decision 056): tempo from the autocorrelation of an onset
 * envelope with half and double time resolved, key and mode from a chroma profile (Krumhansl-Kessler), the
 * compact feature vector of timbre, harmony and rhythm with its similarity, and tag suggestions with their
 * reasons. Pure maths on numbers: the server decodes the audio (ffmpeg), a feature library reads the spectra
 * (meyda), and the encoder's EBU R 128 filter measures the loudness.
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

/** The first difference of the signal: a gentle high-pass (+6 dB an octave) that lifts hats and snares. */
export function preEmphasis(samples: ArrayLike<number>): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 1; i < samples.length; i++) out[i] = samples[i]! - samples[i - 1]!;
  return out;
}

/**
 * The envelope the tempo is read from: the onsets of the whole signal plus HIGH_WEIGHT times those of its
 * high-passed copy, each scaled to its own peak. A kick pattern alone often accents off the beat (a trap kick
 * on 1, the "and" of 2 and 3); the hats and snares keep the grid.
 */
export function rhythmEnvelope(samples: ArrayLike<number>, sampleRate: number): Float32Array {
  const full = onsetEnvelope(samples, sampleRate);
  const high = onsetEnvelope(preEmphasis(samples), sampleRate);
  let maxFull = 0;
  let maxHigh = 0;
  for (let i = 0; i < full.length; i++) {
    maxFull = Math.max(maxFull, full[i]!);
    maxHigh = Math.max(maxHigh, high[i]!);
  }
  const out = new Float32Array(full.length);
  for (let i = 0; i < full.length; i++) {
    out[i] = (maxFull > 0 ? full[i]! / maxFull : 0) + HIGH_WEIGHT * (maxHigh > 0 ? high[i]! / maxHigh : 0);
  }
  return out;
}
/**
 * How much more the high-passed onsets count than the whole signal's. The whole signal's rises are mostly
 * kicks, which accent off the beat, and the slow swells of pads and choirs. The hats and snares that keep
 * the grid stand out in the high-passed copy. Each half is scaled to its own peak first, so a track
 * without hats still keeps its time from the kick.
 */
const HIGH_WEIGHT = 5;

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

/** A correlation peak lower than this is noise, not a beat. */
const MIN_PULSE = 0.1;
/** The beat, two beats and a bar: the lags at which a candidate beat period is checked. */
const METRE_MULTIPLES = [1, 2, 4] as const;

/**
 * The centre of the tempo preference. A little above 120: a pulse at 170 BPM also correlates at 85 (every other
 * beat), and the two sit almost equally far from 120 on a log scale; the faster reading is the one that names
 * every beat.
 */
const PRIOR_CENTRE_BPM = 124;

/** A mild preference for tempos near PRIOR_CENTRE_BPM (an octave away weighs 0.6), so half and double tempo lose ties. */
function tempoPrior(bpm: number): number {
  return Math.exp(-0.5 * Math.log2(bpm / PRIOR_CENTRE_BPM) ** 2);
}

/**
 * Note and drum starts per second: peaks of the onset envelope that are the highest within 50 ms either side
 * and reach a fifth of the loudest onset. 0 for silence or a steady sound.
 */
export function onsetRate(samples: ArrayLike<number>, sampleRate: number): number {
  const envelope = onsetEnvelope(samples, sampleRate);
  const seconds = samples.length / sampleRate;
  if (envelope.length === 0 || seconds <= 0) return 0;
  let max = 0;
  for (const v of envelope) max = Math.max(max, v);
  if (max <= 1e-6) return 0;
  const threshold = 0.2 * max;
  const reach = 5;
  let count = 0;
  for (let i = 0; i < envelope.length; i++) {
    const v = envelope[i]!;
    if (v < threshold) continue;
    let peak = true;
    for (let j = Math.max(0, i - reach); j <= Math.min(envelope.length - 1, i + reach) && peak; j++) {
      if (envelope[j]! > v || (envelope[j] === v && j < i)) peak = false;
    }
    if (peak) count++;
  }
  return count / seconds;
}

export interface TempoEstimate {
  /** BPM, one decimal. */
  bpm: number;
  /**
   * The winning beat period's metre score (the mean autocorrelation of the onset envelope at its multiples),
   * 0..1: how clearly the track pulses at that tempo.
   */
  clarity: number;
}

/**
 * The tempo in BPM (one decimal) of the strongest periodicity of the onset envelope between 60 and 180 BPM,
 * or null when the signal has no rhythm to speak of (silence, a steady tone, less than two beats).
 */
export function estimateTempo(samples: ArrayLike<number>, sampleRate: number): number | null {
  return analyseTempo(samples, sampleRate)?.bpm ?? null;
}

/**
 * Tempo and pulse clarity. Half and double time are resolved together: a beat at 140 BPM also correlates at
 * 70 BPM (every other beat), and a half-time groove at 70 also at 140 (its hats). Every peak of the metre
 * score (the mean autocorrelation at the beat period's METRE_MULTIPLES) between 60 and 180 BPM is a candidate,
 * weighted by `tempoPrior` (a log-normal preference around 124
 * BPM, an octave away weighs 0.6), so the octave the rhythm actually fills wins unless it is much weaker.
 */
export function analyseTempo(samples: ArrayLike<number>, sampleRate: number): TempoEstimate | null {
  const envelope = smooth(rhythmEnvelope(samples, sampleRate));
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

  // Correlations up to four beats of the slowest tempo (a bar), as far as the clip allows: normalised per
  // overlapping frame, so a long lag over a short clip is not penalised for having fewer products.
  const longest = Math.min(METRE_MULTIPLES[METRE_MULTIPLES.length - 1]! * (maxLag + 1) + 1, Math.floor(n / 2));
  const correlation = new Float64Array(Math.max(maxLag + 2, longest + 2));
  const shortest = Math.max(1, Math.floor(METRE_MULTIPLES[0] * minLag) - 1);
  for (let lag = shortest; lag <= Math.max(maxLag + 1, longest); lag++) {
    let sum = 0;
    for (let i = 0; i + lag < n; i++) sum += centred[i]! * centred[i + lag]!;
    correlation[lag] = ((sum / (n - lag)) * n) / energy;
  }
  /** The best correlation within a frame of `lag` (a beat period rarely falls on a whole frame). */
  const near = (lag: number) => {
    const at = Math.round(lag);
    return Math.max(correlation[at - 1] ?? 0, correlation[at] ?? 0, correlation[at + 1] ?? 0);
  };

  // The metre score of a beat period: the mean correlation at each of METRE_MULTIPLES periods, as far as the
  // clip allows. A real beat period repeats at two beats and at the bar, where a period
  // two thirds, three quarters or four fifths of it (a kick pattern's off-beat accent) does not. Scoring the
  // metre at every lag, not only where the beat itself peaks, finds the beat of a half-time groove, whose
  // quarter-note pulse is faint beside its half-bar kick and snare.
  const metreAt = (lag: number) => {
    let metre = 0;
    let counted = 0;
    for (const k of METRE_MULTIPLES) {
      if (lag * k + 1 >= correlation.length || lag * k > n / 2) continue;
      metre += near(lag * k);
      counted++;
    }
    return metre / Math.max(1, counted);
  };
  const metre = new Float64Array(maxLag + 2);
  for (let lag = Math.max(1, minLag - 1); lag <= maxLag + 1; lag++) metre[lag] = metreAt(lag);
  // Every peak of the metre score (a lag higher than both neighbours), placed between frames by a parabola
  // through its neighbours, weighted by the tempo preference.
  let best: { lag: number; height: number; score: number } | null = null;
  for (let lag = minLag; lag <= maxLag; lag++) {
    const a = metre[lag - 1]!;
    const b = metre[lag]!;
    const c = metre[lag + 1]!;
    if (b <= a || b < c) continue;
    const denominator = a - 2 * b + c;
    const offset = denominator === 0 ? 0 : Math.max(-0.5, Math.min(0.5, (0.5 * (a - c)) / denominator));
    const height = b - 0.25 * (a - c) * offset;
    // A weak peak is noise, not a beat.
    if (height < MIN_PULSE) continue;
    const score = height * tempoPrior(60 / ((lag + offset) * hopSeconds));
    if (!best || score > best.score) best = { lag: lag + offset, height, score };
  }
  if (!best) return null;
  const bpm = 60 / (best.lag * hopSeconds);
  return { bpm: Math.round(bpm * 10) / 10, clarity: Math.min(1, best.height) };
}

// ---------------------------------------------------------------------------------------------------------
// Key and mode

/** Pitch classes as BEAT_KEYS spells them (sharps). */
export const PITCH_CLASSES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;

/**
 * Krumhansl and Kessler's probe-tone profiles (1982): how well each pitch class, from the tonic up, fits a
 * major or a minor key. Correlating a track's chroma with the 24 rotations is the Krumhansl-Schmuckler method.
 */
export const MAJOR_PROFILE = [6.35, 2.23, 3.48, 2.33, 4.38, 4.09, 2.52, 5.19, 2.39, 3.66, 2.29, 2.88] as const;
export const MINOR_PROFILE = [6.33, 2.68, 3.52, 5.38, 2.6, 3.53, 2.54, 4.75, 3.98, 2.69, 3.34, 3.17] as const;

/** Below this correlation the harmony does not point at a key (noise, drums alone): no key is suggested. */
export const KEY_MIN_CORRELATION = 0.5;

export type Mode = 'major' | 'minor';

export interface KeyEstimate {
  /** "A minor", spelled as BEAT_KEYS. */
  key: string;
  tonic: number;
  mode: Mode;
  /** Pearson correlation of the chroma with the key's profile, -1..1. */
  correlation: number;
}

function pearson(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = a.length;
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < n; i++) {
    ma += a[i]!;
    mb += b[i]!;
  }
  ma /= n;
  mb /= n;
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < n; i++) {
    const da = a[i]! - ma;
    const db = b[i]! - mb;
    ab += da * db;
    aa += da * da;
    bb += db * db;
  }
  return aa === 0 || bb === 0 ? 0 : ab / Math.sqrt(aa * bb);
}

/** The profile for a key whose tonic is `tonic`: the value at pitch class i is the profile's at (i - tonic). */
export function keyProfile(tonic: number, mode: Mode): number[] {
  const profile = mode === 'major' ? MAJOR_PROFILE : MINOR_PROFILE;
  return Array.from({ length: 12 }, (_, i) => profile[(i - tonic + 12) % 12]!);
}

export function keyName(tonic: number, mode: Mode): string {
  return `${PITCH_CLASSES[((tonic % 12) + 12) % 12]} ${mode}`;
}

/** The bass register: from A1 (55 Hz, below it sit kick drum tails) to about B3. */
export const BASS_MIN_HZ = 55;
export const BASS_MAX_HZ = 250;
/** A spectral peak in the bass register counts when it reaches this share of the register's strongest. */
const BASS_PEAK_FLOOR = 0.1;
/** C0 in Hz: pitch class 0. */
const C0_HZ = 16.3516;

/**
 * Which pitch classes the bass plays in one frame: the spectral peaks between BASS_MIN_HZ and BASS_MAX_HZ,
 * each placed between bins by a parabola through its log magnitude, named by its nearest pitch class and
 * counted by its magnitude; the 12 numbers (C first) add up to 1, or are all 0 when the register is empty.
 * `spectrum` is the magnitude of bins 0, 1, ... of a `frameSize`-point FFT at `sampleRate`.
 */
export function bassChroma(spectrum: ArrayLike<number>, sampleRate: number, frameSize: number): number[] {
  const out = new Array<number>(12).fill(0);
  const binHz = sampleRate / frameSize;
  // A note at the register's edge may peak in the bin just outside it: look a bin beyond, keep what lies within
  // a quarter tone of the register.
  const lowest = BASS_MIN_HZ * 2 ** (-1 / 24);
  const highest = BASS_MAX_HZ * 2 ** (1 / 24);
  const from = Math.max(1, Math.floor(lowest / binHz));
  const to = Math.min(spectrum.length - 2, Math.ceil(highest / binHz));
  let max = 0;
  for (let k = from; k <= to; k++) if (Number.isFinite(spectrum[k]!)) max = Math.max(max, spectrum[k]!);
  if (!(max > 0)) return out;
  let total = 0;
  for (let k = from; k <= to; k++) {
    const b = spectrum[k]!;
    if (!(b >= BASS_PEAK_FLOOR * max) || b <= spectrum[k - 1]! || b < spectrum[k + 1]!) continue;
    const la = Math.log(Math.max(spectrum[k - 1]!, 1e-12));
    const lb = Math.log(b);
    const lc = Math.log(Math.max(spectrum[k + 1]!, 1e-12));
    const denominator = la - 2 * lb + lc;
    const offset = denominator === 0 ? 0 : Math.max(-0.5, Math.min(0.5, (0.5 * (la - lc)) / denominator));
    const hz = (k + offset) * binHz;
    if (hz < lowest || hz > highest) continue;
    const pitchClass = ((Math.round(12 * Math.log2(hz / C0_HZ)) % 12) + 12) % 12;
    out[pitchClass]! += b;
    total += b;
  }
  return total > 0 ? out.map((x) => x / total) : out;
}

/**
 * How much the bass's dwelling on a key's tonic counts beside the profile correlation. A key and its relative
 * (C major and A minor) share every note, so their profiles correlate almost equally with the harmony; the
 * bass, which in most music rests on the tonic, tells them apart. Small enough that the profile still
 * decides between keys that do not share their notes.
 */
export const BASS_TONIC_WEIGHT = 0.4;

/**
 * The best of the 24 keys for a 12-bin chroma (C first, any positive scale), or null when the chroma is flat,
 * not finite, or fits no key at KEY_MIN_CORRELATION. With a bass chroma (`bassChroma`, averaged), each key
 * also scores BASS_TONIC_WEIGHT times the bass's share on its tonic, so between a key and its relative the
 * one whose tonic the bass dwells on wins. Ties go to the first key in C, C#, ... order, major first.
 */
export function detectKey(chroma: ArrayLike<number>, bass?: ArrayLike<number>): KeyEstimate | null {
  if (chroma.length !== 12) return null;
  for (let i = 0; i < 12; i++) if (!Number.isFinite(chroma[i]!) || chroma[i]! < 0) return null;
  let bassTotal = 0;
  if (bass && bass.length === 12) {
    for (let i = 0; i < 12; i++) bassTotal += Number.isFinite(bass[i]!) && bass[i]! > 0 ? bass[i]! : 0;
  }
  const bassShare = (tonic: number) =>
    bassTotal > 0 && Number.isFinite(bass![tonic]!) && bass![tonic]! > 0 ? bass![tonic]! / bassTotal : 0;
  let best: (KeyEstimate & { score: number }) | null = null;
  let fits = Number.NEGATIVE_INFINITY;
  for (let tonic = 0; tonic < 12; tonic++) {
    for (const mode of ['major', 'minor'] as const) {
      // Rounded, so a transposed chroma (the same numbers in another order) scores exactly the same.
      const correlation = Math.round(pearson(chroma, keyProfile(tonic, mode)) * 1e12) / 1e12;
      const score = Math.round((correlation + BASS_TONIC_WEIGHT * bassShare(tonic)) * 1e12) / 1e12;
      fits = Math.max(fits, correlation);
      if (!best || score > best.score) best = { key: keyName(tonic, mode), tonic, mode, correlation, score };
    }
  }
  // The harmony must point at some key; the bass then chooses among the keys it nearly fits.
  if (!best || fits < KEY_MIN_CORRELATION) return null;
  const { score: _score, ...estimate } = best;
  return estimate;
}

// ---------------------------------------------------------------------------------------------------------
// The feature vector

/** What the server measured, summarised over the track: the input of the vector and of the tag suggestions. */
export interface SoundFeatures {
  /** Mean MFCCs 1..12 (the 0th, overall level, left out): the timbre. */
  mfcc: number[];
  /** Mean spectral centroid in Hz: brightness. */
  spectralCentroidHz: number;
  /** Mean spectral flatness 0..1: noisy (near 1) or tonal (near 0). */
  spectralFlatness: number;
  /** Mean chroma, 12 bins from C, any positive scale: the harmony. */
  chroma: number[];
  bpm: number | null;
  /** 0..1, see TempoEstimate. */
  pulseClarity: number;
  /** Note and drum starts per second. */
  onsetsPerSecond: number;
  /** Integrated loudness (EBU R 128), or null when the gate leaves nothing (silence). */
  loudnessLufs: number | null;
}

export const TIMBRE_DIMENSIONS = 14;
export const HARMONY_DIMENSIONS = 12;
export const RHYTHM_DIMENSIONS = 5;
export const FEATURE_VECTOR_LENGTH = TIMBRE_DIMENSIONS + HARMONY_DIMENSIONS + RHYTHM_DIMENSIONS;
/** How much each part counts in the similarity; they add up to 1, so the whole vector has length 1. */
export const VECTOR_WEIGHTS = { timbre: 0.4, harmony: 0.3, rhythm: 0.3 } as const;

function clamp(x: number, lo: number, hi: number): number {
  return Number.isFinite(x) ? Math.min(hi, Math.max(lo, x)) : lo;
}

/** Scales a part to length sqrt(weight); a part with nothing in it stays zero. */
function weighted(part: number[], weight: number): number[] {
  let norm = 0;
  for (const x of part) norm += x * x;
  norm = Math.sqrt(norm);
  return norm < 1e-9 ? part.map(() => 0) : part.map((x) => (x / norm) * Math.sqrt(weight));
}

/**
 * The track as FEATURE_VECTOR_LENGTH numbers, three parts each scaled to the square root of its weight, so the
 * dot product of two vectors is the weighted sum of the parts' cosine similarities (`compareVectors`):
 * - timbre: MFCCs 1..12 (scaled down by 10, as meyda's run about ±50), brightness (log2 of the centroid
 *   against 1 kHz) and noisiness (flatness x 4);
 * - harmony: the chroma as shares of its total, centred, so a flat chroma says nothing and keys a fifth apart
 *   come out closer than keys a tritone apart;
 * - rhythm: the tempo as a point on a circle one octave round (70 and 140 BPM are the same groove, 92 and 100
 *   are near), how clear the pulse is, how busy (onsets per second over 8) and how loud (LUFS from -40 to 0).
 */
export function featureVector(f: SoundFeatures): number[] {
  const mfcc = Array.from({ length: 12 }, (_, i) => clamp((f.mfcc[i] ?? 0) / 10, -20, 20));
  const centroid = f.spectralCentroidHz > 0 ? clamp(Math.log2(f.spectralCentroidHz / 1000), -4, 4) : 0;
  const timbre = [...mfcc, centroid, clamp(f.spectralFlatness, 0, 1) * 4];

  let total = 0;
  for (let i = 0; i < 12; i++) total += clamp(f.chroma[i] ?? 0, 0, Number.MAX_VALUE);
  const shares = Array.from({ length: 12 }, (_, i) =>
    total > 0 ? clamp(f.chroma[i] ?? 0, 0, Number.MAX_VALUE) / total : 0,
  );
  const harmony = shares.map((s) => (total > 0 ? s - 1 / 12 : 0));

  const turn = f.bpm !== null && f.bpm > 0 ? 2 * Math.PI * Math.log2(f.bpm / 60) : null;
  const clarity = clamp(f.pulseClarity, 0, 1);
  const rhythm = [
    turn === null ? 0 : Math.cos(turn) * clarity,
    turn === null ? 0 : Math.sin(turn) * clarity,
    clarity,
    clamp(f.onsetsPerSecond / 8, 0, 1),
    f.loudnessLufs === null ? 0 : clamp((f.loudnessLufs + 40) / 40, 0, 1),
  ];
  return [
    ...weighted(timbre, VECTOR_WEIGHTS.timbre),
    ...weighted(harmony, VECTOR_WEIGHTS.harmony),
    ...weighted(rhythm, VECTOR_WEIGHTS.rhythm),
  ];
}

export interface VectorComparison {
  /** The weighted similarity, -1..1 (1: the same sound). */
  similarity: number;
  /** Each part's cosine similarity, -1..1 (0 when either part is empty). */
  timbre: number;
  harmony: number;
  rhythm: number;
}

function partCosine(a: readonly number[], b: readonly number[], from: number, to: number, weight: number): number {
  let dot = 0;
  for (let i = from; i < to; i++) dot += a[i]! * b[i]!;
  return clamp(dot / weight, -1, 1);
}

/** How alike two feature vectors are, in all and by part (the "why" of a match). */
export function compareVectors(a: readonly number[], b: readonly number[]): VectorComparison {
  if (a.length !== FEATURE_VECTOR_LENGTH || b.length !== FEATURE_VECTOR_LENGTH) {
    return { similarity: 0, timbre: 0, harmony: 0, rhythm: 0 };
  }
  const h = TIMBRE_DIMENSIONS;
  const r = h + HARMONY_DIMENSIONS;
  let similarity = 0;
  for (let i = 0; i < FEATURE_VECTOR_LENGTH; i++) similarity += a[i]! * b[i]!;
  return {
    similarity: clamp(similarity, -1, 1),
    timbre: partCosine(a, b, 0, h, VECTOR_WEIGHTS.timbre),
    harmony: partCosine(a, b, h, r, VECTOR_WEIGHTS.harmony),
    rhythm: partCosine(a, b, r, FEATURE_VECTOR_LENGTH, VECTOR_WEIGHTS.rhythm),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Tags from the sound

export type TempoFeel = 'Downtempo' | 'Mid-tempo' | 'Up-tempo';

export function tempoFeel(bpm: number): TempoFeel {
  if (bpm < 85) return 'Downtempo';
  if (bpm < 120) return 'Mid-tempo';
  return 'Up-tempo';
}

/** Streaming services play music at about -14 LUFS; a loud master sits near -9, a quiet sketch below -20. */
export const LOUD_LUFS = -12;
export const QUIET_LUFS = -20;
/** Spectral flatness above which a track reads gritty (noise, crackle, distortion), below which clean. */
export const RAW_FLATNESS = 0.25;
export const CLEAN_FLATNESS = 0.08;
/** Fewer note and drum starts than this per second reads sparse. */
export const SPARSE_ONSETS_PER_SECOND = 1.5;

export type SuggestionKind = 'bpm' | 'key' | 'tempo' | 'energy' | 'mood' | 'texture';

export interface TagSuggestion {
  tag: string;
  kind: SuggestionKind;
  /** Why, in words a creative reads beside the tag. */
  reason: string;
}

export interface AnalysisForTags {
  bpm: number | null;
  key: string | null;
  loudnessLufs: number | null;
  spectralFlatness: number;
  onsetsPerSecond: number;
}

function lufsText(lufs: number): string {
  return `${lufs.toFixed(1)} LUFS`;
}

/**
 * Tags the sound suggests, each with its reason: the BPM and key, the tempo class, the energy (High-energy or
 * Chill), the mood of the mode (minor: Moody, major: Colorful), the texture (Raw or Clean) and Minimal for a
 * sparse, quiet track. Words from the spec's moods (BEAT_MOODS) and vibe tags. Nothing is suggested without
 * the measurement behind it.
 */
export function suggestTags(a: AnalysisForTags): TagSuggestion[] {
  const out: TagSuggestion[] = [];
  const bpm = a.bpm === null ? null : Math.round(a.bpm);
  if (bpm !== null) {
    out.push({ tag: `${bpm} BPM`, kind: 'bpm', reason: `The beat measures ${bpm} BPM` });
    const feel = tempoFeel(bpm);
    const range = feel === 'Downtempo' ? 'under 85 BPM' : feel === 'Mid-tempo' ? '85 to 119 BPM' : '120 BPM or faster';
    out.push({ tag: feel, kind: 'tempo', reason: `${bpm} BPM is ${range}` });
  }
  if (a.key !== null) {
    out.push({ tag: a.key, kind: 'key', reason: `The harmony centres on ${a.key}` });
    if (a.key.endsWith('minor')) out.push({ tag: 'Moody', kind: 'mood', reason: `${a.key} is a minor key` });
    else out.push({ tag: 'Colorful', kind: 'mood', reason: `${a.key} is a major key` });
  }
  if (a.loudnessLufs !== null) {
    if (a.loudnessLufs >= LOUD_LUFS && (bpm ?? 0) >= 100) {
      out.push({
        tag: 'High-energy',
        kind: 'energy',
        reason: `Loud (${lufsText(a.loudnessLufs)}) at ${bpm} BPM`,
      });
    } else if (a.loudnessLufs >= LOUD_LUFS) {
      out.push({ tag: 'Bold', kind: 'energy', reason: `A loud master: ${lufsText(a.loudnessLufs)}` });
    } else if (bpm !== null && bpm < 95) {
      out.push({
        tag: 'Chill',
        kind: 'energy',
        reason: `Relaxed: ${bpm} BPM at ${lufsText(a.loudnessLufs)}`,
      });
    }
    if (a.loudnessLufs < QUIET_LUFS && a.onsetsPerSecond < SPARSE_ONSETS_PER_SECOND) {
      out.push({
        tag: 'Minimal',
        kind: 'energy',
        reason: `Sparse and quiet: ${a.onsetsPerSecond.toFixed(1)} hits a second at ${lufsText(a.loudnessLufs)}`,
      });
    }
  }
  if (a.spectralFlatness >= RAW_FLATNESS) {
    out.push({ tag: 'Raw', kind: 'texture', reason: 'A noisy, gritty texture (crackle, distortion or noise)' });
  } else if (a.spectralFlatness <= CLEAN_FLATNESS && a.loudnessLufs !== null) {
    out.push({ tag: 'Clean', kind: 'texture', reason: 'A clear, tonal sound with little noise' });
  }
  return out;
}
