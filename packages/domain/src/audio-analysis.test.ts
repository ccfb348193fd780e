import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyseTempo,
  BASS_MAX_HZ,
  BASS_MIN_HZ,
  bassChroma,
  compareVectors,
  detectKey,
  estimateTempo,
  FEATURE_VECTOR_LENGTH,
  featureVector,
  KEY_MIN_CORRELATION,
  keyProfile,
  onsetEnvelope,
  onsetRate,
  rmsDbfs,
  type SoundFeatures,
  suggestTags,
  tempoFeel,
} from './audio-analysis';

const RATE = 22_050;

/** A click track: a 10 ms decaying 1 kHz burst on every beat, silence between. */
function clickTrack(bpm: number, seconds: number, amplitude = 0.8, rate = RATE): Float32Array {
  const out = new Float32Array(Math.round(seconds * rate));
  const beat = (60 / bpm) * rate;
  for (let start = 0; start < out.length; start += beat) {
    const s = Math.round(start);
    for (let i = 0; i < rate * 0.01 && s + i < out.length; i++) {
      out[s + i] = amplitude * Math.sin((2 * Math.PI * 1000 * i) / rate) * Math.exp(-i / (rate * 0.003));
    }
  }
  return out;
}

function sine(freq: number, seconds: number, amplitude: number, rate = RATE): Float32Array {
  const out = new Float32Array(Math.round(seconds * rate));
  for (let i = 0; i < out.length; i++) out[i] = amplitude * Math.sin((2 * Math.PI * freq * i) / rate);
  return out;
}

describe('rmsDbfs', () => {
  it('reads a full-scale sine as -3 dBFS and half scale as -9 dBFS', () => {
    expect(rmsDbfs(sine(440, 1, 1))).toBeCloseTo(-3.01, 1);
    expect(rmsDbfs(sine(440, 1, 0.5))).toBeCloseTo(-9.03, 1);
  });

  it('reads silence and no samples as -Infinity', () => {
    expect(rmsDbfs(new Float32Array(100))).toBe(Number.NEGATIVE_INFINITY);
    expect(rmsDbfs([])).toBe(Number.NEGATIVE_INFINITY);
  });
});

