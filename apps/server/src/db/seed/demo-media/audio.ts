import type { Groove, Sound } from './looks';
import {
  addCrackle,
  BOOM_BAP,
  type DrumPattern,
  FOUR_ON_FLOOR,
  fadeEdges,
  HALF_TIME,
  lowPass,
  mix,
  progression,
  SAMPLE_RATE,
  synthesiseBeat,
  synthesiseVoice,
  TRAP,
} from './synth';
import { encodeWav } from './wav';

/**
 * Producers' demo loops (issue 17 item 3): drums, bass and a lead voice from the shared synthesiser, at the
 * tempo and groove of the producer's look. 8 s: inside the audio snippet limits (5-10 s).
 */

export const LOOP_SECONDS = 8;

const PATTERNS: Record<Groove, DrumPattern> = {
  'boom-bap': BOOM_BAP,
  'four-on-floor': FOUR_ON_FLOOR,
  'half-time': HALF_TIME,
  trap: TRAP,
  swing: BOOM_BAP,
};

const NOTE_NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];

export interface LoopSpec {
  seed: string;
  sound: Sound;
  /** A second loop of the same producer sits a little apart: another tempo and a shifted key. */
  variation: number;
}

/** The loop's tempo and key: what the audio analysis should hear. */
export function loopTruth(spec: Pick<LoopSpec, 'sound' | 'variation'>): { bpm: number; key: string } {
  const { sound } = spec;
  const bpm = sound.bpm + spec.variation * (sound.bpm > 100 ? -8 : 6);
  const root = (sound.root + spec.variation * 5) % 12;
  return { bpm, key: `${NOTE_NAMES[root]} ${sound.minor ? 'minor' : 'major'}` };
}

/** The loop as 16-bit mono WAV bytes (`seconds` long: LOOP_SECONDS for the demo; longer for benches). */
export function renderLoop(spec: LoopSpec, seconds = LOOP_SECONDS): Buffer {
  const { sound } = spec;
  const { bpm, key } = loopTruth(spec);
  const root = (sound.root + spec.variation * 5) % 12;
  const drums = synthesiseBeat(
    { slug: spec.seed, bpm, key, pattern: PATTERNS[sound.groove], swing: sound.groove === 'swing' ? 0.28 : 0 },
    seconds,
  );
  const voice = synthesiseVoice(
    { voice: sound.voice, bpm, chords: progression(root, sound.minor), seed: spec.seed },
    seconds,
  );
  const layers = [drums, voice];
  let out = mix(layers, 0.89);
  // Lo-fi and throwback loops get a warm top and crackle, like a sampled record.
  if (sound.groove === 'swing' || sound.groove === 'boom-bap') out = addCrackle(lowPass(out, 5200), spec.seed, 0.8);
  return encodeWav([fadeEdges(out)], { sampleRate: SAMPLE_RATE });
}
