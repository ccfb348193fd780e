/**
 * A tiny synthesiser for demo audio (decision 016, issue 17): drums on a sixteenth grid, a bass note in the
 * key, and a few voices (keys, arpeggio, choir, chopped stabs, pad). Pure functions from parameters to
 * samples; the demo beats and the demo creatives' loops both come from here, so they sound like one studio.
 */

export const SAMPLE_RATE = 22_050;

/** Which sixteenth steps of a bar play: kick, snare, hat. */
export interface DrumPattern {
  kick: number[];
  snare: number[];
  hat: number[];
}

export const FOUR_ON_FLOOR: DrumPattern = { kick: [0, 4, 8, 12], snare: [4, 12], hat: [2, 6, 10, 14] };
export const BOOM_BAP: DrumPattern = { kick: [0, 7, 10], snare: [4, 12], hat: [0, 2, 4, 6, 8, 10, 12, 14] };
export const HALF_TIME: DrumPattern = { kick: [0, 11], snare: [8], hat: [0, 4, 8, 12] };
export const TRAP: DrumPattern = { kick: [0, 3, 10], snare: [8], hat: [0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 15] };

const NOTE_INDEX: Record<string, number> = {
  C: 0,
  'C#': 1,
  D: 2,
  'D#': 3,
  E: 4,
  F: 5,
  'F#': 6,
  G: 7,
  'G#': 8,
  A: 9,
  'A#': 10,
  B: 11,
};

/** C2 (65.4 Hz) raised by `semitones`. */
export function noteHz(semitones: number): number {
  return 65.406 * 2 ** (semitones / 12);
}

/** The key's root two octaves below middle C's octave: a bass note. */
export function rootHz(key: string): number {
  return noteHz(NOTE_INDEX[key.split(' ')[0] ?? 'C'] ?? 0);
}

/** The key's tonic as semitones above C (0-11) and whether it is minor: "D# major" is 3, false. */
export function keyParts(key: string): { root: number; minor: boolean } {
  const [note = 'C', mode = 'major'] = key.split(' ');
  return { root: NOTE_INDEX[note] ?? 0, minor: mode === 'minor' };
}

/** Four-bar progressions as (root offset, minor third?) pairs: i-VI-III-VII in minor, I-V-vi-IV in major. */
export function progression(root: number, minor: boolean): number[][] {
  const triad = (r: number, isMinor: boolean) => [r, r + (isMinor ? 3 : 4), r + 7];
  return minor
    ? [triad(root, true), triad(root + 8, false), triad(root + 3, false), triad(root + 10, false)]
    : [triad(root, false), triad(root + 7, false), triad(root + 9, true), triad(root + 5, false)];
}

/** Repeatable noise in [-1, 1) for hats and snares (a fixed seed: the same file every start). */
export function noise(seed: string): () => number {
  let h = 2_166_136_261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16_777_619) >>> 0;
  return () => {
    h = (Math.imul(h, 1_664_525) + 1_013_904_223) >>> 0;
    return (h / 2 ** 32) * 2 - 1;
  };
}

export interface BeatParams {
  slug: string;
  bpm: number;
  key: string;
  pattern: DrumPattern;
  /** 0..0.5: how late the off-beat sixteenths land (a lazy, swung groove). */
  swing?: number;
  sampleRate?: number;
}