describe('estimateTempo', () => {
  it('finds 120 BPM in a click track', () => {
    expect(estimateTempo(clickTrack(120, 12), RATE)).toBeCloseTo(120, 0);
  });

  it('finds 92 BPM and 140 BPM, at 44.1 kHz too', () => {
    expect(Math.round(estimateTempo(clickTrack(92, 15), RATE)!)).toBe(92);
    expect(Math.round(estimateTempo(clickTrack(140, 10, 0.8, 44_100), 44_100)!)).toBe(140);
  });

  it('finds the tempo of any click track from 70 to 170 BPM within 1 BPM', () => {
    fc.assert(
      fc.property(fc.integer({ min: 70, max: 170 }), (bpm) => {
        const found = estimateTempo(clickTrack(bpm, 12), RATE);
        expect(found).not.toBeNull();
        expect(Math.abs(found! - bpm)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 25 },
    );
  });

  it('has no tempo for silence, a steady tone or a clip shorter than two beats', () => {
    expect(estimateTempo(new Float32Array(RATE * 5), RATE)).toBeNull();
    expect(estimateTempo(sine(220, 5, 0.5), RATE)).toBeNull();
    expect(estimateTempo(clickTrack(120, 1), RATE)).toBeNull();
  });
});

describe('onsetEnvelope and onsetRate', () => {
  it('marks a rise in level and not a steady level', () => {
    const env = onsetEnvelope(clickTrack(60, 3), RATE);
    expect(env.length).toBe(Math.floor((3 * RATE) / Math.round(RATE * 0.01)));
    const hop = Math.round(RATE * 0.01);
    const secondBeat = Math.floor(RATE / hop);
    expect(env[0]).toBe(0); // the sound's start is not a beat
    expect(Math.max(env[secondBeat]!, env[secondBeat + 1]!)).toBeGreaterThan(0.01);
    expect(env[secondBeat + 50]).toBe(0);
  });

  it('counts one onset per click, none in silence or a steady tone', () => {
    expect(onsetRate(clickTrack(120, 10), RATE)).toBeCloseTo(2, 0);
    expect(onsetRate(new Float32Array(RATE * 3), RATE)).toBe(0);
    expect(onsetRate(sine(220, 3, 0.5), RATE)).toBeLessThan(0.5);
  });
});

describe('analyseTempo', () => {
  it('resolves a beat whose kick pattern accents off the beat (hats keep the grid)', () => {
    // A trap-like bar: kick on 1, the "and" of 2 and 3; hats on every eighth. The truth is the eighths' pulse.
    const bpm = 96;
    const rate = 11_025;
    const seconds = 12;
    const out = new Float32Array(rate * seconds);
    const sixteenth = (60 / bpm / 4) * rate;
    for (let step = 0; step * sixteenth < out.length; step++) {
      const at = Math.round(step * sixteenth);
      const s = step % 16;
      const kick = s === 0 || s === 6 || s === 10;
      for (let i = 0; i < rate * 0.12 && at + i < out.length; i++) {
        if (kick) out[at + i]! += 0.8 * Math.sin((2 * Math.PI * 55 * i) / rate) * Math.exp(-i / (rate * 0.05));
      }
      if (s % 2 === 0) {
        for (let i = 0; i < rate * 0.02 && at + i < out.length; i++) {
          out[at + i]! += 0.25 * (i % 2 === 0 ? 1 : -1) * Math.exp(-i / (rate * 0.004));
        }
      }
    }
    const found = analyseTempo(out, rate);
    expect(found).not.toBeNull();
    expect(Math.abs(found!.bpm - bpm)).toBeLessThanOrEqual(2);
    expect(found!.clarity).toBeGreaterThan(0.1);
    expect(found!.clarity).toBeLessThanOrEqual(1);
  });
});

/**
 * A drum bar on a sixteenth grid at `bpm`, `seconds` long at 11 025 Hz: a 55 Hz kick, a noise snare and a
 * quiet click hat on the given steps, optionally under a pad (a chord a bar with a slow 0.35 s swell).
 */
function groove(
  bpm: number,
  steps: { kick: number[]; snare: number[]; hat: number[] },
  options: { seconds?: number; pad?: boolean } = {},
): Float32Array {
  const rate = 11_025;
  const out = new Float32Array(rate * (options.seconds ?? 10));
  const sixteenth = (60 / bpm / 4) * rate;
  let seed = 1;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (seed / 2_147_483_648) * 2 - 1;
  };
  for (let step = 0; step * sixteenth < out.length; step++) {
    const at = Math.round(step * sixteenth);
    const s = step % 16;
    for (let i = 0; i < rate * 0.3 && at + i < out.length; i++) {
      const t = i / rate;
      if (steps.kick.includes(s)) out[at + i]! += 0.8 * Math.sin(2 * Math.PI * 55 * t) * Math.exp(-t * 9);
      if (steps.snare.includes(s) && t < 0.2) out[at + i]! += 0.45 * random() * Math.exp(-t * 22);
      if (steps.hat.includes(s) && t < 0.04) out[at + i]! += 0.15 * (i % 2 === 0 ? 1 : -1) * Math.exp(-t * 80);
    }
  }
  if (options.pad) {
    const bar = sixteenth * 16;
    const chords = [
      [261.6, 329.6, 392],
      [392, 493.9, 587.3],
      [220, 261.6, 329.6],
      [349.2, 440, 523.3],
    ];
    for (let i = 0; i < out.length; i++) {
      const b = Math.floor(i / bar);
      const t = (i - b * bar) / rate;
      const swell = Math.min(1, t / 0.35) * Math.min(1, (bar / rate - t) / 0.3);
      for (const hz of chords[b % 4]!) out[i]! += 0.08 * swell * Math.sin((2 * Math.PI * hz * i) / rate);
    }
  }
  return out;
}

describe('analyseTempo on grooves', () => {
  it('hears a half-time groove under a slow pad at its quarter-note tempo, not at 4/3 or 4/5 of it', () => {
    // Kick on 1 and the last sixteenth of beat 3, snare on 3, quiet hats on the quarters; a pad swells each bar.
    fc.assert(
      fc.property(fc.integer({ min: 70, max: 104 }), (bpm) => {
        const found = analyseTempo(
          groove(bpm, { kick: [0, 11], snare: [8], hat: [0, 4, 8, 12] }, { pad: true }),
          11_025,
        );
        expect(Math.abs(found!.bpm - bpm)).toBeLessThanOrEqual(2);
      }),
      { numRuns: 8 },
    );
  });

  it('hears a trap beat with dense hats at its tempo, not at half time', () => {
    // Kick on 1, the "a" of 1 and the "and" of 3, snare on 3, hats on three sixteenths of every beat.
    const hat = [0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 15];
    fc.assert(
      fc.property(fc.integer({ min: 128, max: 150 }), (bpm) => {
        const found = analyseTempo(groove(bpm, { kick: [0, 3, 10], snare: [8], hat }), 11_025);
        expect(Math.abs(found!.bpm - bpm)).toBeLessThanOrEqual(2);
      }),
      { numRuns: 8 },
    );
  });

  it('still hears four on the floor and a boom-bap beat at their tempo', () => {
    for (const bpm of [96, 120, 128]) {
      const four = analyseTempo(groove(bpm, { kick: [0, 4, 8, 12], snare: [4, 12], hat: [2, 6, 10, 14] }), 11_025);
      expect(Math.abs(four!.bpm - bpm)).toBeLessThanOrEqual(2);
    }
    for (const bpm of [84, 92, 98]) {
      const boomBap = analyseTempo(
        groove(bpm, { kick: [0, 7, 10], snare: [4, 12], hat: [0, 2, 4, 6, 8, 10, 12, 14] }),
        11_025,
      );
      expect(Math.abs(boomBap!.bpm - bpm)).toBeLessThanOrEqual(2);
    }
  });
});

/** A chroma that is exactly a key's profile, scaled, with a little of every pitch class. */
const chromaOf = (tonic: number, mode: 'major' | 'minor', scale = 1) => keyProfile(tonic, mode).map((v) => v * scale);

describe('detectKey (Krumhansl-Schmuckler)', () => {
  it('finds the key whose profile the chroma is, for all 24 keys, spelled as BEAT_KEYS', () => {
    for (let tonic = 0; tonic < 12; tonic++) {
      for (const mode of ['major', 'minor'] as const) {
        const found = detectKey(chromaOf(tonic, mode));
        expect(found?.tonic).toBe(tonic);
        expect(found?.mode).toBe(mode);
        expect(found?.correlation).toBeCloseTo(1, 6);
      }
    }
    expect(detectKey(chromaOf(9, 'minor'))?.key).toBe('A minor');
    expect(detectKey(chromaOf(1, 'major'))?.key).toBe('C# major');
  });

  it('transposes with the music: rotating the chroma by k semitones moves the tonic by k, mode kept', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 10, noNaN: true }), { minLength: 12, maxLength: 12 }),
        fc.integer({ min: 0, max: 11 }),
        (chroma, k) => {
          const base = detectKey(chroma);
          const rotated = detectKey(chroma.map((_, i) => chroma[(i - k + 12) % 12]!));
          if (base === null) {
            expect(rotated).toBeNull();
            return;
          }
          // The transposed key fits the transposed chroma exactly as well (ties may name another equal key).
          expect(rotated?.correlation).toBe(base.correlation);
          if (rotated!.key !== base.key) {
            const moved = detectKey(keyProfile((base.tonic + k) % 12, base.mode));
            expect(moved?.tonic).toBe((base.tonic + k) % 12);
          }
        },
      ),
    );
  });

  it('does not care about the level: any positive scale gives the same key', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 11 }),
        fc.constantFrom('major' as const, 'minor' as const),
        fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
        (tonic, mode, scale) => {
          expect(detectKey(chromaOf(tonic, mode, scale))?.key).toBe(detectKey(chromaOf(tonic, mode))?.key);
        },
      ),
    );
  });

  it('names no key for a flat, empty, negative or malformed chroma, nor one that fits no key well', () => {
    expect(detectKey(new Array(12).fill(1))).toBeNull();
    expect(detectKey(new Array(12).fill(0))).toBeNull();
    expect(detectKey([1, 2, 3])).toBeNull();
    expect(detectKey([...new Array(11).fill(1), Number.NaN])).toBeNull();
    expect(detectKey([...new Array(11).fill(1), -1])).toBeNull();
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 12, maxLength: 12 }), (c) => {
        const found = detectKey(c);
        if (found) expect(found.correlation).toBeGreaterThanOrEqual(KEY_MIN_CORRELATION);
      }),
    );
  });
});

