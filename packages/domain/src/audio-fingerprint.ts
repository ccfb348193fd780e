/**
 * Acoustic fingerprints (issue 32 item 4, decision 058): Shazam-style landmarks. The spectrogram's local peaks
 * are paired, each anchor with a few peaks shortly after it, into (f1, f2, dt) hashes kept with the anchor's
 * time. A copy of a recording (re-encoded, trimmed, with a few seconds changed) shares many hashes with the
 * original at one constant time offset; unrelated audio shares few, at scattered offsets. Pure maths on mono
 * samples: the server decodes the audio (the analysis job's ffmpeg run, at FINGERPRINT_SAMPLE_RATE).
 */

/** The analysis job's decode rate (decision 056): everything up to 5.5 kHz, where landmarks are stable. */
export const FINGERPRINT_SAMPLE_RATE = 11_025;
/** 1024-sample Hann frames (93 ms) every 512 samples (46 ms): 10.8 Hz between bins. */
export const FINGERPRINT_FRAME = 1024;
export const FINGERPRINT_HOP = 512;
const BINS = FINGERPRINT_FRAME / 2;
/** Bins under 40 Hz (rumble) and over 5 kHz (what a 128 kbps encoder smears) hold no landmarks. */
const MIN_BIN = 4;
const MAX_BIN = 464;
/** A peak is the loudest cell within this many bins and frames either side. */
const PEAK_BIN_REACH = 12;
const PEAK_FRAME_REACH = 4;
/** A peak must be within this many dB of the track's loudest cell (no landmarks in the noise floor). */
const PEAK_FLOOR_DB = 55;
/** Nor below this level at all (a 1024-sample frame of a sine at about -80 dBFS): silence has no landmarks. */
const ABSOLUTE_FLOOR_DB = -40;
/** At most this many peaks a frame, the loudest first. */
const PEAKS_PER_FRAME = 4;
/** Each anchor pairs with up to FAN_OUT peaks 1..MAX_DT frames later (1.5 s), within MAX_DF bins. */
const FAN_OUT = 5;
const MAX_DT = 31;
const MAX_DF = 127;

export interface SpectralPeak {
  /** Frame index (FINGERPRINT_HOP samples each). */
  t: number;
  /** FFT bin (FINGERPRINT_SAMPLE_RATE / FINGERPRINT_FRAME Hz each). */
  f: number;
}

export interface Landmark {
  /** f1 (9 bits), f2 - f1 + MAX_DF (8 bits), dt (5 bits): 22 bits, a non-negative int4. */
  hash: number;
  /** The anchor's frame. */
  t: number;
}

/**
 * The FFT's twiddle factors for length `n`, every stage's in turn (stage `size` starts at `size / 2 - 1`): the
 * same values the butterflies computed with Math.cos and Math.sin each time, which were most of a 3-minute
 * track's fingerprinting.
 */
const twiddleTables = new Map<number, { cos: Float64Array; sin: Float64Array }>();
function twiddles(n: number): { cos: Float64Array; sin: Float64Array } {
  let table = twiddleTables.get(n);
  if (!table) {
    table = { cos: new Float64Array(n), sin: new Float64Array(n) };
    for (let size = 2; size <= n; size <<= 1) {
      const step = (-2 * Math.PI) / size;
      for (let k = 0; k < size >> 1; k++) {
        table.cos[(size >> 1) - 1 + k] = Math.cos(step * k);
        table.sin[(size >> 1) - 1 + k] = Math.sin(step * k);
      }
    }
    twiddleTables.set(n, table);
  }
  return table;
}

/** In-place iterative radix-2 FFT of (re, im); length a power of two. */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      const r = re[i]!;
      re[i] = re[j]!;
      re[j] = r;
      const m = im[i]!;
      im[i] = im[j]!;
      im[j] = m;
    }
  }
  const { cos, sin } = twiddles(n);
  for (let size = 2; size <= n; size <<= 1) {
    const half = size >> 1;
    const first = half - 1;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < half; k++) {
        const wr = cos[first + k]!;
        const wi = sin[first + k]!;
        const a = start + k;
        const b = a + half;
        const xr = re[b]! * wr - im[b]! * wi;
        const xi = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - xr;
        im[b] = im[a]! - xi;
        re[a] = re[a]! + xr;
        im[a] = im[a]! + xi;
      }
    }
  }
}

