import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  analyseTempo,
  bassChroma,
  detectKey,
  featureVector,
  onsetRate,
  rmsDbfs,
  type SoundFeatures,
} from '@pulse/domain/audio-analysis';
import { type Landmark, queryFingerprints } from '@pulse/domain/audio-fingerprint';
import { ANALYSIS_MESSAGES, ANALYSIS_MIN_SECONDS } from '@pulse/domain/media-analysis-contracts';
import Meyda from 'meyda';
import { FfmpegError, probeMedia, runFfmpeg } from './ffmpeg';

/**
 * Measures one audio file (issue 32, decision 056). One ffmpeg run decodes it: one branch goes through the EBU
 * R 128 filter (integrated loudness and true peak, read from its summary), the other is resampled to mono
 * 32-bit float at ANALYSIS_SAMPLE_RATE and piped to us. meyda reads the spectra of ANALYSIS_FRAME-sample frames
 * (MFCCs, chroma, centroid, flatness); the domain's maths does the rest (tempo, key, the vector).
 *
 * The decoded audio is held in memory: 10 minutes at 11 025 Hz is 26 MB, and the analysis stops there. The
 * frame loop gives the event loop a turn every few frames, so requests are answered while it runs.
 */

/** Tempo, chroma and MFCCs need nothing above 5.5 kHz. */
export const ANALYSIS_SAMPLE_RATE = 11_025;
/** 4096 samples at 11 025 Hz: 0.37 s frames, 2.7 Hz between FFT bins (a semitone at 55 Hz is 3.3 Hz). */
const ANALYSIS_FRAME = 4096;
/** The analysis reads at most this much of a track. */
export const ANALYSIS_MAX_SECONDS = 600;
/** Below this RMS level (dBFS) the file is silent for our purposes (dither, a noise floor). */
const SILENCE_DBFS = -70;
/** Frames between turns of the event loop (about 20-30 ms of work). */
const FRAMES_PER_TURN = 12;

export interface AudioMeasurement {
  durationSeconds: number;
  bpm: number | null;
  key: string | null;
  loudnessLufs: number | null;
  peakDbtp: number | null;
  features: SoundFeatures;
  vector: number[];
  /** The acoustic fingerprint read at the query shifts (decision 058): the first is the one stored. */
  fingerprints: Landmark[][];
}

/** The file cannot be analysed, and trying again would not help: `message` says why. */
export class UnanalysableAudioError extends Error {
  constructor(readonly userMessage: string) {
    super(userMessage);
    this.name = 'UnanalysableAudioError';
  }
}

/** Integrated loudness and true peak from the ebur128 filter's summary; null where it reports none. */
export function parseEbur128Summary(stderr: string): { loudnessLufs: number | null; peakDbtp: number | null } {
  const at = stderr.lastIndexOf('Summary:');
  const summary = at >= 0 ? stderr.slice(at) : '';
  const integrated = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary);
  const peak = /Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary);
  const num = (m: RegExpExecArray | null) => {
    if (!m || m[1] === '-inf') return null;
    const v = Number(m[1]);
    return Number.isFinite(v) ? v : null;
  };
  const lufs = num(integrated);
  // The gate's floor (-70 LUFS) is what the filter prints for silence: no loudness to speak of.
  return { loudnessLufs: lufs !== null && lufs > -70 ? lufs : null, peakDbtp: num(peak) };
}

/** Decodes the first ANALYSIS_MAX_SECONDS of the file's first audio stream; measures loudness on the way. */
async function decode(path: string): Promise<{ samples: Float32Array; stderr: string }> {
  const run = await runFfmpeg({
    input: path,
    outputOptions: [
      '-filter_complex',
      `[0:a:0]asplit=2[l][d];[l]ebur128=peak=true[lo];[lo]anullsink;[d]aresample=${ANALYSIS_SAMPLE_RATE},aformat=sample_fmts=flt:channel_layouts=mono[out]`,
      ...['-map', '[out]', '-t', String(ANALYSIS_MAX_SECONDS), '-f', 'f32le'],
    ],
    output: 'pipe:1',
  });
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of run.stdout as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    bytes += chunk.length;
  }
  const stderr = await run.done;
  const whole = Buffer.concat(chunks, bytes);
  chunks.length = 0;
  const samples = new Float32Array(Math.floor(whole.length / 4));
  for (let i = 0; i < samples.length; i++) samples[i] = whole.readFloatLE(i * 4);
  return { samples, stderr };
}

export interface SpectralSummary {
  mfcc: number[];
  chroma: number[];
  /** Which pitch classes the bass register plays (`bassChroma`), averaged: the key's tonic evidence. */
  bassChroma: number[];
  spectralCentroidHz: number;
  spectralFlatness: number;
}

/**
 * meyda over consecutive frames. Each frame's features count by its level (RMS), so quiet gaps and fades do
 * not pull the averages toward noise; meyda scales each frame's chroma to its own maximum.
 */