/** The magnitude spectrum (bins 0..size/2) of a Hann-windowed frame, by a plain DFT up to `maxHz`. */
function spectrumOf(frame: Float32Array, rate: number, maxHz = 300): number[] {
  const size = frame.length;
  const bins = Math.ceil((maxHz * size) / rate) + 2;
  const out = new Array<number>(size / 2).fill(0);
  for (let k = 0; k < bins; k++) {
    let re = 0;
    let im = 0;
    for (let i = 0; i < size; i++) {
      const w = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (size - 1));
      re += w * frame[i]! * Math.cos((2 * Math.PI * k * i) / size);
      im -= w * frame[i]! * Math.sin((2 * Math.PI * k * i) / size);
    }
    out[k] = Math.hypot(re, im);
  }
  return out;
}

const FRAME = 4096;
const FRAME_RATE = 11_025;
/** The frequency of a note given as semitones above C0. */
const noteFrequency = (semitones: number) => 16.3516 * 2 ** (semitones / 12);

describe('bassChroma', () => {
  it('names the pitch class of a bass note anywhere in the bass register, whatever its level', () => {
    const lowest = Math.ceil(12 * Math.log2(BASS_MIN_HZ / 16.3516));
    const highest = Math.floor(12 * Math.log2(BASS_MAX_HZ / 16.3516));
    fc.assert(
      fc.property(
        fc.integer({ min: lowest, max: highest }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (note, amplitude) => {
          const frame = sine(noteFrequency(note), FRAME / FRAME_RATE, amplitude, FRAME_RATE).subarray(0, FRAME);
          const bass = bassChroma(spectrumOf(frame, FRAME_RATE), FRAME_RATE, FRAME);
          expect(bass.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
          expect(bass[note % 12]).toBeGreaterThan(0.8);
        },
      ),
      {
        numRuns: 20,
        examples: [
          [lowest, 0.01],
          [highest, 1],
        ],
      },
    );
  });

  it('hears nothing in silence, and nothing of a melody above the bass register', () => {
    expect(bassChroma(new Array(FRAME / 2).fill(0), FRAME_RATE, FRAME)).toEqual(new Array(12).fill(0));
    const melody = sine(440, FRAME / FRAME_RATE, 0.5, FRAME_RATE).subarray(0, FRAME);
    expect(bassChroma(spectrumOf(melody, FRAME_RATE, 500), FRAME_RATE, FRAME)).toEqual(new Array(12).fill(0));
  });
});

/** The chroma of chords (pitch classes), each note counted once per chord. */
function chordsChroma(chords: number[][]): number[] {
  const out = new Array<number>(12).fill(0.05);
  for (const chord of chords) for (const n of chord) out[n % 12]! += 1;
  return out;
}
const rotate = (chroma: readonly number[], k: number) => chroma.map((_, i) => chroma[(i - k + 12) % 12]!);
const bassOn = (pitchClass: number) => Array.from({ length: 12 }, (_, i) => (i === pitchClass ? 1 : 0));

describe('detectKey with the bass (relative major and minor)', () => {
  // C, G, Am and F: the same four chords are I-V-vi-IV in C major and III-VII-i-VI in A minor.
  const fourChords = chordsChroma([
    [0, 4, 7],
    [7, 11, 14],
    [9, 12, 16],
    [5, 9, 12],
  ]);

  it('hears the same four chords as A minor over a bass on A and as C major over a bass on C', () => {
    expect(detectKey(fourChords, bassOn(9))?.key).toBe('A minor');
    expect(detectKey(fourChords, bassOn(0))?.key).toBe('C major');
  });

  it('transposes with the music: chords and bass moved by k semitones move the key by k', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 11 }), fc.constantFrom(0, 9), (k, bass) => {
        const base = detectKey(fourChords, bassOn(bass))!;
        const moved = detectKey(rotate(fourChords, k), bassOn((bass + k) % 12));
        expect(moved?.tonic).toBe((base.tonic + k) % 12);
        expect(moved?.mode).toBe(base.mode);
      }),
    );
  });

  it('leaves the key to the harmony when the bass is silent or spread evenly, and names none without harmony', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 10, noNaN: true }), { minLength: 12, maxLength: 12 }), (c) => {
        expect(detectKey(c, new Array(12).fill(0))).toEqual(detectKey(c));
        expect(detectKey(c, new Array(12).fill(1 / 12))).toEqual(detectKey(c));
      }),
    );
    expect(detectKey(new Array(12).fill(1), bassOn(9))).toBeNull();
  });

  it('keeps a clear key against a bass that rests elsewhere (a pedal on the fifth)', () => {
    for (let tonic = 0; tonic < 12; tonic++) {
      for (const mode of ['major', 'minor'] as const) {
        expect(detectKey(chromaOf(tonic, mode), bassOn((tonic + 7) % 12))?.key).toBe(
          detectKey(chromaOf(tonic, mode))?.key,
        );
      }
    }
  });
});

