import { PEAK_BUCKETS, waveformPeaks } from '@pulse/domain/waveform';

/**
 * The preview clip's waveform computed in the browser (decision 016): Web Audio decodes the file (MP3, M4A,
 * WAV...), the domain folds its channels into PEAK_BUCKETS peaks. The server reads WAV files itself and
 * keeps these for the formats it does not decode. Formats the browser cannot decode reject.
 */
export async function previewPeaks(file: Blob): Promise<number[]> {
  // The context's rate only matters for resampling; peaks do not need more than 22.05 kHz.
  const context = new OfflineAudioContext(1, 1, 22_050);
  const audio = await context.decodeAudioData(await file.arrayBuffer());
  const channels = Array.from({ length: audio.numberOfChannels }, (_, i) => audio.getChannelData(i));
  return waveformPeaks(channels, PEAK_BUCKETS);
}