/** `seconds` of the beat: kick, snare and hats on a sixteenth grid at its BPM, over a bass note. */
export function synthesiseBeat(beat: BeatParams, seconds: number): Float32Array {
  const rate = beat.sampleRate ?? SAMPLE_RATE;
  const out = new Float32Array(Math.round(seconds * rate));
  const step = (60 / beat.bpm / 4) * rate; // one sixteenth, in samples
  const random = noise(beat.slug);
  const steps = Math.ceil(out.length / step);
  for (let s = 0; s < steps; s++) {
    const start = Math.round(s * step + (s % 2 === 1 ? (beat.swing ?? 0) * step : 0));
    const inBar = s % 16;
    if (beat.pattern.kick.includes(inBar)) {
      // A falling sine from 150 Hz to 45 Hz with a quick decay.
      let phase = 0;
      for (let i = 0; i < rate * 0.35 && start + i < out.length; i++) {
        const t = i / rate;
        phase += (2 * Math.PI * (45 + 105 * Math.exp(-t * 30))) / rate;
        out[start + i]! += 0.8 * Math.sin(phase) * Math.exp(-t * 9);
      }
    }
    if (beat.pattern.snare.includes(inBar)) {
      for (let i = 0; i < rate * 0.2 && start + i < out.length; i++) {
        const t = i / rate;
        out[start + i]! += (0.45 * random() + 0.2 * Math.sin(2 * Math.PI * 190 * t)) * Math.exp(-t * 22);
      }
    }
    if (beat.pattern.hat.includes(inBar)) {
      let last = 0;
      for (let i = 0; i < rate * 0.05 && start + i < out.length; i++) {
        const n = random();
        // A first difference of white noise: its energy sits high, like a closed hat.
        out[start + i]! += 0.18 * (n - last) * Math.exp(-(i / rate) * 80);
        last = n;
      }
    }
  }
  // A bass note in the key on every bar's downbeat, fading over the bar.
  const bar = step * 16;
  const hz = rootHz(beat.key);
  for (let i = 0; i < out.length; i++) {
    const inBar = (i % bar) / rate;
    out[i]! += 0.22 * Math.sin((2 * Math.PI * hz * i) / rate) * Math.exp(-inBar * 1.5);
  }
  for (let i = 0; i < out.length; i++) out[i] = Math.max(-1, Math.min(1, out[i]!));
  return out;
}

export type Voice = 'keys' | 'arp' | 'choir' | 'chops' | 'pad';

/**
 * A demo beat as the catalogue sells it (issue 32): the drums and bass of `synthesiseBeat` under a voice playing
 * the key's four-bar progression, so the beat has the harmony its key names and analysis can hear it.
 */
export function synthesiseTrack(beat: BeatParams & { voice: Voice }, seconds: number): Float32Array {
  const { root, minor } = keyParts(beat.key);
  const drums = synthesiseBeat(beat, seconds);
  const voice = synthesiseVoice(
    {
      voice: beat.voice,
      bpm: beat.bpm,
      chords: progression(root, minor),
      seed: beat.slug,
      sampleRate: beat.sampleRate,
    },
    seconds,
  );
  return mix([drums, voice], 0.89);
}

export interface VoiceParams {
  voice: Voice;
  bpm: number;
  /** Chords as semitones above C2, one a bar. */
  chords: number[][];
  seed: string;
  sampleRate?: number;
}