const features = fc.record({
  mfcc: fc.array(fc.double({ min: -80, max: 80, noNaN: true }), { minLength: 12, maxLength: 12 }),
  spectralCentroidHz: fc.double({ min: 0, max: 5000, noNaN: true }),
  spectralFlatness: fc.double({ min: 0, max: 1, noNaN: true }),
  chroma: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 12, maxLength: 12 }),
  bpm: fc.option(fc.double({ min: 40, max: 220, noNaN: true }), { nil: null }),
  pulseClarity: fc.double({ min: 0, max: 1, noNaN: true }),
  onsetsPerSecond: fc.double({ min: 0, max: 20, noNaN: true }),
  loudnessLufs: fc.option(fc.double({ min: -70, max: 0, noNaN: true }), { nil: null }),
}) satisfies fc.Arbitrary<SoundFeatures>;

describe('featureVector and compareVectors', () => {
  it('is FEATURE_VECTOR_LENGTH finite numbers of length at most 1', () => {
    fc.assert(
      fc.property(features, (f) => {
        const v = featureVector(f);
        expect(v).toHaveLength(FEATURE_VECTOR_LENGTH);
        expect(v.every(Number.isFinite)).toBe(true);
        expect(Math.hypot(...v)).toBeLessThanOrEqual(1 + 1e-9);
      }),
    );
  });

  it('compares symmetrically within -1..1, and a sound with every part is 1 against itself', () => {
    fc.assert(
      fc.property(features, features, (a, b) => {
        const va = featureVector(a);
        const vb = featureVector(b);
        const ab = compareVectors(va, vb);
        const ba = compareVectors(vb, va);
        expect(ab.similarity).toBeCloseTo(ba.similarity, 12);
        for (const x of [ab.similarity, ab.timbre, ab.harmony, ab.rhythm]) {
          expect(x).toBeGreaterThanOrEqual(-1);
          expect(x).toBeLessThanOrEqual(1);
        }
      }),
    );
    const full: SoundFeatures = {
      mfcc: [40, -10, 5, 3, 2, 1, 0, -1, -2, 1, 0, 1],
      spectralCentroidHz: 1400,
      spectralFlatness: 0.1,
      chroma: [1, 0.1, 0.4, 0.1, 0.6, 0.5, 0.1, 0.8, 0.1, 0.4, 0.1, 0.2],
      bpm: 92,
      pulseClarity: 0.5,
      onsetsPerSecond: 4,
      loudnessLufs: -14,
    };
    expect(compareVectors(featureVector(full), featureVector(full)).similarity).toBeCloseTo(1, 9);
  });

  it('hears 70 and 140 BPM as one groove, and 92 nearer 96 than 130', () => {
    const base = {
      mfcc: new Array(12).fill(1),
      spectralCentroidHz: 1000,
      spectralFlatness: 0.1,
      chroma: new Array(12).fill(1),
      pulseClarity: 0.6,
      onsetsPerSecond: 4,
      loudnessLufs: -14,
    };
    const at = (bpm: number) => featureVector({ ...base, bpm });
    expect(compareVectors(at(70), at(140)).rhythm).toBeCloseTo(1, 9);
    expect(compareVectors(at(92), at(96)).rhythm).toBeGreaterThan(compareVectors(at(92), at(130)).rhythm);
  });

  it('hears a key a fifth away nearer than a tritone away', () => {
    const base = {
      mfcc: new Array(12).fill(1),
      spectralCentroidHz: 1000,
      spectralFlatness: 0.1,
      bpm: 100,
      pulseClarity: 0.6,
      onsetsPerSecond: 4,
      loudnessLufs: -14,
    };
    const inKey = (tonic: number) => featureVector({ ...base, chroma: keyProfile(tonic, 'major') });
    expect(compareVectors(inKey(0), inKey(7)).harmony).toBeGreaterThan(compareVectors(inKey(0), inKey(6)).harmony);
  });
});