export async function spectralSummary(samples: Float32Array): Promise<SpectralSummary> {
  Meyda.bufferSize = ANALYSIS_FRAME;
  Meyda.sampleRate = ANALYSIS_SAMPLE_RATE;
  Meyda.numberOfMFCCCoefficients = 13;
  Meyda.windowingFunction = 'hanning';
  const mfcc = new Array<number>(12).fill(0);
  const chroma = new Array<number>(12).fill(0);
  const bass = new Array<number>(12).fill(0);
  let centroid = 0;
  let flatness = 0;
  let weight = 0;
  let frame = 0;
  for (let at = 0; at + ANALYSIS_FRAME <= samples.length; at += ANALYSIS_FRAME) {
    const f = Meyda.extract(
      ['mfcc', 'chroma', 'spectralCentroid', 'spectralFlatness', 'rms', 'amplitudeSpectrum'],
      samples.subarray(at, at + ANALYSIS_FRAME),
    );
    const w = f?.rms ?? 0;
    if (f && w > 1e-4 && f.mfcc && f.chroma) {
      const low = f.amplitudeSpectrum ? bassChroma(f.amplitudeSpectrum, ANALYSIS_SAMPLE_RATE, ANALYSIS_FRAME) : null;
      for (let i = 0; i < 12; i++) {
        mfcc[i]! += w * (f.mfcc[i + 1] ?? 0);
        chroma[i]! += w * (f.chroma[i] ?? 0);
        if (low) bass[i]! += w * low[i]!;
      }
      if (Number.isFinite(f.spectralCentroid)) centroid += w * f.spectralCentroid!;
      if (Number.isFinite(f.spectralFlatness)) flatness += w * f.spectralFlatness!;
      weight += w;
    }
    if (++frame % FRAMES_PER_TURN === 0) await yieldToEventLoop();
  }
  const mean = (x: number) => (weight > 0 ? x / weight : 0);
  return {
    mfcc: mfcc.map(mean),
    chroma: chroma.map(mean),
    bassChroma: bass.map(mean),
    // meyda's centroid is a bin index.
    spectralCentroidHz: (mean(centroid) * ANALYSIS_SAMPLE_RATE) / ANALYSIS_FRAME,
    spectralFlatness: mean(flatness),
  };
}

/**
 * Measures the file at `path`. Throws UnanalysableAudioError when the file itself says no (no audio stream,
 * shorter than ANALYSIS_MIN_SECONDS, silent, or ffmpeg's fence refused it or stopped it at a cap: decision 059);
 * anything else thrown (ffmpeg failing) is for the job to retry.
 */
export async function measureAudio(path: string): Promise<AudioMeasurement> {
  try {
    return await measureFencedAudio(path);
  } catch (err) {
    if (err instanceof FfmpegError && err.fence !== null)
      throw new UnanalysableAudioError(ANALYSIS_MESSAGES.unavailable);
    throw err;
  }
}

async function measureFencedAudio(path: string): Promise<AudioMeasurement> {
  const probe = await probeMedia(path);
  if (!probe.hasAudio) throw new UnanalysableAudioError(ANALYSIS_MESSAGES.noAudio);
  const { samples, stderr } = await decode(path);
  const durationSeconds = samples.length / ANALYSIS_SAMPLE_RATE;
  if (durationSeconds < ANALYSIS_MIN_SECONDS) throw new UnanalysableAudioError(ANALYSIS_MESSAGES.tooShort);
  if (rmsDbfs(samples) < SILENCE_DBFS) throw new UnanalysableAudioError(ANALYSIS_MESSAGES.silent);
  await yieldToEventLoop();

  const { loudnessLufs, peakDbtp } = parseEbur128Summary(stderr);
  const tempo = analyseTempo(samples, ANALYSIS_SAMPLE_RATE);
  await yieldToEventLoop();
  const onsets = onsetRate(samples, ANALYSIS_SAMPLE_RATE);
  await yieldToEventLoop();
  const spectra = await spectralSummary(samples);
  const key = detectKey(spectra.chroma, spectra.bassChroma);
  await yieldToEventLoop();
  // The fingerprint comes from the same decode (11 025 Hz mono): no second ffmpeg run (decision 058).
  const fingerprints = queryFingerprints(samples);
  const { bassChroma: _bass, ...summary } = spectra;
  const features: SoundFeatures = {
    ...summary,
    bpm: tempo?.bpm ?? null,
    pulseClarity: tempo?.clarity ?? 0,
    onsetsPerSecond: onsets,
    loudnessLufs,
  };
  return {
    durationSeconds,
    bpm: tempo ? Math.round(tempo.bpm) : null,
    key: key?.key ?? null,
    loudnessLufs: loudnessLufs === null ? null : Math.round(loudnessLufs * 10) / 10,
    peakDbtp: peakDbtp === null ? null : Math.round(peakDbtp * 10) / 10,
    features,
    vector: featureVector(features),
    fingerprints,
  };
}
