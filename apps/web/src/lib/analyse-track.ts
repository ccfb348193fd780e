import { analyseSamples, mixToMono, type TrackAnalysis } from '@pulse/domain/audio-analysis';

/** Decoding at 22.05 kHz halves the work; tempo and loudness need nothing above 11 kHz. */
const ANALYSIS_RATE = 22_050;
/** A minute from the middle of the track says enough about its tempo and level. */
const WINDOW_SECONDS = 60;

/**
 * Decodes a track in the browser (Web Audio resamples it to the context's rate) and measures tempo and
 * loudness with the domain's maths. Formats the browser cannot decode (AIFF in Chromium) reject.
 */
export async function analyseTrack(file: Blob): Promise<TrackAnalysis> {
  const context = new OfflineAudioContext(1, 1, ANALYSIS_RATE);
  const audio = await context.decodeAudioData(await file.arrayBuffer());
  const channels = Array.from({ length: audio.numberOfChannels }, (_, i) => audio.getChannelData(i));
  const windowLength = Math.min(audio.length, WINDOW_SECONDS * audio.sampleRate);
  const start = Math.floor((audio.length - windowLength) / 2);
  const mono = mixToMono(channels.map((c) => c.subarray(start, start + windowLength)));
  return analyseSamples(mono, audio.sampleRate);
}