describe('suggested tags', () => {
  const quiet = { loudnessLufs: -24, spectralFlatness: 0.15, onsetsPerSecond: 1 };
  it('names the tempo and its class, the key and its mood, each with a reason', () => {
    const tags = suggestTags({
      bpm: 92,
      key: 'A minor',
      loudnessLufs: -16,
      spectralFlatness: 0.15,
      onsetsPerSecond: 4,
    });
    expect(tags.map((t) => t.tag)).toEqual(['92 BPM', 'Mid-tempo', 'A minor', 'Moody', 'Chill']);
    expect(tags.find((t) => t.tag === 'Moody')?.reason).toBe('A minor is a minor key');
    expect(tags.find((t) => t.tag === 'Mid-tempo')?.reason).toBe('92 BPM is 85 to 119 BPM');
    expect(
      suggestTags({ bpm: 124, key: 'F major', loudnessLufs: -9, spectralFlatness: 0.05, onsetsPerSecond: 6 }).map(
        (t) => t.tag,
      ),
    ).toEqual(['124 BPM', 'Up-tempo', 'F major', 'Colorful', 'High-energy', 'Clean']);
  });

  it('suggests nothing it did not measure, and every suggestion has a reason', () => {
    expect(suggestTags({ bpm: null, key: null, loudnessLufs: null, spectralFlatness: 0, onsetsPerSecond: 0 })).toEqual(
      [],
    );
    expect(suggestTags({ bpm: null, key: null, ...quiet }).map((t) => t.tag)).toEqual(['Minimal']);
    fc.assert(
      fc.property(
        fc.option(fc.double({ min: 40, max: 220, noNaN: true }), { nil: null }),
        fc.option(fc.constantFrom('C major', 'A minor', 'F# minor'), { nil: null }),
        fc.option(fc.double({ min: -60, max: 0, noNaN: true }), { nil: null }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (bpm, key, loudnessLufs, spectralFlatness, onsetsPerSecond) => {
          const tags = suggestTags({ bpm, key, loudnessLufs, spectralFlatness, onsetsPerSecond });
          expect(new Set(tags.map((t) => t.tag)).size).toBe(tags.length);
          for (const t of tags) expect(t.reason.length).toBeGreaterThan(0);
          expect(tags.some((t) => t.kind === 'bpm')).toBe(bpm !== null);
          expect(tags.some((t) => t.kind === 'key')).toBe(key !== null);
        },
      ),
    );
  });

  it('puts the tempo classes at 85 and 120 BPM', () => {
    expect([tempoFeel(84.9), tempoFeel(85), tempoFeel(119.9), tempoFeel(120)]).toEqual([
      'Downtempo',
      'Mid-tempo',
      'Mid-tempo',
      'Up-tempo',
    ]);
  });
});
