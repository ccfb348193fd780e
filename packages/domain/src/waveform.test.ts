import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPeaksAccumulator, isPeaks, PEAK_BUCKETS, waveformPeaks } from './waveform';

describe('waveformPeaks', () => {
  it('takes the loudest absolute sample of each slice, scaled so the loudest slice is 1', () => {
    const samples = new Float32Array([0.1, -0.2, 0.05, 0, -0.5, 0.25, 0, 0]);
    expect(waveformPeaks(samples, 4)).toEqual([0.4, 0.1, 1, 0]);
  });

  it('reads several channels: the louder one counts', () => {
    const left = [0.5, 0, 0, 0];
    const right = [0, 0, 0, -0.25];
    expect(waveformPeaks([left, right], 2)).toEqual([1, 0.5]);
  });

  it('gives silence, and no audio at all, as zeros', () => {
    expect(waveformPeaks(new Float32Array(1000))).toEqual(new Array(PEAK_BUCKETS).fill(0));
    expect(waveformPeaks([], 8)).toEqual(new Array(8).fill(0));
    expect(waveformPeaks([[], []], 8)).toEqual(new Array(8).fill(0));
  });

  it('fills every slice of short audio without inventing sound', () => {
    expect(waveformPeaks([0.5, 1], 4)).toEqual([0.5, 0, 1, 0]);
  });

  it('refuses a bucket count that is not a positive whole number', () => {
    expect(() => waveformPeaks([1], 0)).toThrow(RangeError);
    expect(() => waveformPeaks([1], 2.5)).toThrow(RangeError);
  });

  it('is always `buckets` numbers within 0..1, with 1 at the loudest slice unless silent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.float({ min: -4, max: 4, noNaN: true }), { maxLength: 3000 }),
        fc.integer({ min: 1, max: 200 }),
        (raw, buckets) => {
          const peaks = waveformPeaks(Float32Array.from(raw), buckets);
          expect(peaks).toHaveLength(buckets);
          expect(peaks.every((p) => p >= 0 && p <= 1)).toBe(true);
          const silent = raw.every((s) => Math.fround(s) === 0);
          expect(Math.max(...peaks)).toBe(silent ? 0 : 1);
        },
      ),
    );
  });

  it('the accumulator fed frame by frame gives what the whole-array function gives', () => {
    fc.assert(
      fc.property(fc.array(fc.float({ min: -1, max: 1, noNaN: true }), { maxLength: 2000 }), (raw) => {
        const acc = createPeaksAccumulator(raw.length);
        for (const s of raw) acc.addFrame(Math.abs(s));
        expect(acc.peaks()).toEqual(waveformPeaks(raw));
      }),
    );
  });
});

describe('isPeaks', () => {
  it('accepts exactly PEAK_BUCKETS numbers from 0 to 1 and nothing else', () => {
    expect(isPeaks(new Array(PEAK_BUCKETS).fill(0.5))).toBe(true);
    expect(isPeaks(new Array(PEAK_BUCKETS - 1).fill(0.5))).toBe(false);
    expect(isPeaks([...new Array(PEAK_BUCKETS - 1).fill(0.5), 1.01])).toBe(false);
    expect(isPeaks([...new Array(PEAK_BUCKETS - 1).fill(0.5), -0.1])).toBe(false);
    expect(isPeaks([...new Array(PEAK_BUCKETS - 1).fill(0.5), '1'])).toBe(false);
    expect(isPeaks([...new Array(PEAK_BUCKETS - 1).fill(0.5), Number.NaN])).toBe(false);
    expect(isPeaks(null)).toBe(false);
  });
});