/** The log-magnitude spectrogram (dB), frames x BINS, row-major. */
export function spectrogram(samples: ArrayLike<number>): { frames: number; db: Float32Array } {
  const frames =
    samples.length < FINGERPRINT_FRAME ? 0 : 1 + Math.floor((samples.length - FINGERPRINT_FRAME) / FINGERPRINT_HOP);
  const db = new Float32Array(frames * BINS);
  const window = new Float64Array(FINGERPRINT_FRAME);
  for (let i = 0; i < FINGERPRINT_FRAME; i++) window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FINGERPRINT_FRAME);
  const re = new Float64Array(FINGERPRINT_FRAME);
  const im = new Float64Array(FINGERPRINT_FRAME);
  for (let t = 0; t < frames; t++) {
    const at = t * FINGERPRINT_HOP;
    for (let i = 0; i < FINGERPRINT_FRAME; i++) {
      re[i] = samples[at + i]! * window[i]!;
      im[i] = 0;
    }
    fft(re, im);
    for (let f = 0; f < BINS; f++) db[t * BINS + f] = 10 * Math.log10(re[f]! * re[f]! + im[f]! * im[f]! + 1e-10);
  }
  return { frames, db };
}

/**
 * The spectrogram's landmarks: cells that are the loudest within PEAK_BIN_REACH bins and PEAK_FRAME_REACH
 * frames, within PEAK_FLOOR_DB of the loudest cell, at most PEAKS_PER_FRAME a frame. Sorted by time, then bin.
 */
export function spectralPeaks(samples: ArrayLike<number>): SpectralPeak[] {
  const { frames, db } = spectrogram(samples);
  if (frames === 0) return [];
  let loudest = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < db.length; i++) if (db[i]! > loudest) loudest = db[i]!;
  const floor = Math.max(ABSOLUTE_FLOOR_DB, loudest - PEAK_FLOOR_DB);
  // Separable max filter: over bins, then over frames.
  const alongBins = new Float32Array(db.length);
  for (let t = 0; t < frames; t++) {
    const row = t * BINS;
    for (let f = 0; f < BINS; f++) {
      let m = Number.NEGATIVE_INFINITY;
      const lo = Math.max(0, f - PEAK_BIN_REACH);
      const hi = Math.min(BINS - 1, f + PEAK_BIN_REACH);
      for (let g = lo; g <= hi; g++) if (db[row + g]! > m) m = db[row + g]!;
      alongBins[row + f] = m;
    }
  }
  const peaks: SpectralPeak[] = [];
  for (let t = 0; t < frames; t++) {
    const found: { f: number; v: number }[] = [];
    for (let f = MIN_BIN; f < MAX_BIN; f++) {
      const v = db[t * BINS + f]!;
      if (v < floor || v < alongBins[t * BINS + f]!) continue;
      let top = true;
      for (let u = Math.max(0, t - PEAK_FRAME_REACH); u <= Math.min(frames - 1, t + PEAK_FRAME_REACH) && top; u++) {
        if (alongBins[u * BINS + f]! > v) top = false;
      }
      if (top) found.push({ f, v });
    }
    found.sort((a, b) => b.v - a.v);
    for (const p of found.slice(0, PEAKS_PER_FRAME).sort((a, b) => a.f - b.f)) peaks.push({ t, f: p.f });
  }
  return peaks;
}

/** The hash of an anchor at bin f1 paired with a peak at bin f2, dt frames later (1..MAX_DT, |f2-f1| <= MAX_DF). */
export function landmarkHash(f1: number, f2: number, dt: number): number {
  return (f1 << 13) | ((f2 - f1 + MAX_DF) << 5) | dt;
}

/** The pairs of peaks: each anchor with the FAN_OUT nearest peaks in time in its target zone. */
export function landmarks(peaks: readonly SpectralPeak[]): Landmark[] {
  const out: Landmark[] = [];
  for (let i = 0; i < peaks.length; i++) {
    const a = peaks[i]!;
    let paired = 0;
    for (let j = i + 1; j < peaks.length && paired < FAN_OUT; j++) {
      const b = peaks[j]!;
      const dt = b.t - a.t;
      if (dt < 1) continue;
      if (dt > MAX_DT) break;
      if (Math.abs(b.f - a.f) > MAX_DF) continue;
      out.push({ hash: landmarkHash(a.f, b.f, dt), t: a.t });
      paired++;
    }
  }
  return out;
}