/** The lead layer over the drums: each voice plays the bar's chord its own way. */
export function synthesiseVoice(p: VoiceParams, seconds: number): Float32Array {
  const rate = p.sampleRate ?? SAMPLE_RATE;
  const out = new Float32Array(Math.round(seconds * rate));
  const sixteenth = (60 / p.bpm / 4) * rate;
  const bar = sixteenth * 16;
  const random = noise(p.seed);
  const note = (
    start: number,
    length: number,
    hz: number,
    gain: number,
    tone: (t: number, hz: number) => number,
    env: (t: number, len: number) => number,
  ) => {
    const from = Math.round(start);
    const len = length / rate;
    for (let i = 0; i < length && from + i < out.length; i++) {
      const t = i / rate;
      out[from + i]! += gain * env(t, len) * tone(t, hz);
    }
  };
  const bars = Math.ceil(out.length / bar);
  for (let b = 0; b < bars; b++) {
    const chord = p.chords[b % p.chords.length]!;
    const start = b * bar;
    if (p.voice === 'keys') {
      // Electric piano: sine with a bell-like second partial, struck on 1 and the "and" of 2, with tremolo.
      for (const at of [0, 6, 10]) {
        for (const n of chord) {
          note(
            start + at * sixteenth,
            sixteenth * (at === 0 ? 6 : 4),
            noteHz(n + 24),
            0.07,
            (t, hz) =>
              (Math.sin(2 * Math.PI * hz * t) + 0.3 * Math.sin(4 * Math.PI * hz * t) * Math.exp(-t * 6)) *
              (1 + 0.25 * Math.sin(2 * Math.PI * 5 * t)),
            (t, len) => Math.min(1, t * 200) * Math.exp(-t * 2.2) * Math.min(1, (len - t) * 30),
          );
        }
      }
    } else if (p.voice === 'arp') {
      // Sixteenth arpeggio up the chord and an octave, a few odd harmonics (a soft square), gated.
      const tones = [...chord, ...chord.map((n) => n + 12)];
      for (let s = 0; s < 16; s++) {
        const n = tones[s % tones.length]!;
        note(
          start + s * sixteenth,
          sixteenth * 0.9,
          noteHz(n + 24),
          0.09,
          (t, hz) =>
            Math.sin(2 * Math.PI * hz * t) + Math.sin(6 * Math.PI * hz * t) / 3 + Math.sin(10 * Math.PI * hz * t) / 5,
          (t) => Math.exp(-t * 14),
        );
      }
    } else if (p.voice === 'choir' || p.voice === 'pad') {
      // Slow swells: detuned pairs with vibrato; the choir adds an "aah" of partials near 700 Hz.
      for (const n of chord) {
        const detune = 1 + (random() * 0.004 + 0.002);
        note(
          start,
          bar,
          noteHz(n + 24),
          p.voice === 'choir' ? 0.06 : 0.05,
          (t, hz) => {
            const v = hz * (1 + 0.006 * Math.sin(2 * Math.PI * 5.2 * t));
            let s = Math.sin(2 * Math.PI * v * t) + Math.sin(2 * Math.PI * v * detune * t);
            if (p.voice === 'choir')
              for (let k = 2; k <= 6; k++)
                s += Math.sin(2 * Math.PI * v * k * t) * Math.exp(-(((v * k - 700) / 400) ** 2)) * 0.8;
            return s;
          },
          (t, len) => Math.min(1, t / 0.35) * Math.min(1, (len - t) / 0.3),
        );
      }
    } else {
      // Chopped stabs: the chord cut short on an off-beat rhythm, a little noise like a dusty sample.
      for (const at of [0, 3, 6, 10, 14]) {
        for (const n of chord) {
          note(
            start + at * sixteenth,
            sixteenth * 1.5,
            noteHz(n + 24),
            0.07,
            (t, hz) => Math.sin(2 * Math.PI * hz * t) + 0.5 * Math.sin(4 * Math.PI * hz * t + 1) + 0.08 * random(),
            (t, len) => Math.min(1, t * 300) * Math.min(1, (len - t) * 80),
          );
        }
      }
    }
  }
  return out;
}

/** A one-pole low-pass (warm, lo-fi tone), in place. */
export function lowPass(samples: Float32Array, cutoffHz: number, sampleRate = SAMPLE_RATE): Float32Array {
  const a = 1 - Math.exp((-2 * Math.PI * cutoffHz) / sampleRate);
  let y = 0;
  for (let i = 0; i < samples.length; i++) {
    y += a * (samples[i]! - y);
    samples[i] = y;
  }
  return samples;
}

/** Vinyl crackle: sparse clicks over faint hiss. */
export function addCrackle(samples: Float32Array, seed: string, amount = 1): Float32Array {
  const random = noise(seed);
  for (let i = 0; i < samples.length; i++) {
    const r = random();
    samples[i]! += 0.006 * amount * r + (Math.abs(r) > 0.9996 ? 0.25 * amount * random() : 0);
  }
  return samples;
}

/** Sums layers and scales the result to peak at `peak`. */
export function mix(layers: readonly Float32Array[], peak = 0.9): Float32Array {
  const out = new Float32Array(Math.min(...layers.map((l) => l.length)));
  for (const layer of layers) for (let i = 0; i < out.length; i++) out[i]! += layer[i]!;
  let max = 0;
  for (const v of out) max = Math.max(max, Math.abs(v));
  if (max > 0) for (let i = 0; i < out.length; i++) out[i] = (out[i]! / max) * peak;
  return out;
}

/** Short fades at both ends, so a loop never starts or stops with a click. */
export function fadeEdges(samples: Float32Array, seconds = 0.02, sampleRate = SAMPLE_RATE): Float32Array {
  const n = Math.min(Math.round(seconds * sampleRate), Math.floor(samples.length / 2));
  for (let i = 0; i < n; i++) {
    samples[i]! *= i / n;
    samples[samples.length - 1 - i]! *= i / n;
  }
  return samples;
}
