import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestMatch,
  FINGERPRINT_HOP,
  FINGERPRINT_SAMPLE_RATE,
  fingerprint,
  isSameRecording,
  type Landmark,
  landmarkHash,
  landmarks,
  MATCH_MIN_SCORE,
  matchScore,
  planProbe,
  probeHashes,
  queryFingerprints,
  spectralPeaks,
} from './audio-fingerprint';

const RATE = FINGERPRINT_SAMPLE_RATE;

/** A seeded melody: a decaying note (two partials) every 0.2-0.5 s between 100 Hz and 2 kHz, over quiet noise. */
function melody(seed: number, seconds: number): Float32Array {
  let x = seed >>> 0 || 1;
  const rand = () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 2 ** 32;
  };
  const out = new Float32Array(Math.round(seconds * RATE));
  for (let start = 0; start < out.length; ) {
    const hz = 100 * 2 ** (rand() * 4.3);
    const length = Math.round((0.2 + rand() * 0.3) * RATE);
    for (let i = 0; i < length && start + i < out.length; i++) {
      const env = Math.exp(-i / (RATE * 0.15));
      const w = (2 * Math.PI * hz * i) / RATE;
      out[start + i] = out[start + i]! + 0.5 * env * (Math.sin(w) + 0.4 * Math.sin(2 * w));
    }
    start += length;
  }
  for (let i = 0; i < out.length; i++) out[i] = out[i]! + 0.002 * (rand() - 0.5);
  return out;
}

const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });

describe('landmark hashes', () => {
  it('are distinct for distinct (f1, f2, dt) in range, and fit a non-negative int4', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 511 }),
        fc.integer({ min: -127, max: 127 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 511 }),
        fc.integer({ min: -127, max: 127 }),
        fc.integer({ min: 1, max: 31 }),
        (f1, df1, dt1, g1, dg1, du1) => {
          const f2 = f1 + df1;
          const g2 = g1 + dg1;
          const a = landmarkHash(f1, f2, dt1);
          const b = landmarkHash(g1, g2, du1);
          expect(a).toBeGreaterThanOrEqual(0);
          expect(a).toBeLessThan(2 ** 22);
          expect(a === b).toBe(f1 === g1 && f2 === g2 && dt1 === du1);
        },
      ),
    );
  });

  it('pair each anchor only with later peaks in its target zone', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ t: fc.integer({ min: 0, max: 200 }), f: fc.integer({ min: 4, max: 463 }) }), {
          maxLength: 60,
        }),
        (raw) => {
          const peaks = [...raw].sort((a, b) => a.t - b.t || a.f - b.f);
          for (const m of landmarks(peaks)) {
            const dt = m.hash & 31;
            expect(dt).toBeGreaterThanOrEqual(1);
            expect(peaks.some((p) => p.t === m.t && p.f === m.hash >> 13)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('peaks', () => {
  it('finds none in silence and some in music, each inside the spectrogram', () => {
    expect(spectralPeaks(new Float32Array(RATE * 2))).toEqual([]);
    const peaks = spectralPeaks(melody(7, 3));
    expect(peaks.length).toBeGreaterThan(8);
    const frames = Math.floor((3 * RATE - 1024) / FINGERPRINT_HOP) + 1;
    for (const p of peaks) {
      expect(p.t).toBeLessThan(frames);
      expect(p.f).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('the offset histogram', () => {
  it('scores a recording against itself at offset 0 with ratio 1', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const marks = fingerprint(melody(seed, 4));
        const m = matchScore(marks, marks);
        expect(m.offset).toBe(0);
        expect(m.ratio).toBeCloseTo(1, 5);
        expect(isSameRecording(m)).toBe(marks.length >= MATCH_MIN_SCORE);
      }),
      { numRuns: 10 },
    );
  });

  it('finds a copy trimmed by any number of samples at the trim, through one of the shifted readings', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 3 * RATE }), (seed, trim) => {
        const original = melody(seed, 8);
        const stored = fingerprint(original);
        const readings = queryFingerprints(original.slice(trim));
        const probed = new Set(probeHashes(readings));
        const m = bestMatch(readings, probed, stored, stored.length);
        expect(isSameRecording(m)).toBe(true);
        expect(Math.abs(m.offset - trim / FINGERPRINT_HOP)).toBeLessThanOrEqual(1.5);
      }),
      { numRuns: 8 },
    );
  });

  it('still finds a copy with two seconds in the middle replaced by other music', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const original = melody(seed, 10);
        const copy = original.slice();
        copy.set(melody(seed + 1, 2), 4 * RATE);
        const stored = fingerprint(original);
        const readings = queryFingerprints(copy);
        expect(isSameRecording(bestMatch(readings, new Set(probeHashes(readings)), stored, stored.length))).toBe(true);
      }),
      { numRuns: 6 },
    );
  });

  it('does not call two different melodies the same recording', () => {
    fc.assert(
      fc.property(seeds, seeds, (a, b) => {
        fc.pre(a !== b);
        const stored = fingerprint(melody(a, 8));
        const readings = queryFingerprints(melody(b, 8));
        expect(isSameRecording(bestMatch(readings, new Set(probeHashes(readings)), stored, stored.length))).toBe(false);
      }),
      { numRuns: 8 },
    );
  });

  it('keeps the score within the landmarks that could vote, and the ratio within 0..1', () => {
    const mark = fc.record({ hash: fc.integer({ min: 0, max: 40 }), t: fc.integer({ min: 0, max: 50 }) });
    fc.assert(
      fc.property(
        fc.array(mark, { maxLength: 80 }),
        fc.array(mark, { maxLength: 80 }),
        (q: Landmark[], c: Landmark[]) => {
          const m = matchScore(q, c);
          expect(m.score).toBeLessThanOrEqual(3 * q.length);
          expect(m.ratio).toBeGreaterThanOrEqual(0);
          expect(m.ratio).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('probes at most the cap, each hash once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.record({ hash: fc.nat(5000), t: fc.nat(100) }), { maxLength: 300 }), { maxLength: 4 }),
        fc.integer({ min: 1, max: 500 }),
        (readings, max) => {
          const hashes = probeHashes(readings, max);
          expect(hashes.length).toBeLessThanOrEqual(max);
          expect(new Set(hashes).size).toBe(hashes.length);
        },
      ),
    );
  });
});