/** The landmarks of mono samples at FINGERPRINT_SAMPLE_RATE: what is stored for a file. */
export function fingerprint(samples: ArrayLike<number>): Landmark[] {
  return landmarks(spectralPeaks(samples));
}

/**
 * A copy trimmed by a time that is not a whole number of hops sees every sound half a hop from where the
 * original's frames saw it, and loses most landmarks. The upload is read at QUERY_SHIFTS starts a fraction of
 * a hop apart; one of them lines up with the original's frames within an eighth of a hop.
 */
export const QUERY_SHIFTS = 4;

/** The landmarks of the samples read from QUERY_SHIFTS starts (the first is `fingerprint(samples)`). */
export function queryFingerprints(samples: Float32Array): Landmark[][] {
  return Array.from({ length: QUERY_SHIFTS }, (_, k) =>
    fingerprint(samples.subarray(Math.round((k * FINGERPRINT_HOP) / QUERY_SHIFTS))),
  );
}

/** At most this many distinct hashes are looked up for an upload: the index probe's size. */
export const MAX_PROBE_HASHES = 2000;

/** The distinct hashes of the readings, at most `max`, spread evenly over them. */
export function probeHashes(readings: readonly (readonly Landmark[])[], max = MAX_PROBE_HASHES): number[] {
  const unique = [...new Set(readings.flatMap((r) => r.map((m) => m.hash)))];
  if (unique.length <= max) return unique;
  const step = unique.length / max;
  return Array.from({ length: max }, (_, i) => unique[Math.floor(i * step)]!);
}

/**
 * At most this many stored landmarks are read for one lookup. Real hashes are skewed (low bins, short dt): a
 * probe of every hash of an upload read millions of rows at 100 000 files (decision 058, "Cost of the lookup").
 */
export const PROBE_ROW_BUDGET = 40_000;

export interface ProbePlan {
  /** The hashes to read from the index: the upload's rarest stored hashes, within the row budget. */
  probe: number[];
  /**
   * The hashes whose matches are all known: the probed ones and those no file has. The query side of a match
   * keeps only these.
   */
  considered: Set<number>;
  /** Stored hashes of the upload left out for the budget: what the lookup did not read, for the ratio. */
  skipped: Set<number>;
  /** Stored landmarks the probe reads (the sum of its hashes' counts). */
  rows: number;
}

/**
 * The probe of an upload's `hashes`, given how many landmarks are stored under each (`stored`; a hash not in it
 * has none): the rarest first, by count then hash, while their rows fit `budget`. A common hash (a kick's low
 * bins a frame apart) tells few files apart and costs the most; a rare one is both cheap and discriminating.
 */
export function planProbe(
  hashes: readonly number[],
  stored: ReadonlyMap<number, number>,
  budget = PROBE_ROW_BUDGET,
): ProbePlan {
  const considered = new Set<number>();
  const present: { hash: number; n: number }[] = [];
  for (const hash of new Set(hashes)) {
    const n = stored.get(hash) ?? 0;
    if (n > 0) present.push({ hash, n });
    else considered.add(hash);
  }
  present.sort((a, b) => a.n - b.n || a.hash - b.hash);
  const probe: number[] = [];
  const skipped = new Set<number>();
  let rows = 0;
  for (const { hash, n } of present) {
    if (skipped.size === 0 && rows + n <= budget) {
      rows += n;
      probe.push(hash);
      considered.add(hash);
    } else skipped.add(hash);
  }
  return { probe, considered, skipped, rows };
}

export interface FingerprintMatch {
  /** Landmarks of the query that line up with the candidate at `offset`, counting the neighbouring offsets. */
  score: number;
  /** score over the smaller side's landmark count: how much of the shorter recording is shared, 0..1. */
  ratio: number;
  /** Candidate frame minus query frame where they line up. */
  offset: number;
}

