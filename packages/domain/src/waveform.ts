/**
 * A beat's waveform preview (issue 10, decision 016): the loudest sample of each of `buckets` equal slices
 * of the audio, scaled so the loudest slice is 1. The server computes it from PCM WAV files while it reads
 * them in chunks (`createPeaksAccumulator`); the upload form computes it in the browser from what Web Audio
 * decodes (`waveformPeaks`). Both end in the same numbers for the same samples.
 */

/** How many bars the beat card draws. */
export const PEAK_BUCKETS = 48;

/** Peaks are stored with three decimals: enough for a bar's height, a small JSON array. */
const PRECISION = 1000;

function checkBuckets(buckets: number): void {
  if (!Number.isInteger(buckets) || buckets < 1) throw new RangeError(`buckets must be a positive integer: ${buckets}`);
}

/**
 * Folds audio into per-bucket peaks without holding it: `addFrame` takes each frame in order (the frame's
 * samples of every channel, or any of them), `peaks` scales the result to 0..1. `totalFrames` fixes the
 * slices up front (a WAV's data chunk says how long it is); frames past it count in the last bucket.
 */
export function createPeaksAccumulator(totalFrames: number, buckets = PEAK_BUCKETS) {
  checkBuckets(buckets);
  const maxima = new Float64Array(buckets);
  const frames = Math.max(0, Math.floor(totalFrames));
  let frame = 0;
  return {
    /** One frame, as its loudest absolute sample across channels (NaN and infinities count as silence). */
    addFrame(loudest: number): void {
      const bucket = frames === 0 ? buckets - 1 : Math.min(buckets - 1, Math.floor((frame * buckets) / frames));
      if (Number.isFinite(loudest) && loudest > maxima[bucket]!) maxima[bucket] = loudest;
      frame++;
    },
    /** The peaks so far, 0..1 (all zeros for silence). */
    peaks(): number[] {
      let top = 0;
      for (const m of maxima) if (m > top) top = m;
      return Array.from(maxima, (m) => (top === 0 ? 0 : Math.round((m / top) * PRECISION) / PRECISION));
    },
  };
}

/**
 * Peaks of decoded audio: one channel (`Float32Array` or a list of numbers), or several channels of equal
 * length (`[left, right]`). Always `buckets` numbers from 0 to 1; silence (or no audio) is all zeros.
 */
export function waveformPeaks(
  samples: Float32Array | readonly number[] | readonly ArrayLike<number>[],
  buckets = PEAK_BUCKETS,
): number[] {
  checkBuckets(buckets);
  const channels: ArrayLike<number>[] =
    samples.length > 0 && typeof samples[0] === 'object'
      ? (samples as readonly ArrayLike<number>[]).slice()
      : [samples as ArrayLike<number>];
  const length = channels.length === 0 ? 0 : Math.min(...channels.map((c) => c.length));
  const acc = createPeaksAccumulator(length, buckets);
  for (let i = 0; i < length; i++) {
    let loudest = 0;
    for (const channel of channels) {
      const a = Math.abs(channel[i]!);
      if (a > loudest) loudest = a;
    }
    acc.addFrame(loudest);
  }
  return acc.peaks();
}

/** Whether a value is a waveform the way the server stores it: exactly `buckets` numbers from 0 to 1. */
export function isPeaks(value: unknown, buckets = PEAK_BUCKETS): value is number[] {
  return (
    Array.isArray(value) &&
    value.length === buckets &&
    value.every((v) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1)
  );
}

/** The message for a waveform that is not one. */
export const PEAKS_MESSAGE = `The waveform must be ${PEAK_BUCKETS} numbers from 0 to 1.`;