describe('the probe plan', () => {
  const counts = fc.array(fc.tuple(fc.nat(300), fc.integer({ min: 0, max: 5000 })), { maxLength: 200 });

  it('reads at most the budget, the rarest stored hashes first, and considers every hash no file has', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(300), { maxLength: 300 }), counts, fc.nat(20_000), (hashes, pairs, budget) => {
        const stored = new Map(pairs);
        const plan = planProbe(hashes, stored, budget);
        expect(plan.rows).toBeLessThanOrEqual(budget);
        expect(plan.rows).toBe(plan.probe.reduce((s, h) => s + stored.get(h)!, 0));
        expect(new Set(plan.probe).size).toBe(plan.probe.length);
        for (const h of plan.probe) {
          expect(hashes).toContain(h);
          expect(stored.get(h)).toBeGreaterThan(0);
          expect(plan.considered.has(h)).toBe(true);
        }
        for (const h of hashes) if (!stored.get(h)) expect(plan.considered.has(h)).toBe(true);
        // What was left out is skipped, stored, and no rarer than what was read.
        const most = Math.max(0, ...plan.probe.map((h) => stored.get(h)!));
        for (const h of hashes) expect(plan.considered.has(h)).toBe(!plan.skipped.has(h));
        for (const h of plan.skipped) expect(stored.get(h)!).toBeGreaterThanOrEqual(most);
        expect(plan.considered.size + plan.skipped.size).toBe(new Set(hashes).size);
      }),
    );
  });

  it('probes every stored hash when they fit the budget: the lookup is the plain probe', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(300), { maxLength: 300 }), counts, (hashes, pairs) => {
        const stored = new Map(pairs);
        const plan = planProbe(hashes, stored, Number.POSITIVE_INFINITY);
        expect(plan.considered).toEqual(new Set(hashes));
        expect(plan.skipped.size).toBe(0);
        expect(new Set(plan.probe)).toEqual(new Set(hashes.filter((h) => (stored.get(h) ?? 0) > 0)));
      }),
    );
  });

  it('scores as before when nothing was skipped, and keeps the ratio within 0..1 when some was', () => {
    const mark = fc.record({ hash: fc.integer({ min: 0, max: 40 }), t: fc.integer({ min: 0, max: 50 }) });
    fc.assert(
      fc.property(
        fc.array(fc.array(mark, { maxLength: 60 }), { minLength: 1, maxLength: 4 }),
        fc.array(mark, { maxLength: 60 }),
        fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 20 }),
        (readings: Landmark[][], c: Landmark[], left: number[]) => {
          const all = new Set(readings.flat().map((m) => m.hash));
          const plain = bestMatch(readings, all, c, c.length);
          expect(bestMatch(readings, all, c, c.length, { probe: all, skipped: new Set() })).toEqual(plain);
          const skipped = new Set(left.filter((h) => all.has(h)));
          const kept = new Set([...all].filter((h) => !skipped.has(h)));
          const m = bestMatch(readings, kept, c, c.length, { probe: kept, skipped });
          expect(m.ratio).toBeGreaterThanOrEqual(0);
          expect(m.ratio).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('still finds a copy when only the rarest hashes of a crowded index are read', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: RATE * 2 }), (seed, trim) => {
        const original = melody(seed, 8);
        const stored = fingerprint(original);
        const readings = queryFingerprints(original.subarray(trim));
        // Every hash of the original is also carried by 1..2000 other files; read at most 40 of them.
        let x = seed;
        const counts = new Map<number, number>();
        for (const m of stored) {
          x = (Math.imul(x, 1103515245) + 12345) >>> 0;
          counts.set(m.hash, (counts.get(m.hash) ?? 0) + 1 + (x % 2000));
        }
        const plan = planProbe(probeHashes(readings), counts, 40 * 1000);
        const probed = new Set(plan.probe);
        const candidate = stored.filter((m) => probed.has(m.hash));
        const m = bestMatch(readings, plan.considered, candidate, stored.length, {
          probe: probed,
          skipped: plan.skipped,
        });
        expect(plan.skipped.size).toBeGreaterThan(0);
        expect(isSameRecording(m)).toBe(true);
      }),
      { numRuns: 8 },
    );
  });
});
