import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  estimateTempo,
  loudnessFeel,
  mixToMono,
  onsetEnvelope,
  rmsDbfs,
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

describe('onsetEnvelope and mixToMono', () => {
  it('marks a rise in level and not a steady level', () => {
    const env = onsetEnvelope(clickTrack(60, 3), RATE);
    expect(env.length).toBe(Math.floor((3 * RATE) / Math.round(RATE * 0.01)));
    const hop = Math.round(RATE * 0.01);
    const secondBeat = Math.floor(RATE / hop);
    expect(env[0]).toBe(0); // the sound's start is not a beat
    expect(Math.max(env[secondBeat]!, env[secondBeat + 1]!)).toBeGreaterThan(0.01);
    expect(env[secondBeat + 50]).toBe(0);
  });

  it('averages the channels', () => {
    expect([...mixToMono([new Float32Array([1, 0.5]), new Float32Array([0, 0.5])])]).toEqual([0.5, 0.5]);
  });
});

describe('suggested tags', () => {
  it('names the tempo, its feel and the loudness', () => {
    expect(suggestTags({ bpm: 92.2, rmsDbfs: -9 })).toEqual(['92 BPM', 'Mid-tempo', 'Loud']);
    expect(suggestTags({ bpm: 70, rmsDbfs: -30 })).toEqual(['70 BPM', 'Downtempo', 'Quiet']);
    expect(suggestTags({ bpm: null, rmsDbfs: Number.NEGATIVE_INFINITY })).toEqual(['Quiet']);
    expect(suggestTags({ bpm: 119.8, rmsDbfs: -20 })).toEqual(['120 BPM', 'Up-tempo', 'Balanced']);
  });

  it('puts the feel boundaries at 85 and 120 BPM, -24 and -14 dBFS', () => {
    expect([tempoFeel(84.9), tempoFeel(85), tempoFeel(119.9), tempoFeel(120)]).toEqual([
      'Downtempo',
      'Mid-tempo',
      'Mid-tempo',
      'Up-tempo',
    ]);
    expect([loudnessFeel(-24.1), loudnessFeel(-24), loudnessFeel(-14)]).toEqual(['Quiet', 'Balanced', 'Loud']);
  });
});