/**
 * A match needs this many aligned landmarks and this share of the shorter recording's. Copies of the demo beats
 * (re-encoded, trimmed) line up 41-71%; two different recordings sharing only a drum grid at one tempo lined up
 * 22% (26 landmarks) in the end-to-end suite, so the share is 30%, not 15%: a common rhythm is not a copy.
 */
export const MATCH_MIN_SCORE = 20;
export const MATCH_MIN_RATIO = 0.3;

/**
 * A stored file with fewer probed landmarks than this cannot reach MATCH_MIN_SCORE: at one offset each of its
 * landmarks takes at most one query landmark's vote, and the score adds three offsets. The lookup keeps only
 * files with this many in the database, so only candidates leave it.
 */
export const MIN_CANDIDATE_LANDMARKS = Math.ceil(MATCH_MIN_SCORE / 3);

/**
 * The offset histogram: every query landmark whose hash the candidate has votes for (candidate t - query t);
 * the best offset (with its neighbours, for a trim that is not a whole number of frames) is the score.
 * Each query landmark votes once per offset, so a repeated hash cannot outvote the rest.
 */
export function matchScore(
  query: readonly Landmark[],
  candidate: readonly Landmark[],
  sizes: { query: number; candidate: number } = { query: query.length, candidate: candidate.length },
): FingerprintMatch {
  const byHash = new Map<number, number[]>();
  for (const m of candidate) {
    const list = byHash.get(m.hash);
    if (list) list.push(m.t);
    else byHash.set(m.hash, [m.t]);
  }
  const votes = new Map<number, number>();
  for (const q of query) {
    const times = byHash.get(q.hash);
    if (!times) continue;
    const voted = new Set<number>();
    for (const t of times) {
      const d = t - q.t;
      if (voted.has(d)) continue;
      voted.add(d);
      votes.set(d, (votes.get(d) ?? 0) + 1);
    }
  }
  let best = { score: 0, offset: 0 };
  for (const [d, n] of votes) {
    const score = n + (votes.get(d - 1) ?? 0) + (votes.get(d + 1) ?? 0);
    if (score > best.score || (score === best.score && d < best.offset)) best = { score, offset: d };
  }
  const smaller = Math.min(sizes.query, sizes.candidate);
  return { ...best, ratio: smaller > 0 ? Math.min(1, best.score / smaller) : 0 };
}

/**
 * The best of the readings against one candidate: each reading keeps only the hashes whose matches are known
 * (`considered`), and the candidate brings its landmarks with those hashes and its whole landmark count.
 *
 * When the probe left stored hashes out for its budget (`skipped`), the score counts only the landmarks read,
 * a share p of the reading's landmarks with stored hashes, so the ratio is the score over p times the sizes
 * (the reading's landmarks counting the skipped ones, and the candidate's): the share that lines up among the
 * hashes read, which is the share of the whole for a copy. The score itself is what was seen, so the
 * MATCH_MIN_SCORE bar is no easier to pass on a sample. Nothing skipped: p = 1, the plain ratio.
 */
export function bestMatch(
  readings: readonly (readonly Landmark[])[],
  considered: ReadonlySet<number>,
  candidate: readonly Landmark[],
  candidateCount: number,
  sampled?: { probe: ReadonlySet<number>; skipped: ReadonlySet<number> },
): FingerprintMatch {
  let best: FingerprintMatch = { score: 0, ratio: 0, offset: 0 };
  for (const reading of readings) {
    const query = reading.filter((m) => considered.has(m.hash));
    let share = 1;
    let left = 0;
    if (sampled && sampled.skipped.size > 0) {
      const read = query.filter((m) => sampled.probe.has(m.hash)).length;
      left = reading.filter((m) => sampled.skipped.has(m.hash)).length;
      share = read + left > 0 ? read / (read + left) : 1;
    }
    const m = matchScore(query, candidate, {
      query: (query.length + left) * share,
      candidate: candidateCount * share,
    });
    if (m.score > best.score) best = m;
  }
  return best;
}

/** Whether a match score says the two are the same recording. */
export function isSameRecording(m: Pick<FingerprintMatch, 'score' | 'ratio'>): boolean {
  return m.score >= MATCH_MIN_SCORE && m.ratio >= MATCH_MIN_RATIO;
}
